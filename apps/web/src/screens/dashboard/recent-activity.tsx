import { Card } from '@kubm/ui/card';
import { cn } from '@kubm/ui/cn';
import { Skeleton } from '@kubm/ui/skeleton';
import { CACHE_MS } from '@kubm/validators';
import { Activity, History, UserMinus, UserPen, UserPlus } from 'lucide-react';
import { type ComponentType, type SVGProps, useState } from 'react';
import { LoadFailedLine } from '../../components/load-failed';
import { trpc } from '../../lib/trpc';
import { useDrawnAnswer } from '../../lib/use-drawn-answer';
import { ACTIVITY_COLOURS, type ActivityKind, activityKind, activityLine } from './activity-style';
import { relativeTime } from './relative-time';

/** How many of the newest entries the card lists (the server sends at most 50). */
export const ACTIVITIES_SHOWN = 10;
/** On a phone the rest wait behind 'Tunjuk semua aktiviti'. */
export const ACTIVITIES_ON_PHONE = 5;

const ICONS: Record<ActivityKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  joined: UserPlus,
  updated: UserPen,
  left: UserMinus,
  other: Activity,
};

/** Theme tokens, so both themes keep their contrast. Purple has no token yet: muted stands in. */
const COLOUR_CLASSES: Record<(typeof ACTIVITY_COLOURS)[ActivityKind], string> = {
  blue: 'bg-accent text-accent-foreground',
  green: 'bg-success-soft text-success',
  red: 'bg-destructive-soft text-destructive',
  purple: 'bg-muted text-foreground',
};

export function RecentActivity({ now, className }: { now: Date; className?: string }) {
  const query = trpc.activities.list.useQuery(undefined, { staleTime: CACHE_MS.activities });
  const items = useDrawnAnswer(query.data)?.slice(0, ACTIVITIES_SHOWN);
  const [expanded, setExpanded] = useState(false);
  const folded = !expanded && (items?.length ?? 0) > ACTIVITIES_ON_PHONE;

  return (
    <Card className={cn('grid gap-2 p-4 sm:p-5', className)}>
      <h2 id="activities-heading" className="font-semibold text-foreground text-xl">
        Aktiviti Terkini
      </h2>
      <div>
        {!items && !query.isError ? (
          <div role="status" aria-busy="true" className="grid gap-4">
            <span className="sr-only">Memuatkan aktiviti...</span>
            {['a', 'b', 'c'].map((key) => (
              <div key={key} className="flex items-center gap-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-24" />
                </div>
              </div>
            ))}
          </div>
        ) : query.isError && !items ? (
          <LoadFailedLine text="Gagal memuat aktiviti terkini." query={query} />
        ) : !items || items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <History aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-muted-foreground">Tiada aktiviti terkini.</p>
          </div>
        ) : (
          <>
            <ul
              id="activities-list"
              aria-labelledby="activities-heading"
              className="grid p-0 lg:grid-cols-2 lg:gap-x-8"
            >
              {items.map((item, index) => {
                const kind = activityKind(item.description);
                const Icon = ICONS[kind];
                const line = activityLine(item.description);
                return (
                  <li
                    key={item.id}
                    data-testid="activity-item"
                    className={cn(
                      'flex list-none items-center gap-3 border-border border-t py-2.5 first:border-t-0 lg:nth-2:border-t-0',
                      folded && index >= ACTIVITIES_ON_PHONE && 'max-lg:hidden',
                    )}
                  >
                    <span
                      data-kind={kind}
                      className={cn(
                        'flex size-9 shrink-0 items-center justify-center rounded-full',
                        COLOUR_CLASSES[ACTIVITY_COLOURS[kind]],
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <div className="grid min-w-0 gap-0.5">
                      <p className="wrap-break-word text-sm">{line.text}</p>
                      <time dateTime={item.timestamp} className="text-muted-foreground text-xs">
                        {relativeTime(item.timestamp, now)}
                      </time>
                    </div>
                  </li>
                );
              })}
            </ul>
            {folded ? (
              <button
                type="button"
                aria-expanded="false"
                aria-controls="activities-list"
                onClick={() => setExpanded(true)}
                className="min-h-11 cursor-pointer rounded-md font-medium text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:hidden"
              >
                Tunjuk semua aktiviti
              </button>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
