import { toast } from '@kubm/ui/toast-store';
import { useRef } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import type { TaskItem } from './task-item';

export function DeleteTaskDialog({
  open,
  task,
  onOpenChange,
  onDeleted,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** Kept while the dialog closes. */
  task: TaskItem | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  /** Radix aims focus at an <AlertDialogTrigger>, and this dialog has none. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const utils = trpc.useUtils();
  const inFlight = useRef(false);
  const remove = trpc.tasks.remove.useMutation({
    onSuccess: async () => {
      await utils.tasks.list.invalidate();
      onDeleted();
      toast({ variant: 'success', title: 'Tugas Dihapuskan', description: 'Tugas telah berjaya dihapuskan' });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Ralat',
        description: `Gagal menghapuskan tugas: ${errorMessage(error)}`,
      });
      // Someone else may have deleted or changed it meanwhile (404, 403): show the lists as they are.
      void utils.tasks.list.invalidate();
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
      title="Anda pasti?"
      description={
        <>
          {/* Which task, before the warning: a phone's list holds many alike. */}
          {task ? (
            <span data-testid="delete-task-title" className="mb-2 block font-semibold text-foreground">
              {task.title}
            </span>
          ) : null}
          <span>Tindakan ini tidak boleh dibatalkan. Tugas ini akan dihapuskan secara kekal.</span>
        </>
      }
      cancelLabel="Batal"
      confirmLabel="Hapuskan"
      pendingLabel="Menghapuskan..."
      pending={remove.isPending}
      onConfirm={() => {
        // A second tap can arrive before the pending state has rendered.
        if (!task || inFlight.current) return;
        inFlight.current = true;
        remove.mutate({ id: task.id });
      }}
    />
  );
}
