// Read by the route while the session is checked (as links-query.ts does), not after the board's code.
import type { TaskMode } from '@kubm/validators';
import type { QueryClient } from '@tanstack/react-query';
import { knownSignedOut } from '../../lib/session';
import { taskListInput, taskPagesOptions } from '../../lib/task-pages';
import type { TrpcUtils } from '../../lib/trpc';

/** The tab /tasks opens on; the board's query and the prefetch name the same cache entry with it. */
export const FIRST_TASK_MODE: TaskMode = 'assigned';

function prefetchFirstPage(archived: boolean) {
  return (utils: TrpcUtils, queryClient: QueryClient): void => {
    if (knownSignedOut(queryClient)) return;
    void utils.tasks.list.prefetchInfinite(taskListInput(FIRST_TASK_MODE, archived), {
      ...taskPagesOptions(archived),
      pages: 1,
    });
  };
}

export const prefetchTasks = prefetchFirstPage(false);
export const prefetchOldTasks = prefetchFirstPage(true);
