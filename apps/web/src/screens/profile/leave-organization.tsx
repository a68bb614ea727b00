import { Button } from '@kubm/ui/button';
import { toast } from '@kubm/ui/toast-store';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { errorMessage } from '../../lib/errors';
import { lazyNamed, useLazyDialog } from '../../lib/lazy-component';
import { forgetSignedInUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';

// Forgets every answer cached for this member, as on logout; the protected route then goes to /auth.
// Radix's alert dialog is fetched when the button is pointed at, not with the profile.
const ConfirmDialog = lazyNamed(() => import('../../components/confirm-dialog'), 'ConfirmDialog');

export function LeaveOrganization({ userId }: { userId: number }) {
  const leaving = useLazyDialog(ConfirmDialog.preload);
  const setOpen = leaving.setOpen;
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
    <>
      <Button
        type="button"
        variant="outline"
        {...leaving.trigger}
        className="w-full border-destructive/50 text-destructive hover:bg-destructive-soft sm:w-auto"
      >
        <LogOut aria-hidden="true" />
        Leave Organization
      </Button>
      {leaving.used ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...leaving.dialog}
            title="Leave Organization?"
            description="Your account, profile and ministry roles will be deleted permanently and you will be signed out. This cannot be undone."
            cancelLabel="Cancel"
            confirmLabel="Leave Organization"
            pendingLabel="Leaving..."
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ id: userId })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
