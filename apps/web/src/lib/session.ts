// A 401 is the signed-out state, not an error.
import type { RouterOutputs } from '@kubm/api';
import { toast } from '@kubm/ui/toast-store';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useDeferredValue } from 'react';
import { errorMessage, isUnauthorizedError } from './errors';
import { trpc } from './trpc';

export type SessionUser = RouterOutputs['auth']['me'];

export function sessionQueryKey() {
  return getQueryKey(trpc.auth.me, undefined, 'query');
}

export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(sessionQueryKey(), user);
}

export function forgetSignedInUser(queryClient: QueryClient): void {
  // A visitor's first 401 forgets nobody: wiping would abort a public page's own requests in flight.
  const known = queryClient.getQueryData(sessionQueryKey()) != null;
  setSessionUser(queryClient, null);
  if (!known) return;
  const meKey = JSON.stringify(sessionQueryKey());
  queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== meKey });
}

export function knownSignedOut(queryClient: QueryClient): boolean {
  const state = queryClient.getQueryState(sessionQueryKey());
  if (!state) return false;
  if (state.error) return isUnauthorizedError(state.error);
  return state.status === 'success' && state.data === null;
}

export interface Session {
  user: SessionUser | null;
  isLoading: boolean;
  error: { message: string } | null;
  refetch: () => void;
}

export function useSession(): Session {
  const live = trpc.auth.me.useQuery(undefined, {
    retry: false,
    refetchOnWindowFocus: false,
    // A 401 is an answer, not a failure to recover from: do not ask again on every mount.
    retryOnMount: false,
  });
  // Drawn in a transition: Query's blocking render drew the whole signed-in frame in one long task.
  const query = useDeferredValue(live);
  const error = query.error && !isUnauthorizedError(query.error) ? query.error : null;
  return {
    // null is written by setSessionUser after logout; a 401 on a later refetch means the session ended.
    user: query.error && isUnauthorizedError(query.error) ? null : (query.data ?? null),
    isLoading: query.isPending,
    error,
    refetch: () => {
      void query.refetch();
    },
  };
}

/** Forgets every answer cached for the user (shared phones); protected pages then redirect by themselves. */
export function useLogout() {
  const queryClient = useQueryClient();
  const signedOut = () => {
    forgetSignedInUser(queryClient);
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
  };
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: signedOut,
    onError: (error) => {
      if (isUnauthorizedError(error)) signedOut();
      else toast({ variant: 'destructive', title: 'Logout failed', description: errorMessage(error) });
    },
  });
  return {
    logout: () => mutation.mutate(),
    isPending: mutation.isPending,
  };
}
