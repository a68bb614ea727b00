import { Skeleton } from '@kubm/ui/skeleton';
import { CalendarDays } from 'lucide-react';
import { CALENDAR_TEXT } from '../../components/calendar-states';
import { EventList } from '../../components/event-list';
import { LoadFailedLine } from '../../components/load-failed';
import { zoneNote } from '../../lib/calendar-info';
import { combinedRetry, useCalendarInfo, useUpcomingEvents } from '../../lib/use-calendar';
import { useDrawnAnswer } from '../../lib/use-drawn-answer';

export function UpcomingEventsList() {
  const info = useCalendarInfo();
  const upcoming = useUpcomingEvents();
  const events = useDrawnAnswer(upcoming.data);
  const timeZone = info.data?.timezone;

  if (events && timeZone) {
    if (events.length === 0) {
      return (
        <div className="flex min-h-68 flex-col items-center justify-center gap-3 text-center">
          <CalendarDays aria-hidden="true" className="size-8 text-muted-foreground" />
          <p lang="en" className="text-muted-foreground">
            {CALENDAR_TEXT.noUpcoming}
          </p>
        </div>
      );
    }
    return (
      <div className="grid gap-2">
        <EventList
          events={events}
          timeZone={timeZone}
          variant="compact"
          labelledBy="upcoming-panel-heading"
        />
        {/* After the events, not before: on a phone's first screen the next event counts for more. */}
        <p lang="en" className="text-muted-foreground text-xs">
          {zoneNote(timeZone)}
        </p>
      </div>
    );
  }
  if (info.isError || (upcoming.isError && !upcoming.data)) {
    return <LoadFailedLine text={CALENDAR_TEXT.failed} query={combinedRetry(info, upcoming)} />;
  }
  return (
    <div role="status" aria-busy="true" className="grid gap-3 pt-6">
      <span lang="en" className="sr-only">
        {CALENDAR_TEXT.loading}
      </span>
      {['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} className="flex items-center gap-3">
          <Skeleton className="h-13 w-12 rounded-lg" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
