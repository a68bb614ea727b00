import { Card, CardContent, CardHeader } from '@kubm/ui/card';
import { Skeleton } from '@kubm/ui/skeleton';

/** Three placeholder cards before the first answer; never shown again once results are in. */
export function ResultsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 lg:grid-cols-2">
      <span className="sr-only">Memuatkan keputusan undian...</span>
      {['a', 'b', 'c'].map((key) => (
        <Card key={key} aria-hidden="true" data-testid="voting-skeleton-card" className="border-0 shadow-sm">
          <CardHeader className="gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-24" />
          </CardHeader>
          <CardContent className="grid gap-4">
            {['1', '2', '3'].map((row) => (
              <div key={row} className="grid gap-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-full rounded-full" />
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
