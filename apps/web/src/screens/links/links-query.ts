// The links list as one infinite query, shared by the screen and by its route, which starts the read while
// the session is checked and the screen's code loads: three waits side by side instead of one after another.
import type { QueryClient } from '@tanstack/react-query';
import { knownSignedOut } from '../../lib/session';
import { type TrpcUtils, trpc } from '../../lib/trpc';
import { nextCursorOf } from './link-pages';

/** Input and options of the list: the prefetch and the screen must name the same cache entry. */
const INPUT = {};
const OPTIONS = { getNextPageParam: nextCursorOf };

export function useLinksQuery() {
  return trpc.links.list.useInfiniteQuery(INPUT, OPTIONS);
}

/**
 * Reads the first page into the cache unless it is there (data is fresh until a change invalidates it),
 * or the visitor is known to be signed out (the page only redirects to /auth). A failure is the screen's
 * to show: it reads again as it mounts.
 */
export function prefetchLinks(utils: TrpcUtils, queryClient: QueryClient): void {
  if (knownSignedOut(queryClient)) return;
  void utils.links.list.prefetchInfinite(INPUT, { ...OPTIONS, pages: 1 });
}
