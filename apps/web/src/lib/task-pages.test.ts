import { describe, expect, it } from 'vitest';
import { nextTaskCursor, taskListInput, taskPagesOptions } from './task-pages';

const task = (id: number, over: Partial<Parameters<typeof nextTaskCursor>[0][number]> = {}) => ({
  id,
  title: `Tugas ${id}`,
  description: null,
  assignorId: 1,
  assignorName: 'Ana',
  assigneeId: 2,
  assigneeName: 'Ben',
  startDate: '2026-03-01',
  dueDate: '2026-03-08',
  isUrgent: false,
  status: 'Belum Selesai',
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-02T03:04:05.678Z',
  canEdit: true,
  ...over,
});

describe('nextTaskCursor', () => {
  it("names the board's place of a page's last task", () => {
    expect(nextTaskCursor([task(3), task(9, { isUrgent: true })], false)).toBe('open_urgent_2026-03-08_9');
    expect(nextTaskCursor([task(4, { status: 'Selesai', dueDate: '2026-01-02' })], false)).toBe(
      'done_normal_2026-01-02_4',
    );
  });

  it("names an old task's last update and id", () => {
    expect(nextTaskCursor([task(4, { status: 'Selesai' })], true)).toBe('2026-02-02T03:04:05.678Z_4');
  });

  it('is none after an empty page: the list has ended', () => {
    expect(nextTaskCursor([], false)).toBeUndefined();
    expect(nextTaskCursor([], true)).toBeUndefined();
  });
});

describe('taskListInput', () => {
  it("leaves the board's input as the dashboard and the prefetch name it", () => {
    expect(taskListInput('assigned', false)).toEqual({ mode: 'assigned' });
    expect(taskListInput('all', true)).toEqual({ mode: 'all', archived: true });
  });
});

describe('taskPagesOptions', () => {
  it("continues each list with that list's cursor", () => {
    const last = [task(4, { status: 'Selesai' })];
    expect(taskPagesOptions(false).getNextPageParam(last)).toBe('done_normal_2026-03-08_4');
    expect(taskPagesOptions(true).getNextPageParam(last)).toBe('2026-02-02T03:04:05.678Z_4');
  });
});
