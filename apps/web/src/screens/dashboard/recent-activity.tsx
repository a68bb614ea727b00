import { Card, CardContent, CardHeader, CardTitle } from '@kubm/ui/card';
import { cn } from '@kubm/ui/cn';
import { Skeleton } from '@kubm/ui/skeleton';
import { CACHE_MS } from '@kubm/validators';
import { Activity, History, UserMinus, UserPen, UserPlus } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { LoadFailedLine } from '../../components/load-failed';
import { ACTIVITY_COLOURS, type ActivityKind, activityKind } from '../../lib/activity-style';
import { relativeTime } from '../../lib/relative-time';
import { trpc } from '../../lib/trpc';

/** How many of the newest entries the card lists (the server sends at most 50). */
export const ACTIVITIES_SHOWN = 10;

const ICONS: Record<ActivityKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  joined: UserPlus,
  updated: UserPen,
  left: UserMinus,
  other: Activity,
};

/** The classes of each spec colour (lib/activity-style.ts says which colour a kind has). */
const COLOUR_CLASSES: Record<(typeof ACTIVITY_COLOURS)[ActivityKind], string> = {
  blue: 'bg-blue-100 text-blue-700',
  green: 'bg-green-100 text-green-700',
  red: 'bg-red-100 text-red-700',
  purple: 'bg-purple-100 text-purple-700',
};

export function RecentActivity({ now }: { now: Date }) {
  const query = trpc.activities.list.useQuery(undefined, { staleTime: CACHE_MS.activities });
  const items = query.data?.slice(0, ACTIVITIES_SHOWN);

  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="activities-heading">Aktiviti Terkini</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
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
          <ul aria-labelledby="activities-heading" className="grid gap-4 p-0">
            {items.map((item) => {
              const kind = activityKind(item.description);
              const Icon = ICONS[kind];
              return (
                <li key={item.id} data-testid="activity-item" className="flex list-none items-start gap-3">
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
                    <p className="wrap-anywhere text-sm">{item.description}</p>
                    <time dateTime={item.timestamp} className="text-muted-foreground text-xs">
                      {relativeTime(item.timestamp, now)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
