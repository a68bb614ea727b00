// The signed-in user, as every screen sees it: a 401 is the signed-out state, not an error.
import type { RouterOutputs } from '@kubm/api';
import { toast } from '@kubm/ui/toast-store';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { errorMessage, isUnauthorizedError } from './errors';
import { trpc } from './trpc';

export type SessionUser = RouterOutputs['auth']['me'];

/** The cache entry of `auth.me`; holds the user, or null once we know nobody is signed in. */
export function sessionQueryKey() {
  return getQueryKey(trpc.auth.me, undefined, 'query');
}

/**
 * Replace the cached current user: after login or registration (the user), after a profile update
 * (the new user), after logout or account deletion (null). No refetch needed.
 */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(sessionQueryKey(), user);
}

/** Signed out (logout, leaving, an ended session): forget the user and every answer cached for them. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  // A visitor's first 401 forgets nobody: wiping then aborted a public page's own requests in flight.
  const known = queryClient.getQueryData(sessionQueryKey()) != null;
  setSessionUser(queryClient, null);
  if (!known) return;
  const meKey = JSON.stringify(sessionQueryKey());
  queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== meKey });
}

/** Whether `auth.me` has answered that nobody is signed in (not: is still asking, or could not ask). */
export function knownSignedOut(queryClient: QueryClient): boolean {
  const state = queryClient.getQueryState(sessionQueryKey());
  if (!state) return false;
  if (state.error) return isUnauthorizedError(state.error);
  return state.status === 'success' && state.data === null;
}

export interface Session {
  /** The signed-in user; null when signed out (or while loading, see `isLoading`). */
  user: SessionUser | null;
  /** True until the first answer of `auth.me`. */
  isLoading: boolean;
  /** A failure other than "not signed in" (server down, network): the app cannot tell who you are. */
  error: { message: string } | null;
  refetch: () => void;
}

export function useSession(): Session {
  const query = trpc.auth.me.useQuery(undefined, {
    retry: false,
    refetchOnWindowFocus: false,
    // A 401 is an answer, not a failure to recover from: do not ask again on every mount.
    retryOnMount: false,
  });
  const error = query.error && !isUnauthorizedError(query.error) ? query.error : null;
  return {
    // null is written into the cache by setSessionUser after logout; the procedure's type does not know.
    // A 401 on a later refetch means the session ended: the old data must not keep the member "in".
    user: query.error && isUnauthorizedError(query.error) ? null : (query.data ?? null),
    isLoading: query.isPending,
    error,
    refetch: () => {
      void query.refetch();
    },
  };
}

/**
 * Sign out: ends the session on the server (auth.logout, the same as POST /api/logout), then forgets
 * the user and every cached answer that belonged to them (shared phones). Protected pages then
 * redirect to /auth by themselves.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const signedOut = () => {
    forgetSignedInUser(queryClient);
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
  };
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: signedOut,
    onError: (error) => {
      // The session had already ended (expired, or signed out in another tab): that is what we wanted.
      if (isUnauthorizedError(error)) signedOut();
      else toast({ variant: 'destructive', title: 'Logout failed', description: errorMessage(error) });
    },
  });
  return {
    logout: () => mutation.mutate(),
    isPending: mutation.isPending,
  };
}
