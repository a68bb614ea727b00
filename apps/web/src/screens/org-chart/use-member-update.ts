// members.update for the chart's edit, removal and assignment: afterwards both member lists (and the
// session, when the member is the signed-in user) are fetched again; nothing a member change cannot touch.
import type { MemberUpdateInput } from '@kubm/validators';
import { trpc } from '../../lib/trpc';

export function useMemberUpdate(handlers: {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}) {
  const utils = trpc.useUtils();
  const mutation = trpc.members.update.useMutation({
    // Awaited by the mutation: it stays pending until the lists show the change.
    onSuccess: async (saved) => {
      const me = utils.auth.me.getData();
      await Promise.all([
        utils.members.list.invalidate(),
        utils.members.withPhotos.invalidate(),
        // Their own name or role changed: the header and the permissions follow.
        me && me.id === saved.userId ? utils.auth.me.invalidate() : Promise.resolve(),
      ]);
      handlers.onSuccess?.();
    },
    onError: (error) => {
      handlers.onError?.(error);
      // Gone or no longer ours: show the lists as they are now.
      void utils.members.list.invalidate();
      void utils.members.withPhotos.invalidate();
    },
    onSettled: () => handlers.onSettled?.(),
  });
  return {
    isPending: mutation.isPending,
    /** The member whose change is on its way, if any. */
    pendingId: mutation.isPending && mutation.variables ? Number(mutation.variables.id) : undefined,
    mutate: ({ member, changes }: { member: { id: number }; changes: MemberUpdateInput }) =>
      mutation.mutate({ id: member.id, ...changes }),
  };
}
