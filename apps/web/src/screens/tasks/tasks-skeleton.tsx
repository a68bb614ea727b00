import { Skeleton } from '@kubm/ui/skeleton';

export const TASK_SURFACE = 'rounded-xl bg-card shadow-sm';

export function TasksSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-2">
      <span className="sr-only">Memuatkan tugas...</span>
      <Skeleton className="h-6 w-40" />
      <div aria-hidden="true" className={`${TASK_SURFACE} divide-y divide-border`}>
        {['a', 'b', 'c'].map((key) => (
          <div key={key} className="grid gap-2 px-4 py-3">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
