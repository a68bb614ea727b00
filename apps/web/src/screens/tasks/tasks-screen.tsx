import { Button } from '@kubm/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@kubm/ui/tabs';
import { PATHS, type TaskMode } from '@kubm/validators';
import { ArrowLeft, Plus } from 'lucide-react';
import { type MouseEvent, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '../../components/page-header';
import { lazyNamed, useOpenedOnce } from '../../lib/lazy-component';
import { useSession } from '../../lib/session';
import { askNotificationPermission } from '../../lib/task-notifications';
import { TaskBoard } from './task-board';
import { type TaskDialogMode, taskDialogMode } from './task-dialog-mode';
import type { TaskItem } from './task-item';
import { resolveTaskMode, taskTabs } from './task-tabs';
import { FIRST_TASK_MODE } from './tasks-query';

// The form and delete confirmation are chunks of their own: reading the board needs neither.
const TaskFormDialog = lazyNamed(() => import('./task-form-dialog'), 'TaskFormDialog');
const DeleteTaskDialog = lazyNamed(() => import('./delete-task-dialog'), 'DeleteTaskDialog');
function prefetchDialogs() {
  TaskFormDialog.preload();
  DeleteTaskDialog.preload();
}

export function TasksScreen() {
  return <TaskLists archived={false} />;
}

/** /tasks/lama: finished tasks not updated for TASKS_ARCHIVE_DAYS, with the board's tabs and dialogs. */
export function OldTasksScreen() {
  return <TaskLists archived />;
}

function TaskLists({ archived }: { archived: boolean }) {
  const { user } = useSession();
  const tabs = taskTabs(user);
  const [selected, setSelected] = useState<TaskMode>(FIRST_TASK_MODE);
  const mode = resolveTaskMode(tabs, selected);
  // `open` apart from the task, so the dialog's text stays put while it animates closed.
  const [dialog, setDialog] = useState<{ open: boolean; task: TaskItem | null; mode: TaskDialogMode }>({
    open: false,
    task: null,
    mode: 'create',
  });
  const [deleting, setDeleting] = useState<{ open: boolean; task: TaskItem | null }>({
    open: false,
    task: null,
  });
  const formUsed = useOpenedOnce(dialog.open);
  const deleteUsed = useOpenedOnce(deleting.open);

  const listRef = useRef<HTMLDivElement>(null);
  // Focus returns to the opener, to the task's menu button when the card moved, else to the list.
  const openerRef = useRef<{ element: HTMLElement | null; taskId: number | null } | null>(null);
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const opener = openerRef.current;
    openerRef.current = null;
    const moved =
      opener?.taskId != null
        ? listRef.current?.querySelector<HTMLElement>(`[data-task-menu="${opener.taskId}"]`)
        : null;
    const target = opener?.element?.isConnected ? opener.element : moved;
    if (target) target.focus();
    else listRef.current?.focus();
  };

  const openCreate = (event: MouseEvent<HTMLButtonElement>) => {
    // A click is the moment to ask: browsers ignore (or penalise) a request nobody asked for.
    askNotificationPermission();
    // The clicked element, not document.activeElement: Safari does not focus a button it clicks.
    openerRef.current = { element: event.currentTarget, taskId: null };
    setDialog({ open: true, task: null, mode: 'create' });
  };
  const openTask = (task: TaskItem, opener: HTMLElement | null) => {
    openerRef.current = { element: opener, taskId: task.id };
    setDialog({ open: true, task, mode: taskDialogMode(user, task) });
  };
  const askDelete = (task: TaskItem, opener: HTMLElement | null) => {
    openerRef.current = { element: opener, taskId: task.id };
    setDeleting({ open: true, task });
  };

  return (
    <>
      {archived ? (
        <PageHeader
          title="Tugas Lama"
          description="Tugas yang selesai dan tidak dikemaskini sejak lama, yang terakhir dikemaskini dahulu."
          actions={
            <Button asChild variant="outline">
              <Link href={PATHS.tasks}>
                <ArrowLeft aria-hidden="true" />
                Pengurusan Tugas
              </Link>
            </Button>
          }
        />
      ) : (
        <PageHeader
          title="Pengurusan Tugas"
          actions={
            <Button
              type="button"
              onClick={openCreate}
              onPointerEnter={prefetchDialogs}
              onFocus={prefetchDialogs}
              disabled={!user}
            >
              <Plus aria-hidden="true" />
              Tugas Baru
            </Button>
          }
        />
      )}

      <Tabs value={mode} onValueChange={(value) => setSelected(resolveTaskMode(tabs, value as TaskMode))}>
        <TabsList aria-label="Senarai tugas" className="flex w-full lg:inline-flex lg:w-fit">
          {tabs.map((tab) => (
            <TabsTrigger
              key={tab.mode}
              value={tab.mode}
              aria-label={tab.label}
              data-testid="task-tab"
              className="min-h-11 px-2 lg:px-3"
            >
              <span className="lg:hidden">{tab.short}</span>
              <span className="hidden lg:inline">{tab.label}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent
          value={mode}
          tabIndex={-1}
          ref={listRef}
          onPointerOver={prefetchDialogs}
          onFocus={prefetchDialogs}
        >
          {/* Keyed by tab: each starts at its first page. */}
          <TaskBoard
            key={mode}
            mode={mode}
            archived={archived}
            user={user}
            onOpen={openTask}
            onDelete={askDelete}
          />
        </TabsContent>
      </Tabs>

      {formUsed ? (
        <Suspense fallback={null}>
          <TaskFormDialog
            open={dialog.open}
            mode={dialog.mode}
            task={dialog.task}
            signedIn={!!user}
            onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
            onSaved={() => setDialog((current) => ({ ...current, open: false }))}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
      {deleteUsed ? (
        <Suspense fallback={null}>
          <DeleteTaskDialog
            open={deleting.open}
            task={deleting.task}
            onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
            onDeleted={() => setDeleting((current) => ({ ...current, open: false }))}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
