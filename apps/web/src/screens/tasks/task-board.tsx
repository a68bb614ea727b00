// From 1280 px all four statuses have a column, empty or not, so a task never moves its neighbours.
import { ClipboardList } from 'lucide-react';
import { useId, useMemo } from 'react';
import { LoadFailedAlert } from '../../components/load-failed';
import type { SessionUser } from '../../lib/session';
import { todayInKualaLumpur } from '../../lib/task-dates';
import { trpc } from '../../lib/trpc';
import { TaskCard } from './task-card';
import { taskDialogMode } from './task-dialog-mode';
import { groupTasksByStatus, type TaskGroup } from './task-groups';
import type { TaskItem } from './task-item';
import type { TaskMode } from './task-tabs';
import { TASK_SURFACE, TasksSkeleton } from './tasks-skeleton';

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
  const groups = useMemo(() => groupTasksByStatus(tasks ?? [], { allKnown: true }), [tasks]);
  const today = todayInKualaLumpur();

  if (query.isPending) return <TasksSkeleton />;
  if (query.isError && !tasks) return <LoadFailedAlert title="Gagal memuat tugas" query={query} />;
  if (!tasks?.length) {
    return (
      <div className={`${TASK_SURFACE} flex flex-col items-center gap-3 px-4 py-10 text-center sm:py-12`}>
        <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-muted-foreground">Tiada tugas</p>
      </div>
    );
  }
  return (
    <div
      data-testid="task-columns"
      className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-4 xl:grid-cols-4"
    >
      {groups.map((group) => (
        <StatusGroup key={group.status} group={group} mode={mode} user={user} today={today} {...actions} />
      ))}
    </div>
  );
}

function StatusGroup({
  group,
  mode,
  user,
  today,
  onOpen,
  onDelete,
}: {
  group: TaskGroup<TaskItem>;
  mode: TaskMode;
  user: SessionUser | null;
  today: string;
} & CardActions) {
  const headingId = useId();
  const count = group.tasks.length;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="task-group"
      // An empty status is a column on the wide board only; a phone's list skips it.
      className={count === 0 ? 'hidden gap-2 xl:grid' : 'grid gap-2'}
    >
      <div className="flex items-center gap-2 px-1">
        <h2 id={headingId} className="font-semibold text-base text-foreground">
          {group.label}
        </h2>
        {/* Beside the heading, not in it: the heading's name stays the status alone. */}
        <span
          data-testid="task-group-count"
          className="rounded-full bg-muted px-2 py-0.5 font-semibold text-muted-foreground text-xs tabular-nums"
        >
          {count}
          <span className="sr-only"> tugas</span>
        </span>
      </div>
      {count === 0 ? (
        <p className="rounded-xl border border-border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
          Kosong
        </p>
      ) : (
        <ul className={`${TASK_SURFACE} divide-y divide-border overflow-hidden p-0`}>
          {group.tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              mode={mode}
              editable={taskDialogMode(user, task) === 'edit'}
              today={today}
              onOpen={onOpen}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
