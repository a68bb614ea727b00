// From 1280 px all four statuses have a column, empty or not, so a task never moves its neighbours.
import { Button } from '@kubm/ui/button';
import { PATHS, type TaskMode } from '@kubm/validators';
import { Archive, ClipboardList } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'wouter';
import { LoadFailedAlert } from '../../components/load-failed';
import { LoadMore } from '../../components/load-more';
import { useReadAheadPages, visibleItems } from '../../lib/read-ahead-pages';
import type { SessionUser } from '../../lib/session';
import { todayInKualaLumpur } from '../../lib/task-dates';
import { useTaskPages } from '../../lib/task-pages';
import { TaskCard } from './task-card';
import { taskDialogMode } from './task-dialog-mode';
import { groupTasksByStatus, type TaskGroup } from './task-groups';
import type { TaskItem } from './task-item';
import { TASK_SURFACE, TasksSkeleton } from './tasks-skeleton';

interface CardActions {
  onOpen: (task: TaskItem, opener: HTMLElement | null) => void;
  onDelete: (task: TaskItem, opener: HTMLElement | null) => void;
}

const BOARD_TEXT = {
  empty: 'Tiada tugas',
  emptyOld: 'Tiada tugas lama.',
  failed: 'Gagal memuat tugas',
  failedMore: 'Gagal memuat tugas seterusnya.',
} as const;

/** One tab's tasks: the board grouped by status, or with `archived` the old tasks, latest finished first. */
export function TaskBoard({
  mode,
  archived,
  user,
  ...actions
}: { mode: TaskMode; archived: boolean; user: SessionUser | null } & CardActions) {
  const query = useTaskPages(mode, archived);
  const { pages, shown, more, showMore } = useReadAheadPages(query);
  const tasks = useMemo(() => visibleItems(pages, shown), [pages, shown]);
  // The old tasks are all 'Selesai': one group, no empty columns beside it.
  const groups = useMemo(() => groupTasksByStatus(tasks ?? [], { allKnown: !archived }), [tasks, archived]);
  const today = todayInKualaLumpur();

  if (query.isPending) return <TasksSkeleton />;
  if (query.isError && !tasks) return <LoadFailedAlert title={BOARD_TEXT.failed} query={query} />;
  // Drawn with the list, not before it: below a skeleton it would move once the tasks came.
  const oldTasks = archived ? null : (
    <div className="mt-6 flex justify-center">
      <Button asChild variant="outline">
        <Link href={PATHS.oldTasks}>
          <Archive aria-hidden="true" />
          Tugas lama
        </Link>
      </Button>
    </div>
  );
  if (!tasks?.length) {
    const Icon = archived ? Archive : ClipboardList;
    return (
      <>
        <div className={`${TASK_SURFACE} flex flex-col items-center gap-3 px-4 py-10 text-center sm:py-12`}>
          <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-muted-foreground">{archived ? BOARD_TEXT.emptyOld : BOARD_TEXT.empty}</p>
        </div>
        {oldTasks}
      </>
    );
  }
  return (
    <>
      <div
        data-testid="task-columns"
        className={
          archived
            ? 'grid gap-6 lg:max-w-3xl'
            : 'grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-4 xl:grid-cols-4'
        }
      >
        {groups.map((group) => (
          <StatusGroup key={group.status} group={group} mode={mode} user={user} today={today} {...actions} />
        ))}
      </div>
      {more === 'hidden' ? null : (
        <LoadMore state={more} failedText={BOARD_TEXT.failedMore} onClick={showMore} />
      )}
      {oldTasks}
    </>
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
