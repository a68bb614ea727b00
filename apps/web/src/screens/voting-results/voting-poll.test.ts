import { environmentManager, focusManager, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import {
  FRESHNESS_TEXT,
  freshnessNotice,
  pageState,
  pollSecondsText,
  VOTING_POLL_MS,
  votingResultsQueryOptions,
} from './voting-poll';
import type { VotingResults } from './voting-results';

const RESULTS: VotingResults = {
  totalVotes: 1,
  results: [{ category: 'K', question: 'S', option: 'A', votes: 1, percentage: 100 }],
  surveyUrl: null,
  stale: false,
};
const EMPTY: VotingResults = { totalVotes: 0, results: [], surveyUrl: null, stale: false };

describe('the poll interval', () => {
  it('is 30 s', () => {
    expect(VOTING_POLL_MS).toBe(30_000);
    expect(pollSecondsText()).toBe('30');
  });

  it('polls every interval, not in the background, and at once when the tab shows again', () => {
    const options = votingResultsQueryOptions(async () => RESULTS);
    expect(options).toMatchObject({
      queryKey: ['/api/voting-results'],
      refetchInterval: 30_000,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: 'always',
      staleTime: 30_000,
      retry: false,
    });
  });
});

// The options above, run by React Query itself with the app's own client, under a fake clock.
describe('polling with the app query client', () => {
  let client: QueryClient;
  let unsubscribe: () => void;
  const fetcher = vi.fn(async () => RESULTS);

  beforeEach(() => {
    // Vitest runs in node, which React Query takes for a server and schedules no timers on.
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers();
    fetcher.mockClear();
    client = createQueryClient();
    client.mount();
    focusManager.setFocused(true);
    const observer = new QueryObserver(client, votingResultsQueryOptions(fetcher));
    unsubscribe = observer.subscribe(() => {});
  });

  afterEach(() => {
    unsubscribe();
    client.unmount();
    client.clear();
    focusManager.setFocused(undefined);
    environmentManager.setIsServer(() => typeof window === 'undefined');
    vi.useRealTimers();
  });

  it('fetches on open, then once every 30 s', async () => {
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VOTING_POLL_MS - 1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * VOTING_POLL_MS);
    expect(fetcher).toHaveBeenCalledTimes(5);
  });

  it('does not poll while the tab is hidden and catches up the moment it is visible', async () => {
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(5 * VOTING_POLL_MS);
    expect(fetcher).toHaveBeenCalledTimes(1);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(2);
    // And the 30 s count starts again from that catch-up fetch.
    await vi.advanceTimersByTimeAsync(VOTING_POLL_MS - 1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failure and keeps the last results through it', async () => {
    await vi.advanceTimersByTimeAsync(0);
    fetcher.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(VOTING_POLL_MS);
    const failed = client.getQueryState(['/api/voting-results']);
    expect(failed?.status).toBe('error');
    expect(failed?.data).toEqual(RESULTS);
    await vi.advanceTimersByTimeAsync(VOTING_POLL_MS);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(client.getQueryState(['/api/voting-results'])?.status).toBe('success');
  });
});

describe('pageState', () => {
  it('shows the skeleton only before any answer', () => {
    expect(pageState({ data: undefined, isError: false })).toBe('loading');
    expect(pageState({ data: RESULTS, isError: false })).toBe('results');
  });

  it('keeps results and the empty state through a failed refresh', () => {
    expect(pageState({ data: RESULTS, isError: true })).toBe('results');
    expect(pageState({ data: EMPTY, isError: true })).toBe('empty');
  });

  it('fails only with nothing to show', () => {
    expect(pageState({ data: undefined, isError: true })).toBe('failed');
  });

  it('is empty for an answer without rows', () => {
    expect(pageState({ data: EMPTY, isError: false })).toBe('empty');
  });
});

describe('freshnessNotice', () => {
  it('says nothing for fresh results or when there is nothing shown', () => {
    expect(freshnessNotice({ data: RESULTS, isError: false })).toBeNull();
    expect(freshnessNotice({ data: undefined, isError: true })).toBeNull();
  });

  it("notes our failed refresh first, else the server's stale sheet", () => {
    expect(freshnessNotice({ data: RESULTS, isError: true })).toBe('refresh-failed');
    expect(freshnessNotice({ data: { ...RESULTS, stale: true }, isError: true })).toBe('refresh-failed');
    expect(freshnessNotice({ data: { ...RESULTS, stale: true }, isError: false })).toBe('sheet-stale');
  });

  it('has Malay text for each notice', () => {
    expect(FRESHNESS_TEXT['refresh-failed']).toMatch(/terakhir diterima/);
    expect(FRESHNESS_TEXT['sheet-stale']).toMatch(/Helaian undian/);
  });
});
