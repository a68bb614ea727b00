// The shape both sources produce: docs/decisions/calendar-answer-and-event-shape.md.
import type { CalendarEvent } from '@kubm/validators';
import { addDays, formatInstant } from './time';

export interface FeedEvent {
  id: string;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  allDay: boolean;
  // All-day: 00:00 of the first day in CALENDAR_TIMEZONE.
  start: number;
  end: number;
  // All-day only: 'yyyy-MM-dd', the end exclusive as in the feeds.
  startDate?: string;
  endDate?: string;
}

export interface TimeWindow {
  from: number;
  to: number;
}

// English, as the calendar screen is; Google shows the same.
export const UNTITLED = '(No title)';

// A zero-length event counts when it starts inside.
export function overlaps(event: Pick<FeedEvent, 'start' | 'end'>, window: TimeWindow): boolean {
  if (event.start >= window.to) return false;
  return event.end > window.from || (event.end <= event.start && event.start >= window.from);
}

export function compareEvents(a: FeedEvent, b: FeedEvent): number {
  return (
    a.start - b.start ||
    Number(b.allDay) - Number(a.allDay) ||
    a.end - b.end ||
    a.summary.localeCompare(b.summary) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

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
    return { ...common, start: event.startDate, end: addDays(event.endDate, -1) };
  }
  return {
    ...common,
    start: formatInstant(event.start, zone),
    end: formatInstant(Math.max(event.end, event.start), zone),
  };
}

export function uniqueIds(events: FeedEvent[]): FeedEvent[] {
  const seen = new Map<string, number>();
  return events.map((event) => {
    const count = seen.get(event.id) ?? 0;
    seen.set(event.id, count + 1);
    return count === 0 ? event : { ...event, id: `${event.id}_${count + 1}` };
  });
}

// A feed's `javascript:` URL must never reach an href.
export function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}
