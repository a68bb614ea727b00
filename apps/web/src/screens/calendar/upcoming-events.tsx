import type { CalendarEvent } from '@kubm/validators';
import { CALENDAR_TEXT, EventsEmpty, EventsFailed, EventsSkeleton } from '../../components/calendar-states';
import { EventList } from '../../components/event-list';
import type { RetryableQuery } from '../../components/load-failed';

export function UpcomingEvents({
  events,
  timeZone,
  retry,
}: {
  /** undefined while loading (or after a failure, with `retry.error` set). */
  events: readonly CalendarEvent[] | undefined;
  timeZone: string | undefined;
  retry: RetryableQuery;
}) {
  return (
    <section aria-labelledby="upcoming-heading" className="grid gap-4">
      <h2 id="upcoming-heading" className="font-semibold text-foreground text-xl">
        Upcoming Events (Next 3 Months)
      </h2>
      {events && timeZone ? (
        events.length === 0 ? (
          <EventsEmpty text={CALENDAR_TEXT.noUpcoming} />
        ) : (
          <EventList events={events} timeZone={timeZone} variant="upcoming" labelledBy="upcoming-heading" />
        )
      ) : retry.error ? (
        <EventsFailed query={retry} />
      ) : (
        <EventsSkeleton />
      )}
    </section>
  );
}
