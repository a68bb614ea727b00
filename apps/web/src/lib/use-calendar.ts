import { CACHE_MS } from '@kubm/validators';
import type { RetryableQuery } from '../components/load-failed';
import type { CalendarMonth } from './calendar-month';
import { trpc } from './trpc';

// The server refreshes its copy of the feed every 5 minutes; asking sooner returns the same events.
const staleTime = CACHE_MS.default;

export function useCalendarInfo() {
  return trpc.calendar.info.useQuery(undefined, { staleTime });
}

export function useUpcomingEvents() {
  return trpc.calendar.upcoming.useQuery(undefined, { staleTime });
}

export function useMonthEvents(month: CalendarMonth) {
  return trpc.calendar.month.useQuery(month, { staleTime });
}

interface QueryState extends RetryableQuery {
  isError: boolean;
}

// The retry asks again only the calls that failed; the others' answers stay on screen.
export function combinedRetry(...queries: QueryState[]): RetryableQuery {
  return {
    error: queries.find((query) => query.isError)?.error ?? null,
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
