// One task: title, status, 'Penting' with a red border when urgent, a two-line description, the dates
// (dd/MM/yyyy), who gave it to whom, and its menu (Edit or Lihat, plus Hapus where allowed).
import { Badge } from '@kubm/ui/badge';
import { Button } from '@kubm/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@kubm/ui/card';
import { cn } from '@kubm/ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@kubm/ui/dropdown-menu';
import { CircleAlert, Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { formatTaskDate } from '../../lib/task-dates';
import { personName, type TaskItem } from './task-item';
import { TaskStatusBadge } from './task-status-badge';

export function TaskCard({
  task,
  editable,
  onOpen,
  onDelete,
}: {
  task: TaskItem;
  /** The dialog would open in edit mode (taskDialogMode): 'Edit' and 'Hapus' instead of 'Lihat'. */
  editable: boolean;
  /** `opener` is the menu button, for focus to return to when the dialog closes. */
  onOpen: (task: TaskItem, opener: HTMLElement | null) => void;
  onDelete: (task: TaskItem, opener: HTMLElement | null) => void;
}) {
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="list-none">
      <Card
        data-testid="task-card"
        data-urgent={task.isUrgent}
        className={cn('flex h-full flex-col', task.isUrgent && 'border-2 border-destructive')}
      >
        <CardHeader className="gap-2">
          <div className="flex items-start justify-between gap-2">
            <CardTitle className="min-w-0 wrap-anywhere pt-1.5 text-base sm:text-lg">{task.title}</CardTitle>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  ref={menuButton}
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="-mt-1 -mr-2 shrink-0"
                  aria-label={`Tindakan untuk ${task.title}`}
                  data-task-menu={task.id}
                >
                  <MoreVertical aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => onOpen(task, menuButton.current)}>
                  {editable ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  {editable ? 'Edit' : 'Lihat'}
                </DropdownMenuItem>
                {editable ? (
                  <DropdownMenuItem variant="destructive" onSelect={() => onDelete(task, menuButton.current)}>
                    <Trash2 aria-hidden="true" />
                    Hapus
                  </DropdownMenuItem>
                ) : null}
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <TaskStatusBadge status={task.status} />
            {task.isUrgent ? (
              <Badge variant="destructive">
                <CircleAlert aria-hidden="true" />
                Penting
              </Badge>
            ) : null}
          </div>
        </CardHeader>
        <CardContent className="grid flex-1 content-start gap-3">
          {task.description ? (
            <p className="line-clamp-2 wrap-anywhere whitespace-pre-line text-muted-foreground text-sm">
              {task.description}
            </p>
          ) : null}
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Tarikh Mula</dt>
            <dd>
              <time dateTime={task.startDate}>{formatTaskDate(task.startDate)}</time>
            </dd>
            <dt className="text-muted-foreground">Tarikh Akhir</dt>
            <dd>
              <time dateTime={task.dueDate}>{formatTaskDate(task.dueDate)}</time>
            </dd>
            <dt className="text-muted-foreground">Diberi oleh</dt>
            <dd className="wrap-anywhere">{personName(task.assignorName)}</dd>
            <dt className="text-muted-foreground">Ditugaskan kepada</dt>
            <dd className="wrap-anywhere">{personName(task.assigneeName)}</dd>
          </dl>
        </CardContent>
      </Card>
    </li>
  );
}
