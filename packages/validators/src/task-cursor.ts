// The task lists' page cursor (docs/decisions/task-list-pages.md), without zod: the web app's infinite query
// makes it from the last task it holds, the REST door names it in the Link header, the API parses it.
import { DONE_TASK_STATUS, LIMITS, MAX_ID } from './constants';

/** Where a page ends, by the list's own order: the board's keys, or the old tasks' finishing instant. */
export type TaskCursor =
  | { list: 'board'; done: boolean; urgent: boolean; dueDate: string; id: number }
  | { list: 'archive'; updatedAt: string; id: number };

export interface TaskCursorFields {
  id: number;
  status: string;
  isUrgent: boolean;
  dueDate: string;
  updatedAt: string;
}

/** 'open_urgent_2026-03-08_42' on the board; '2026-08-01T10:00:00.123Z_57' among the old tasks. */
export function taskCursorOf(task: TaskCursorFields, archived: boolean): string {
  if (archived) return `${task.updatedAt}_${task.id}`;
  const state = task.status === DONE_TASK_STATUS ? 'done' : 'open';
  return `${state}_${task.isUrgent ? 'urgent' : 'normal'}_${task.dueDate}_${task.id}`;
}

const BOARD = /^(open|done)_(urgent|normal)_(\d{4}-\d{2}-\d{2})_([0-9]{1,10})$/;
const ARCHIVE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9]{1,10})$/;

function idOf(digits: string | undefined): number | null {
  const id = Number(digits);
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

function isRealDay(day: string): boolean {
  if (day < LIMITS.earliestDate || day > LIMITS.latestDate) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

// Only values the database reads exactly as written: a real day or instant, an id within `serial`.
export function parseTaskCursor(value: string): TaskCursor | null {
  const board = BOARD.exec(value);
  if (board) {
    const [, state, urgency, dueDate = '', digits] = board;
    const id = idOf(digits);
    if (id === null || !isRealDay(dueDate)) return null;
    return { list: 'board', done: state === 'done', urgent: urgency === 'urgent', dueDate, id };
  }
  const archive = ARCHIVE.exec(value);
  if (archive) {
    const [, updatedAt = '', digits] = archive;
    const id = idOf(digits);
    if (id === null || !isRealDay(updatedAt.slice(0, 10))) return null;
    const instant = new Date(updatedAt);
    if (Number.isNaN(instant.getTime()) || instant.toISOString() !== updatedAt) return null;
    return { list: 'archive', updatedAt, id };
  }
  return null;
}
