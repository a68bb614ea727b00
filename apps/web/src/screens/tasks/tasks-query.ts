// Read by the route while the session is checked (as links-query.ts does), not after the board's code.
import type { QueryClient } from '@tanstack/react-query';
import { knownSignedOut } from '../../lib/session';
import type { TrpcUtils } from '../../lib/trpc';
import type { TaskMode } from './task-tabs';

/** The tab /tasks opens on; the board's query and the prefetch name the same cache entry with it. */
export const FIRST_TASK_MODE: TaskMode = 'assigned';

export function prefetchTasks(utils: TrpcUtils, queryClient: QueryClient): void {
  if (knownSignedOut(queryClient)) return;
  void utils.tasks.list.prefetch({ mode: FIRST_TASK_MODE });
}
