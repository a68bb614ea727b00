import type { AppRouter } from '@kubm/api';
import { httpBatchLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

/** The typed tRPC hooks: `trpc.<domain>.<procedure>.useQuery()` / `.useMutation()`, `trpc.useUtils()`. */
export const trpc = createTRPCReact<AppRouter>();

/** What `trpc.useUtils()` returns: typed cache helpers (prefetch, invalidate, …). */
export type TrpcUtils = ReturnType<typeof trpc.useUtils>;

/**
 * The server refuses a batch of more than TRPC_MAX_BATCH_CALLS calls (default 20) and any batch with
 * two auth calls (each would be a sign-in attempt the throttle sees once): batch at most this many, and
 * send auth calls on their own.
 */
export const MAX_BATCH_CALLS = 10;

export function createTrpcClient() {
  // The session cookie rides along with every call.
  const withCookies: typeof fetch = (url, options) => fetch(url, { ...options, credentials: 'include' });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.path.startsWith('auth.'),
        // A batch of one rather than httpLink: httpLink posts a call without input (auth.logout) with an
        // empty body, which tRPC's server cannot read as JSON (400); a batch of one posts `{}`.
        true: httpBatchLink({ url: '/trpc', maxItems: 1, fetch: withCookies }),
        false: httpBatchLink({ url: '/trpc', maxItems: MAX_BATCH_CALLS, fetch: withCookies }),
      }),
    ],
  });
}
