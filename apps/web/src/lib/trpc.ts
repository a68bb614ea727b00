import type { AppRouter } from '@kubm/api';
import { httpBatchLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

export const trpc = createTRPCReact<AppRouter>();

export type TrpcUtils = ReturnType<typeof trpc.useUtils>;

// The server refuses batches over TRPC_MAX_BATCH_CALLS and any batch with two auth calls (each a sign-in
// attempt the throttle must see), so auth calls go alone.
export const MAX_BATCH_CALLS = 10;

export function createTrpcClient() {
  const withCookies: typeof fetch = (url, options) => fetch(url, { ...options, credentials: 'include' });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.path.startsWith('auth.'),
        // Not httpLink: it posts a call without input with an empty body, which the server refuses (400).
        true: httpBatchLink({ url: '/trpc', maxItems: 1, fetch: withCookies }),
        false: httpBatchLink({ url: '/trpc', maxItems: MAX_BATCH_CALLS, fetch: withCookies }),
      }),
    ],
  });
}
