import { LIMITS } from '@kubm/validators';
import { VOTING_RESULTS_PATH, type VotingResultsFetcher } from './voting-fetch';
import type { VotingResults } from './voting-results';

export const VOTING_POLL_MS = LIMITS.votingRefreshMs;

/**
 * Unlike the app's defaults, these results change under a page left open: polled every 30 s but not while
 * hidden, refetched on return (an unchanged answer is a cheap 304), stale after one interval, no retries
 * (the next poll is the retry). docs/decisions/voting-page.md
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

export function pollSecondsText(): string {
  return String(Math.round(VOTING_POLL_MS / 1000));
}

export type PageState = 'loading' | 'failed' | 'empty' | 'results';

// Once any results are in hand, a refresh or a failure never hides them.
export function pageState(query: { data: VotingResults | undefined; isError: boolean }): PageState {
  if (query.data) return query.data.results.length > 0 ? 'results' : 'empty';
  return query.isError ? 'failed' : 'loading';
}

export type FreshnessNotice = 'refresh-failed' | 'sheet-stale' | null;

// Our own failed poll wins over the server's `stale` flag: it is the newer news.
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
