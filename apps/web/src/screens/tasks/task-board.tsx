// One tab's tasks, grouped by status (spec §2 Tasks): loading, failure, 'Tiada tugas', or the groups.
import { Badge } from '@kubm/ui/badge';
import { Card, CardContent, CardHeader } from '@kubm/ui/card';
import { Skeleton } from '@kubm/ui/skeleton';
import { ClipboardList } from 'lucide-react';
import { useId, useMemo } from 'react';
import { LoadFailedAlert } from '../../components/load-failed';
import type { SessionUser } from '../../lib/session';
import { taskDialogMode } from '../../lib/task-dialog-mode';
import { groupTasksByStatus, type TaskGroup } from '../../lib/task-groups';
import type { TaskMode } from '../../lib/task-tabs';
import { trpc } from '../../lib/trpc';
import { TaskCard } from './task-card';
import type { TaskItem } from './task-item';

interface CardActions {
  onOpen: (task: TaskItem, opener: HTMLElement | null) => void;
  onDelete: (task: TaskItem, opener: HTMLElement | null) => void;
}

export function TaskBoard({
  mode,
  user,
  ...actions
}: { mode: TaskMode; user: SessionUser | null } & CardActions) {
  const query = trpc.tasks.list.useQuery({ mode });
  const tasks = query.data;
  const groups = useMemo(() => groupTasksByStatus(tasks ?? []), [tasks]);

  if (query.isPending) return <TasksSkeleton />;
  if (query.isError && !tasks) return <LoadFailedAlert title="Gagal memuat tugas" query={query} />;
  if (groups.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center sm:py-12">
          <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-muted-foreground">Tiada tugas</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-8">
      {groups.map((group) => (
        <StatusGroup key={group.status} group={group} user={user} {...actions} />
      ))}
    </div>
  );
}

function StatusGroup({
  group,
  user,
  onOpen,
  onDelete,
}: { group: TaskGroup<TaskItem>; user: SessionUser | null } & CardActions) {
  const headingId = useId();
  const count = group.tasks.length;
  return (
    <section aria-labelledby={headingId} data-testid="task-group" className="grid gap-3">
      <div className="flex items-center gap-2">
        <h2 id={headingId} className="font-semibold text-foreground text-lg">
          {group.label}
        </h2>
        {/* Beside the heading, not in it: the heading's name stays the status alone. */}
        <Badge variant="secondary" data-testid="task-group-count" className="tabular-nums">
          {count}
          <span className="sr-only"> tugas</span>
        </Badge>
      </div>
      <ul className="grid gap-4 p-0 sm:grid-cols-2 xl:grid-cols-3">
        {group.tasks.map((task) => (
          <TaskCard
            key={task.id}
            task={task}
            editable={taskDialogMode(user, task) === 'edit'}
            onOpen={onOpen}
            onDelete={onDelete}
          />
        ))}
      </ul>
    </section>
  );
}

function TasksSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4">
      <span className="sr-only">Memuatkan tugas...</span>
      <Skeleton className="h-7 w-48" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {['a', 'b', 'c'].map((key) => (
          <Card key={key} aria-hidden="true">
            <CardHeader className="gap-3">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-5 w-28 rounded-full" />
            </CardHeader>
            <CardContent className="grid gap-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
