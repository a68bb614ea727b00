// The task lists a page at a time (docs/decisions/task-list-pages.md), for /tasks, its old tasks and the
// dashboard: one input and one cursor rule per list, so the screens share their cache entries.
import type { RouterOutputs } from '@kubm/api';
import { type TaskMode, taskCursorOf } from '@kubm/validators';
import { trpc } from './trpc';

type TaskPage = RouterOutputs['tasks']['list'];

/** The cursor after a page: made from its last task; none after an empty page (the list has ended). */
export function nextTaskCursor(page: TaskPage, archived: boolean): string | undefined {
  const last = page.at(-1);
  return last ? taskCursorOf(last, archived) : undefined;
}

// Without `archived` for the board, so that /tasks, its prefetch and the dashboard name one cache entry.
export function taskListInput(mode: TaskMode, archived: boolean) {
  return archived ? { mode, archived: true } : { mode };
}

const BOARD = { getNextPageParam: (page: TaskPage) => nextTaskCursor(page, false) };
const ARCHIVE = { getNextPageParam: (page: TaskPage) => nextTaskCursor(page, true) };

export function taskPagesOptions(archived: boolean) {
  return archived ? ARCHIVE : BOARD;
}

export function useTaskPages(mode: TaskMode, archived: boolean, { enabled = true } = {}) {
  return trpc.tasks.list.useInfiniteQuery(taskListInput(mode, archived), {
    ...taskPagesOptions(archived),
    enabled,
  });
}
