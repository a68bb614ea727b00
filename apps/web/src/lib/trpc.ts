import type { AppRouter } from '@kubm/api';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

/** The typed tRPC hooks: `trpc.<domain>.<procedure>.useQuery()` / `.useMutation()`, `trpc.useUtils()`. */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        // The session cookie rides along with every call.
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}
