// What a calendar list shows instead of events: skeletons while loading, the failure with its retry, and
// the empty texts of spec §8.
import { Card, CardContent } from '@kubm/ui/card';
import { Skeleton } from '@kubm/ui/skeleton';
import { CalendarX2 } from 'lucide-react';
import { LoadFailedAlert, type RetryableQuery } from '../../components/load-failed';

export const CALENDAR_TEXT = {
  failed: 'Failed to load calendar events',
  noUpcoming: 'No upcoming events in the next 3 months',
  noneThisMonth: 'No events scheduled for this month',
  noneThisDay: 'No events on this day',
  loading: 'Loading calendar events...',
} as const;

export function EventsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-3">
      <span className="sr-only">{CALENDAR_TEXT.loading}</span>
      {Array.from({ length: rows }, (_, index) => `row-${index}`).map((key) => (
        <div key={key} aria-hidden="true" className="grid gap-2 rounded-lg border bg-card p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}

export function EventsFailed({ query }: { query: RetryableQuery }) {
  return <LoadFailedAlert title={CALENDAR_TEXT.failed} query={query} />;
}

export function EventsEmpty({ text }: { text: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center sm:py-12">
        <CalendarX2 aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-muted-foreground">{text}</p>
      </CardContent>
    </Card>
  );
}
