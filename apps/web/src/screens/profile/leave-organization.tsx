import { Button } from '@kubm/ui/button';
import { toast } from '@kubm/ui/toast-store';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/errors';
import { forgetSignedInUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';

/**
 * 'Leave Organization' (spec §2, §8): asks first, then deletes the account. The session is cleared with
 * every answer cached for this member, as on logout; the protected route then goes to /auth.
 */
export function LeaveOrganization({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const remove = trpc.users.remove.useMutation({
    onSuccess: () => {
      setOpen(false);
      forgetSignedInUser(queryClient);
      toast({
        variant: 'success',
        title: 'Account deleted',
        description: 'Your account has been deleted. Thank you for serving with us.',
      });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Deletion failed', description: errorMessage(error) });
    },
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          className="w-full border-destructive/50 text-destructive hover:bg-destructive-soft sm:w-auto"
        >
          <LogOut aria-hidden="true" />
          Leave Organization
        </Button>
      }
      title="Leave Organization?"
      description="Your account, profile and ministry roles will be deleted permanently and you will be signed out. This cannot be undone."
      cancelLabel="Cancel"
      confirmLabel="Leave Organization"
      pendingLabel="Leaving..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: userId })}
    />
  );
}
