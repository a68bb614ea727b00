import { Card } from '@kubm/ui/card';
import { cn } from '@kubm/ui/cn';
import { Skeleton } from '@kubm/ui/skeleton';
import { PATHS } from '@kubm/validators';
import { ChevronRight, CircleCheckBig, ClipboardList, Flag } from 'lucide-react';
import { Link } from 'wouter';
import { LoadFailedLine } from '../../components/load-failed';
import { dueText } from '../../lib/due-text';
import { visibleItems } from '../../lib/read-ahead-pages';
import { useSession } from '../../lib/session';
import { formatTaskDate, todayInKualaLumpur } from '../../lib/task-dates';
import { useTaskPages } from '../../lib/task-pages';
import { useDrawnAnswer } from '../../lib/use-drawn-answer';
import { openTasksOf } from './open-tasks';

export const MY_TASKS_SHOWN = 3;

export const MY_TASKS_TEXT = {
  heading: 'Tugas Saya',
  all: 'Lihat semua',
  none: 'Tiada tugas terbuka untuk anda.',
  failed: 'Gagal memuat tugas anda.',
  loading: 'Memuatkan tugas anda...',
  count: (n: number) => `${n} tugas terbuka`,
} as const;

function TaskRow({
  title,
  dueDate,
  isUrgent,
  now,
}: {
  title: string;
  dueDate: string;
  isUrgent: boolean;
  now: Date;
}) {
  const due = dueText(dueDate, todayInKualaLumpur(now));
  return (
    <li className="list-none">
      <Link
        href={PATHS.tasks}
        data-testid="my-task"
        data-late={due.late ? 'true' : undefined}
        className="-mx-2 flex min-h-14 items-center gap-3 rounded-lg px-2 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full',
            due.late ? 'bg-destructive-soft text-destructive' : 'bg-accent text-accent-foreground',
          )}
        >
          {isUrgent ? (
            <Flag aria-hidden="true" className="size-4" />
          ) : (
            <ClipboardList aria-hidden="true" className="size-4" />
          )}
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="truncate font-semibold text-foreground text-sm">
            {title}
            {isUrgent ? <span className="sr-only"> (Penting)</span> : null}
          </span>
          <span
            className={cn('text-xs tabular-nums', due.late ? 'text-destructive' : 'text-muted-foreground')}
          >
            <span className="sr-only">Tarikh akhir </span>
            <time dateTime={dueDate}>{formatTaskDate(dueDate)}</time>
            {due.text ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className={cn(due.late && 'font-semibold')}>{due.text}</span>
              </>
            ) : null}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}

export function MyTasks({ now, className }: { now: Date; className?: string }) {
  const { user } = useSession();
  // The first tab of /tasks asks the same: one cache entry for both screens. Open tasks come first, so the
  // first page holds them all unless a member has more than TASKS_PAGE_SIZE; then the count is of those.
  const query = useTaskPages('assigned', false, { enabled: !!user });
  const pages = useDrawnAnswer(query.data)?.pages;
  const open = user && pages ? openTasksOf(visibleItems(pages, pages.length) ?? [], user.id) : null;

  return (
    <Card className={cn('grid gap-1 p-4 sm:p-5', className)}>
      <section aria-labelledby="my-tasks-heading" className="grid gap-1">
        <div className="flex items-center justify-between gap-3">
          <div className="grid">
            <h2 id="my-tasks-heading" className="font-semibold text-foreground text-xl">
              {MY_TASKS_TEXT.heading}
            </h2>
            {open ? (
              <p data-testid="my-tasks-count" className="text-muted-foreground text-sm tabular-nums">
                {MY_TASKS_TEXT.count(open.length)}
              </p>
            ) : query.isError ? null : (
              <Skeleton className="my-0.5 h-4 w-28" />
            )}
          </div>
          <Link
            href={PATHS.tasks}
            className="-mr-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-medium text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {MY_TASKS_TEXT.all}
            <span className="sr-only"> tugas</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {open ? (
          open.length === 0 ? (
            <p className="flex min-h-14 items-center gap-3 text-muted-foreground text-sm">
              <CircleCheckBig aria-hidden="true" className="size-5 shrink-0 text-success" />
              {MY_TASKS_TEXT.none}
            </p>
          ) : (
            <ul aria-labelledby="my-tasks-heading" className="grid p-0">
              {open.slice(0, MY_TASKS_SHOWN).map((task) => (
                <TaskRow
                  key={task.id}
                  title={task.title}
                  dueDate={task.dueDate}
                  isUrgent={task.isUrgent}
                  now={now}
                />
              ))}
            </ul>
          )
        ) : query.isError ? (
          <LoadFailedLine text={MY_TASKS_TEXT.failed} query={query} />
        ) : (
          <div role="status" aria-busy="true" className="flex min-h-14 items-center gap-3">
            <span className="sr-only">{MY_TASKS_TEXT.loading}</span>
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        )}
      </section>
    </Card>
  );
}
