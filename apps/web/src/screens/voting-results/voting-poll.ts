// When the voting-results page asks again, and what it says about how fresh its numbers are.
import { LIMITS } from '@kubm/validators';
import { VOTING_RESULTS_PATH, type VotingResultsFetcher } from './voting-fetch';
import type { VotingResults } from './voting-results';

/** The results are polled every 30 s. */
export const VOTING_POLL_MS = LIMITS.votingRefreshMs;

/**
 * React Query options of the results query. The app's defaults (no interval, no refetch on
 * focus, never stale) are for data that changes by the member's own hand; these results change under a
 * page left open, so this one query overrides them:
 * - every 30 s, but not while the tab is hidden (`refetchIntervalInBackground: false`): a phone in a
 *   pocket or a tab behind others costs the server nothing;
 * - at once when the tab becomes visible again ('always': React Query's focus event is the
 *   visibilitychange to visible), so the numbers catch up with the polls skipped while hidden; unchanged
 *   results answer 304 with no body, so this is cheap;
 * - stale after one interval, so coming back to the page after a while (the cache keeps the old
 *   answer) fetches at once instead of waiting for the next tick;
 * - no retries: the next poll is the retry, and a failure keeps the old results on screen.
 */
export function votingResultsQueryOptions(fetcher: VotingResultsFetcher) {
  return {
    queryKey: [VOTING_RESULTS_PATH] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<VotingResults> => fetcher(signal),
    refetchInterval: VOTING_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always' as const,
    staleTime: VOTING_POLL_MS,
    retry: false,
  };
}

/** '30' for the note under the total, from the constant the polling uses. */
export function pollSecondsText(): string {
  return String(Math.round(VOTING_POLL_MS / 1000));
}

export type PageState = 'loading' | 'failed' | 'empty' | 'results';

/**
 * What the page shows in place of the results. The skeleton only before the first answer: once any
 * results are in hand a refresh or a failure never hides them (old results stay until new ones
 * arrive). `failed` only when there is nothing to show at all.
 */
export function pageState(query: { data: VotingResults | undefined; isError: boolean }): PageState {
  if (query.data) return query.data.results.length > 0 ? 'results' : 'empty';
  return query.isError ? 'failed' : 'loading';
}

export type FreshnessNotice = 'refresh-failed' | 'sheet-stale' | null;

/**
 * A note above results that may be old: our last poll failed (the page shows what it had), or the
 * server could not read the sheet and sent its last good results (`stale`). The page's own failure wins:
 * it is the newer news, and the server's flag is as old as the data.
 */
export function freshnessNotice(query: {
  data: VotingResults | undefined;
  isError: boolean;
}): FreshnessNotice {
  if (!query.data) return null;
  if (query.isError) return 'refresh-failed';
  return query.data.stale ? 'sheet-stale' : null;
}

export const FRESHNESS_TEXT: Record<Exclude<FreshnessNotice, null>, string> = {
  'refresh-failed':
    'Keputusan tidak dapat dikemaskini buat masa ini. Keputusan yang dipaparkan ialah yang terakhir diterima; halaman ini akan mencuba lagi secara automatik.',
  'sheet-stale':
    'Helaian undian tidak dapat dibaca buat masa ini. Keputusan yang dipaparkan ialah yang terakhir berjaya dibaca.',
};
