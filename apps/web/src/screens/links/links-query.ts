// Shared by the screen and its route, which starts the read while the session is checked and the code loads.
import type { QueryClient } from '@tanstack/react-query';
import { knownSignedOut } from '../../lib/session';
import { type TrpcUtils, trpc } from '../../lib/trpc';
import { nextCursorOf } from './link-pages';

const INPUT = {};
const OPTIONS = { getNextPageParam: nextCursorOf };

export function useLinksQuery() {
  return trpc.links.list.useInfiniteQuery(INPUT, OPTIONS);
}

// Skipped for a known signed-out visitor, who is only redirected; a failure is the screen's to show.
export function prefetchLinks(utils: TrpcUtils, queryClient: QueryClient): void {
  if (knownSignedOut(queryClient)) return;
  void utils.links.list.prefetchInfinite(INPUT, { ...OPTIONS, pages: 1 });
}
