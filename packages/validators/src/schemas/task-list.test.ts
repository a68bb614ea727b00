// The task list's query: its tab, the old tasks flag and the page cursor, from a URL or from tRPC.
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { taskListQuerySchema } from './task-list';
import { messagesAt, parseValid } from './test-helpers';

const BOARD = 'open_normal_2026-03-08_42';
const OLD = '2026-08-01T10:00:00.123Z_42';

describe('taskListQuerySchema', () => {
  it("starts at the board's first page of the first tab", () => {
    expect(parseValid(taskListQuerySchema, {})).toEqual({ mode: 'assigned', archived: false });
  });

  it.each([
    ['true', true],
    ['false', false],
    [true, true],
    [false, false],
  ])('reads archived=%j as %j', (archived, expected) => {
    expect(parseValid(taskListQuerySchema, { archived }).archived).toBe(expected);
  });

  it.each(['', '1', 'yes', 'TRUE', 1, null, ['true', 'true']])('refuses archived=%j', (archived) => {
    expect(messagesAt(taskListQuerySchema, { archived }, 'archived')).toEqual([MSG.taskArchivedInvalid]);
  });

  it.each(['semua', '', 'ALL', ['all', 'created']])('refuses mode=%j', (mode) => {
    expect(messagesAt(taskListQuerySchema, { mode }, 'mode')).toEqual([MSG.taskModeInvalid]);
  });

  it('reads a cursor as before (REST) or cursor (tRPC), ignoring the direction sent with it', () => {
    const board = { list: 'board', done: false, urgent: false, dueDate: '2026-03-08', id: 42 };
    expect(parseValid(taskListQuerySchema, { mode: 'all', before: BOARD })).toMatchObject({ before: board });
    expect(parseValid(taskListQuerySchema, { cursor: BOARD, direction: 'forward' })).toEqual({
      mode: 'assigned',
      archived: false,
      cursor: board,
    });
    expect(parseValid(taskListQuerySchema, { cursor: null })).toMatchObject({ cursor: null });
    expect(parseValid(taskListQuerySchema, { archived: 'true', before: OLD })).toMatchObject({
      before: { list: 'archive', updatedAt: '2026-08-01T10:00:00.123Z', id: 42 },
    });
  });

  it.each([
    [{ before: 'x' }, 'before'],
    [{ before: ['a', 'b'] }, 'before'],
    [{ before: 42 }, 'before'],
    [{ cursor: '1e3' }, 'cursor'],
    [{ archived: 'true', before: BOARD }, 'before'],
    [{ archived: true, cursor: BOARD }, 'cursor'],
    [{ before: OLD }, 'before'],
  ])('refuses %j with the page-cursor message', (input, path) => {
    expect(messagesAt(taskListQuerySchema, input, path)).toEqual([MSG.pageCursorInvalid]);
  });
});
