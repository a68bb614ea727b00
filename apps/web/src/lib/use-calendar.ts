// The calendar's three calls, shared by /calendar and the dashboard (one cache entry each).
import { CACHE_MS } from '@kubm/validators';
import type { RetryableQuery } from '../components/load-failed';
import type { CalendarMonth } from './calendar-month';
import { trpc } from './trpc';

/**
 * The server refreshes its copy of the feed every 5 minutes, so asking again sooner only returns the same
 * events; after that, opening the screen again asks for the newer ones.
 */
const staleTime = CACHE_MS.default;

export function useCalendarInfo() {
  return trpc.calendar.info.useQuery(undefined, { staleTime });
}

export function useUpcomingEvents() {
  return trpc.calendar.upcoming.useQuery(undefined, { staleTime });
}

/** `month.month` is 1–12, as the server reads it. */
export function useMonthEvents(month: CalendarMonth) {
  return trpc.calendar.month.useQuery(month, { staleTime });
}

interface QueryState extends RetryableQuery {
  isError: boolean;
}

/**
 * Several calls read as one for the failure alert: the first error, and a retry that asks again only
 * the calls that failed (the others' answers stay on screen).
 */
export function combinedRetry(...queries: QueryState[]): RetryableQuery {
  return {
    error: queries.find((query) => query.isError)?.error ?? null,
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
