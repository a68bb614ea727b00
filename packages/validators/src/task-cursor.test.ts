// The task lists' cursor: made from the last task shown, read back exactly, and nothing else read at all.
import { describe, expect, it } from 'vitest';
import { MAX_ID } from './constants';
import { parseTaskCursor, taskCursorOf } from './task-cursor';

const task = {
  id: 42,
  status: 'Belum Selesai',
  isUrgent: true,
  dueDate: '2026-03-08',
  updatedAt: '2026-08-01T10:00:00.123Z',
};

describe('taskCursorOf', () => {
  it("names the board's keys: open or done, urgent or not, the due date and the id", () => {
    expect(taskCursorOf(task, false)).toBe('open_urgent_2026-03-08_42');
    expect(taskCursorOf({ ...task, status: 'Selesai', isUrgent: false }, false)).toBe(
      'done_normal_2026-03-08_42',
    );
    // 'Terlewat Masa' and unknown stored statuses are still open work.
    expect(taskCursorOf({ ...task, status: 'Terlewat Masa' }, false)).toMatch(/^open_/);
    expect(taskCursorOf({ ...task, status: 'Lain' }, false)).toMatch(/^open_/);
  });

  it("names the old tasks' keys: the last update and the id", () => {
    expect(taskCursorOf(task, true)).toBe('2026-08-01T10:00:00.123Z_42');
  });

  it('reads back as what it was made from', () => {
    expect(parseTaskCursor(taskCursorOf(task, false))).toEqual({
      list: 'board',
      done: false,
      urgent: true,
      dueDate: '2026-03-08',
      id: 42,
    });
    expect(
      parseTaskCursor(taskCursorOf({ ...task, status: 'Selesai', isUrgent: false }, false)),
    ).toMatchObject({
      done: true,
      urgent: false,
    });
    expect(parseTaskCursor(taskCursorOf(task, true))).toEqual({
      list: 'archive',
      updatedAt: '2026-08-01T10:00:00.123Z',
      id: 42,
    });
  });
});

describe('parseTaskCursor', () => {
  it('takes the ends of every range', () => {
    expect(parseTaskCursor(`open_normal_1900-01-01_${MAX_ID}`)).toMatchObject({ id: MAX_ID });
    expect(parseTaskCursor('done_urgent_9999-12-31_1')).toMatchObject({ dueDate: '9999-12-31' });
    expect(parseTaskCursor('1900-01-01T00:00:00.000Z_1')).toMatchObject({ list: 'archive' });
  });

  it.each([
    '',
    '42',
    'open_urgent_2026-03-08',
    'open_urgent_2026-03-08_0',
    `open_urgent_2026-03-08_${MAX_ID + 1}`,
    'open_urgent_2026-03-08_-1',
    'open_urgent_2026-03-08_1e3',
    'open_urgent_2026-03-08_ 5',
    'open_urgent_2026-02-30_5',
    'open_urgent_1899-12-31_5',
    'open_urgent_0000-01-01_5',
    'OPEN_urgent_2026-03-08_5',
    'buka_penting_2026-03-08_5',
    'open_urgent_2026-3-8_5',
    'open_urgent_2026-03-08_5\u0000',
    '2026-08-01T10:00:00Z_5',
    '2026-08-01T10:00:00.123456Z_5',
    '2026-08-01T24:00:00.000Z_5',
    '2026-02-30T10:00:00.000Z_5',
    '2026-08-01T10:00:00.123+08:00_5',
    '1899-12-31T23:59:59.999Z_5',
    '2026-08-01T10:00:00.123Z',
    '2026-08-01T10:00:00.123Z_0',
  ])('refuses %j', (value) => {
    expect(parseTaskCursor(value)).toBeNull();
  });
});
