import { CACHE_MS } from '@kubm/validators';
import type { QueryClient } from '@tanstack/react-query';
import { knownSignedOut } from '../../lib/session';
import { type TrpcUtils, trpc } from '../../lib/trpc';

const OPTIONS = { staleTime: CACHE_MS.members };

export function useMembersQuery() {
  return trpc.members.withPhotos.useQuery(undefined, OPTIONS);
}

export function prefetchMembers(utils: TrpcUtils, queryClient: QueryClient): void {
  if (knownSignedOut(queryClient)) return;
  void utils.members.withPhotos.prefetch(undefined, OPTIONS);
}
