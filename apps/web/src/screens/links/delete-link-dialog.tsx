import { toast } from '@kubm/ui/toast-store';
import { useRef } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import type { LinkItem } from './link-form-dialog';

export function DeleteLinkDialog({
  open,
  link,
  onOpenChange,
  onDeleted,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** Kept while the dialog closes so its text does not vanish mid-animation. */
  link: LinkItem | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  /** Radix aims focus at an <AlertDialogTrigger>, and this dialog has none. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const utils = trpc.useUtils();
  const inFlight = useRef(false);
  const remove = trpc.links.remove.useMutation({
    onSuccess: async () => {
      await utils.links.list.invalidate();
      onDeleted();
      toast({ variant: 'success', title: 'Pautan berjaya dihapuskan' });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Gagal menghapuskan pautan', description: errorMessage(error) });
      // Someone else may have deleted or changed it meanwhile (404, 403): show the list as it is.
      void utils.links.list.invalidate();
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Padam Pautan"
      description={
        <>
          Adakah anda pasti mahu memadam pautan <strong className="wrap-anywhere">“{link?.title}”</strong>?
          Tindakan ini tidak boleh dibatalkan.
        </>
      }
      cancelLabel="Batal"
      confirmLabel="Padam"
      pendingLabel="Memadam..."
      pending={remove.isPending}
      onConfirm={() => {
        // A second tap can arrive before the pending state has rendered.
        if (!link || inFlight.current) return;
        inFlight.current = true;
        remove.mutate({ id: link.id });
      }}
    />
  );
}
