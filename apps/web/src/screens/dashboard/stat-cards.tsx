import { Card, CardContent } from '@kubm/ui/card';
import { Skeleton } from '@kubm/ui/skeleton';
import { CACHE_MS } from '@kubm/validators';
import { BadgeCheck, Church, Users } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { LoadFailedLine } from '../../components/load-failed';
import { trpc } from '../../lib/trpc';

interface StatDefinition {
  key: 'memberCount' | 'ministryCount' | 'roleCount';
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const STATS: readonly StatDefinition[] = [
  { key: 'memberCount', label: 'Jumlah Ahli', Icon: Users },
  { key: 'ministryCount', label: 'Ministry', Icon: Church },
  { key: 'roleCount', label: 'Peranan', Icon: BadgeCheck },
];

export function StatCards() {
  const query = trpc.stats.get.useQuery(undefined, { staleTime: CACHE_MS.stats });
  const failed = query.isError && !query.data;
  return (
    <section aria-labelledby="stats-heading" className="grid gap-3">
      <h2 id="stats-heading" className="sr-only">
        Statistik keahlian
      </h2>
      <ul className="grid gap-4 p-0 sm:grid-cols-3" aria-busy={query.isPending}>
        {STATS.map(({ key, label, Icon }) => (
          <li key={key} className="list-none">
            <Card data-testid="stat-card" className="h-full">
              <CardContent className="flex items-center justify-between gap-4 pt-4 sm:pt-6">
                <div className="grid gap-1">
                  <p className="font-medium text-muted-foreground text-sm">{label}</p>
                  {query.isPending ? (
                    <Skeleton data-testid="stat-skeleton" className="h-8 w-16" />
                  ) : (
                    // A failed count shows a dash rather than a 0 that would read as "nobody".
                    <p className="font-bold text-3xl tabular-nums">
                      {failed ? '-' : (query.data?.[key] ?? 0)}
                    </p>
                  )}
                </div>
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {query.isPending ? (
        <span className="sr-only" role="status">
          Memuatkan statistik...
        </span>
      ) : null}
      {failed ? <LoadFailedLine text="Gagal memuat statistik." query={query} /> : null}
    </section>
  );
}
