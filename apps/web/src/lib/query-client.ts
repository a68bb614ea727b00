import { CACHE_MS } from '@kubm/validators';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './errors';

/** Exponential back-off capped at 30 s, for the queries that opt into retries. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, CACHE_MS.retryDelayCap);
}

/**
 * Data-fetch defaults: no refetch on focus or interval, no retries, data never stale
 * by default, kept 5 minutes after its last user. Screens set shorter lifetimes per query
 * (members and stats 5 min, activities 2 min: CACHE_MS in @kubm/validators).
 */
export function createQueryClient(
  options: { onUnauthorized?: (client: QueryClient) => void } = {},
): QueryClient {
  // Any 401 means the session has ended (expired, signed out elsewhere): tell the app once, centrally,
  // instead of every screen handling it.
  const onError = (error: unknown) => {
    if (isUnauthorizedError(error)) options.onUnauthorized?.(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        retryDelay,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: CACHE_MS.default,
      },
      mutations: {
        retry: false,
        retryDelay,
      },
    },
  });
  return client;
}
