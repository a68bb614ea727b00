import type { MemberUpdateInput } from '@kubm/validators';
import { trpc } from '../../lib/trpc';

export function useMemberUpdate(handlers: {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}) {
  const utils = trpc.useUtils();
  const mutation = trpc.members.update.useMutation({
    // Awaited: the mutation stays pending until the lists show the change.
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
      // Gone or no longer ours: show the lists as they are.
      void utils.members.list.invalidate();
      void utils.members.withPhotos.invalidate();
    },
    onSettled: () => handlers.onSettled?.(),
  });
  return {
    isPending: mutation.isPending,
    pendingId: mutation.isPending && mutation.variables ? Number(mutation.variables.id) : undefined,
    mutate: ({ member, changes }: { member: { id: number }; changes: MemberUpdateInput }) =>
      mutation.mutate({ id: member.id, ...changes }),
  };
}
