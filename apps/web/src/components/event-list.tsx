import { cn } from '@kubm/ui/cn';
import type { CalendarEvent } from '@kubm/validators';
import { Clock, ExternalLink, MapPin } from 'lucide-react';
import { useId } from 'react';
import { type DayKey, dayKeyAt, formatEventDate, hasTime, parseDayKey } from '../lib/calendar-dates';
import { eventHref, flattenDescription, isEndShown } from '../lib/calendar-events';
import { groupByWeek } from '../lib/calendar-weeks';
import { useDrawnOnApproach } from '../lib/use-drawn-on-approach';
import { EventDateBadge } from './event-date-badge';

export type EventListVariant = 'upcoming' | 'month' | 'compact';

/** More than a phone's first screen holds (the dashboard's 400 px panel shows about six). */
export const EVENTS_DRAWN_FIRST = 10;
export const EVENTS_PER_STEP = 10;

/** A `<time>` only for a value a browser can read as one. */
function EventTime({ value, timeZone }: { value: string; timeZone: string }) {
  const text = formatEventDate(value, timeZone);
  const readable = hasTime(value) ? !Number.isNaN(Date.parse(value)) : parseDayKey(value) !== null;
  return readable ? <time dateTime={value}>{text}</time> : <span>{text}</span>;
}

function EventItem({
  event,
  day,
  today,
  timeZone,
  variant,
}: {
  event: CalendarEvent;
  day: DayKey | null;
  today: DayKey | null;
  timeZone: string;
  variant: EventListVariant;
}) {
  const href = eventHref(event.htmlLink);
  const description = variant === 'upcoming' ? flattenDescription(event.description) : '';
  const compact = variant === 'compact';
  const meta = cn('flex items-start gap-2 text-muted-foreground', compact ? 'text-xs' : 'text-sm');
  const icon = cn('shrink-0', compact ? 'mt-px size-3.5' : 'mt-0.5 size-4');

  return (
    <li
      data-testid="calendar-event"
      className={cn('flex list-none items-start gap-3', compact ? 'py-2.5' : 'px-4 py-3')}
    >
      <EventDateBadge day={day} today={today} />
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className={cn('wrap-break-word font-semibold leading-snug', compact ? 'text-sm' : 'text-base')}>
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {event.summary}
              <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
              <span lang="en" className="sr-only">
                {' '}
                (opens in a new tab)
              </span>
            </a>
          ) : (
            event.summary
          )}
        </h3>
        {/* English dates in a list that may sit on a Malay page. */}
        <p lang="en" className={meta}>
          <Clock aria-hidden="true" className={icon} />
          <span className="wrap-anywhere">
            <EventTime value={event.start} timeZone={timeZone} />
            {isEndShown(event) ? (
              <>
                {' '}
                <span aria-hidden="true">–</span>
                <span className="sr-only">to</span> <EventTime value={event.end} timeZone={timeZone} />
              </>
            ) : null}
          </span>
        </p>
        {description ? <p className="wrap-anywhere text-foreground text-sm">{description}</p> : null}
        {event.location ? (
          <p className={meta}>
            <MapPin aria-hidden="true" className={icon} />
            <span className="wrap-anywhere">
              <span lang="en" className="sr-only">
                Location:{' '}
              </span>
              {event.location}
            </span>
          </p>
        ) : null}
      </div>
    </li>
  );
}

export function EventList({
  events,
  timeZone,
  variant,
  labelledBy,
  today = dayKeyAt(Date.now(), timeZone),
}: {
  events: readonly CalendarEvent[];
  timeZone: string;
  variant: EventListVariant;
  labelledBy: string;
  today?: DayKey | null;
}) {
  const idPrefix = useId();
  const { drawn, endRef } = useDrawnOnApproach(events.length, EVENTS_DRAWN_FIRST, EVENTS_PER_STEP);
  const groups = groupByWeek(
    drawn < events.length ? events.slice(0, drawn) : events,
    timeZone,
    today ?? new Date().toISOString().slice(0, 10),
  );
  const compact = variant === 'compact';
  return (
    <ul aria-labelledby={labelledBy} className={cn('grid p-0', compact ? 'gap-3' : 'gap-5')}>
      {groups.map((group, index) => {
        const labelId = `${idPrefix}-${group.key}`;
        const last = index === groups.length - 1;
        return (
          <li key={group.key} className="relative grid list-none gap-1.5">
            {/* The calendar screen is English; the week names are Malay. */}
            <p id={labelId} lang="ms" className="font-semibold text-muted-foreground text-xs">
              {group.label}
            </p>
            <ul
              aria-labelledby={labelId}
              className={cn(
                'grid divide-y divide-border p-0',
                !compact && 'rounded-xl bg-card text-card-foreground shadow-sm',
              )}
            >
              {group.events.map(({ event, day }) => (
                <EventItem
                  key={event.id}
                  event={event}
                  day={day}
                  today={today}
                  timeZone={timeZone}
                  variant={variant}
                />
              ))}
            </ul>
            {last && drawn < events.length ? (
              <div ref={endRef} aria-hidden="true" className="absolute bottom-0 h-px w-full" />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
