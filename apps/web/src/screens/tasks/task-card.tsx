import { cn } from '@kubm/ui/cn';
import type { TaskMode } from '@kubm/validators';
import { Eye, Flag, Pencil, Trash2 } from 'lucide-react';
import { type RowAction, RowActionsMenu } from '../../components/row-actions-menu';
import { formatTaskDate, taskDueText } from '../../lib/task-dates';
import { personName, type TaskItem } from './task-item';
import { TaskStatusBadge } from './task-status-badge';

export function TaskCard({
  task,
  mode,
  editable,
  today,
  onOpen,
  onDelete,
}: {
  task: TaskItem;
  mode: TaskMode;
  editable: boolean;
  today: string;
  onOpen: (task: TaskItem, opener: HTMLElement | null) => void;
  onDelete: (task: TaskItem, opener: HTMLElement | null) => void;
}) {
  const actions: RowAction[] = editable
    ? [
        { label: 'Edit', icon: Pencil, onSelect: (trigger) => onOpen(task, trigger) },
        {
          label: 'Hapus',
          icon: Trash2,
          variant: 'destructive',
          onSelect: (trigger) => onDelete(task, trigger),
        },
      ]
    : [{ label: 'Lihat', icon: Eye, onSelect: (trigger) => onOpen(task, trigger) }];
  const done = task.status === 'Selesai';
  const due = taskDueText(task, today);
  return (
    <li
      data-testid="task-card"
      data-urgent={task.isUrgent}
      data-late={due.late}
      className={cn(
        'relative flex list-none items-start gap-1 py-3 pr-1 pl-4 hover:bg-muted/50 xl:pl-3',
        task.isUrgent &&
          'before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-r-full before:bg-destructive',
        task.isUrgent && done && 'before:bg-muted-foreground/50',
      )}
    >
      <div className="grid min-w-0 flex-1 gap-1.5">
        <h3 className="font-semibold text-base text-foreground leading-snug">
          {/* Stretched over the row: a tap anywhere opens the task; the ⋯ button sits above it. */}
          <button
            type="button"
            className="wrap-break-word cursor-pointer text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-ring focus-visible:after:-outline-offset-2"
            onClick={(event) => onOpen(task, event.currentTarget)}
          >
            {task.title}
          </button>
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <TaskStatusBadge status={task.status} />
          {task.isUrgent ? (
            <span
              className={cn(
                'inline-flex items-center gap-1 font-semibold text-xs',
                done ? 'text-muted-foreground' : 'text-destructive',
              )}
            >
              <Flag aria-hidden="true" className="size-3.5 fill-current" />
              Penting
            </span>
          ) : null}
          {/* Two unbreakable pieces: in a narrow column the words in brackets move down whole. */}
          <span className="inline-flex flex-wrap gap-x-1 tabular-nums">
            <span className="whitespace-nowrap">
              <span className="text-muted-foreground">Akhir </span>
              <time dateTime={task.dueDate}>{formatTaskDate(task.dueDate)}</time>
            </span>
            {due.text ? (
              <span
                data-testid="task-due-text"
                className={cn(
                  'whitespace-nowrap',
                  due.late ? 'font-semibold text-destructive' : 'text-muted-foreground',
                )}
              >
                ({due.text})
              </span>
            ) : null}
          </span>
        </div>
        {task.description ? (
          <p className="line-clamp-2 wrap-anywhere whitespace-pre-line text-muted-foreground text-sm">
            {task.description}
          </p>
        ) : null}
        <p className="text-muted-foreground text-xs">
          <span className="tabular-nums">
            Mula <time dateTime={task.startDate}>{formatTaskDate(task.startDate)}</time>
          </span>
          {mode === 'assigned' ? null : (
            <>
              {' · '}Kepada <span className="text-foreground">{personName(task.assigneeName)}</span>
            </>
          )}
          {mode === 'created' ? null : ` · Diberi oleh ${personName(task.assignorName)}`}
        </p>
      </div>
      <RowActionsMenu
        label={`Tindakan untuk ${task.title}`}
        actions={actions}
        className="relative z-10 -mt-1.5 shrink-0 xl:-mt-1 xl:size-9"
        buttonData={{ 'data-task-menu': String(task.id) }}
      />
    </li>
  );
}
