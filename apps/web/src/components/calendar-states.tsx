import { Card } from '@kubm/ui/card';
import { Skeleton } from '@kubm/ui/skeleton';
import { CalendarX2 } from 'lucide-react';
import { LoadFailedAlert, type RetryableQuery } from './load-failed';

export const CALENDAR_TEXT = {
  failed: 'Failed to load calendar events',
  noUpcoming: 'No upcoming events in the next 3 months',
  noneThisMonth: 'No events scheduled for this month',
  noneThisDay: 'No events on this day',
  loading: 'Loading calendar events...',
} as const;

export function EventsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-1.5">
      <span className="sr-only">{CALENDAR_TEXT.loading}</span>
      <Skeleton aria-hidden="true" className="h-4 w-24" />
      <div aria-hidden="true" className="grid divide-y divide-border rounded-xl bg-card shadow-sm">
        {Array.from({ length: rows }, (_, index) => `row-${index}`).map((key) => (
          <div key={key} className="flex items-start gap-3 px-4 py-3">
            <Skeleton className="h-13 w-12 rounded-lg" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function EventsFailed({ query }: { query: RetryableQuery }) {
  return <LoadFailedAlert title={CALENDAR_TEXT.failed} query={query} />;
}

export function EventsEmpty({ text }: { text: string }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-4 py-8 text-center">
      <CalendarX2 aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-muted-foreground text-sm">{text}</p>
    </Card>
  );
}
