import { CACHE_MS } from '@kubm/validators';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './errors';

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, CACHE_MS.retryDelayCap);
}

// Screens set shorter lifetimes per query (CACHE_MS in @kubm/validators).
export function createQueryClient(
  options: { onUnauthorized?: (client: QueryClient) => void } = {},
): QueryClient {
  // Any 401 means the session ended: handled once here instead of in every screen.
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
