// The one event shape both sources produce, and how it is written out (contract: docs/decisions.md).
import type { CalendarEvent } from '@kubm/validators';
import { addDays, formatInstant } from './time';

/** One occurrence as the sources give it. Instants are ms since the epoch. */
export interface FeedEvent {
  /** Unique per occurrence, stable across refreshes. */
  id: string;
  summary: string;
  description: string | null;
  location: string | null;
  /** The event's own page (http/https), when the feed names one. */
  url: string | null;
  allDay: boolean;
  /** Timed: the start; all-day: 00:00 of the first day in CALENDAR_TIMEZONE. */
  start: number;
  /** Timed: the end (== start without a duration); all-day: 00:00 of the day after the last. */
  end: number;
  /** All-day only: first day and the day after the last ('yyyy-MM-dd', exclusive as in the feeds). */
  startDate?: string;
  endDate?: string;
}

/** [from, to) as instants. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** Shown when a feed gives no title (English, as the calendar screen is; Google shows the same). */
export const UNTITLED = '(No title)';

/** An event overlaps [from, to); a zero-length one counts when it starts inside. */
export function overlaps(event: Pick<FeedEvent, 'start' | 'end'>, window: TimeWindow): boolean {
  if (event.start >= window.to) return false;
  return event.end > window.from || (event.end <= event.start && event.start >= window.from);
}

/** By start; at the same start all-day first, then the shorter, then by title and id (a stable order). */
export function compareEvents(a: FeedEvent, b: FeedEvent): number {
  return (
    a.start - b.start ||
    Number(b.allDay) - Number(a.allDay) ||
    a.end - b.end ||
    a.summary.localeCompare(b.summary) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The answer's form: timed as instants in `zone` with its offset, all-day as dates with an inclusive end. */
export function toCalendarEvent(event: FeedEvent, zone: string, fallbackLink: string | null): CalendarEvent {
  const common = {
    id: event.id,
    summary: event.summary,
    description: event.description,
    location: event.location,
    allDay: event.allDay,
    htmlLink: event.url ?? fallbackLink,
  };
  if (event.allDay && event.startDate && event.endDate) {
    // The feeds' end is exclusive; people read "5–7 March", and a one-day event as one date.
    // Both sources make endDate later than startDate, so the last day is never before the first.
    return { ...common, start: event.startDate, end: addDays(event.endDate, -1) };
  }
  return {
    ...common,
    start: formatInstant(event.start, zone),
    end: formatInstant(Math.max(event.end, event.start), zone),
  };
}

/** Gives every repeated id a suffix, so ids stay unique even when a feed repeats a UID. */
export function uniqueIds(events: FeedEvent[]): FeedEvent[] {
  const seen = new Map<string, number>();
  return events.map((event) => {
    const count = seen.get(event.id) ?? 0;
    seen.set(event.id, count + 1);
    return count === 0 ? event : { ...event, id: `${event.id}_${count + 1}` };
  });
}

/** Only web addresses are offered as links: a feed's `javascript:` URL must never reach an href. */
export function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}
