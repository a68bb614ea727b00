import type { RouterOutputs } from '@kubm/api';
import { Card } from '@kubm/ui/card';
import { Skeleton } from '@kubm/ui/skeleton';
import { CACHE_MS } from '@kubm/validators';
import { BadgeCheck, Church, Users } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { LoadFailedLine } from '../../components/load-failed';
import { trpc } from '../../lib/trpc';

interface StatDefinition {
  key: keyof RouterOutputs['stats']['get'];
  label: string;
  /** 'Ministry' is the product's English word. */
  lang?: 'en';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const STATS: readonly StatDefinition[] = [
  { key: 'memberCount', label: 'Jumlah Ahli', Icon: Users },
  { key: 'ministryCount', label: 'Ministry', lang: 'en', Icon: Church },
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
      {/* The icon beside the label, not the figure: it then fits however narrow the card. */}
      <ul className="grid grid-cols-3 gap-3 p-0" aria-busy={query.isPending}>
        {STATS.map(({ key, label, lang, Icon }) => (
          <li key={key} className="min-w-0 list-none">
            <Card data-testid="stat-card" className="grid h-full content-start gap-1 p-3 sm:p-4">
              <p className="flex min-w-0 items-start gap-1.5 font-medium text-muted-foreground text-xs sm:text-sm">
                <Icon aria-hidden="true" className="mt-px size-4 shrink-0 text-primary" />
                <span lang={lang} className="min-w-0">
                  {label}
                </span>
              </p>
              {query.isPending ? (
                <Skeleton data-testid="stat-skeleton" className="h-8 w-12" />
              ) : (
                // A failed count shows a dash rather than a 0 that would read as "nobody".
                <p className="font-bold text-2xl text-foreground tabular-nums leading-8">
                  {failed ? '-' : (query.data?.[key] ?? 0)}
                </p>
              )}
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
