import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@kubm/ui/dialog';
import { toast } from '@kubm/ui/toast-store';
import type { TaskForm as TaskFormOutput } from '@kubm/validators';
import { useRef } from 'react';
import { errorMessage } from '../../lib/errors';
import { toWireDay } from '../../lib/task-dates';
import { notifyTaskAssigned, notifyTaskStatusChanged } from '../../lib/task-notifications';
import { trpc } from '../../lib/trpc';
import type { TaskDialogMode } from './task-dialog-mode';
import { TaskForm } from './task-form';
import { personName, type TaskItem } from './task-item';

const TITLES: Record<TaskDialogMode, string> = {
  create: 'Tugas Baru',
  edit: 'Edit Tugas',
  view: 'Lihat Tugas',
};

function description(mode: TaskDialogMode, task: TaskItem | null): string {
  if (mode === 'create') return 'Tetapkan tugas kepada seorang ahli jawatankuasa.';
  if (mode === 'edit') return 'Kemaskini butiran atau status tugas ini.';
  return `Diberi oleh ${personName(task?.assignorName ?? null)}. Hanya pemberi tugas atau kepimpinan boleh mengubah tugas ini.`;
}

export function TaskFormDialog({
  open,
  mode,
  task,
  signedIn,
  onOpenChange,
  onSaved,
  onCloseAutoFocus,
}: {
  open: boolean;
  mode: TaskDialogMode;
  task: TaskItem | null;
  signedIn: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
  /** Radix aims focus at a <DialogTrigger>, and this dialog has none. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const utils = trpc.useUtils();
  // A second tap before React re-renders the disabled button must not send the task twice.
  const inFlight = useRef(false);
  const statusBefore = useRef<string | null>(null);

  // Awaited, so the dialog stays 'Menyimpan...' until the card is on the page.
  const refreshLists = () => utils.tasks.list.invalidate();

  const create = trpc.tasks.create.useMutation({
    onSuccess: async (saved) => {
      await refreshLists();
      onSaved();
      toast({
        variant: 'success',
        title: 'Tugas Disimpan',
        description: 'Tugas baru telah berjaya disimpan',
      });
      // Not awaited: a notification never holds up or fails the save.
      void notifyTaskAssigned(personName(saved.assigneeName));
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Ralat',
        description: `Gagal menyimpan tugas: ${errorMessage(error)}`,
      });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const update = trpc.tasks.update.useMutation({
    onSuccess: async (saved) => {
      await refreshLists();
      onSaved();
      toast({
        variant: 'success',
        title: 'Tugas Dikemaskini',
        description: 'Tugas telah berjaya dikemaskini',
      });
      if (statusBefore.current !== null && saved.status !== statusBefore.current) {
        void notifyTaskStatusChanged(saved.status);
      }
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Ralat',
        description: `Gagal mengemaskini tugas: ${errorMessage(error)}`,
      });
      void refreshLists();
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const pending = create.isPending || update.isPending;

  const submit = (values: TaskFormOutput) => {
    if (mode === 'view' || inFlight.current) return;
    if (mode === 'create' && !signedIn) {
      toast({
        variant: 'destructive',
        title: 'Ralat',
        description: 'Gagal menyimpan tugas: Sila log masuk terlebih dahulu.',
      });
      return;
    }
    inFlight.current = true;
    // The server records the assignor itself.
    const body = {
      title: values.title,
      description: values.description ?? '',
      assigneeId: values.assigneeId,
      startDate: toWireDay(values.startDate),
      dueDate: toWireDay(values.dueDate),
      isUrgent: values.isUrgent,
    };
    if (mode === 'edit' && task) {
      statusBefore.current = task.status;
      update.mutate({ id: task.id, ...body, ...(values.status ? { status: values.status } : {}) });
    } else {
      create.mutate(body);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange(next);
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} hideClose={mode === 'view'}>
        <DialogHeader className={mode === 'view' ? 'pr-0' : undefined}>
          <DialogTitle>{TITLES[mode]}</DialogTitle>
          <DialogDescription>{description(mode, task)}</DialogDescription>
        </DialogHeader>
        <TaskForm
          key={`${mode}-${task?.id ?? 'baru'}`}
          mode={mode}
          task={task}
          pending={pending}
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
