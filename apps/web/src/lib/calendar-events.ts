import { LIMITS } from '@kubm/validators';
import { addDays, type DayKey, earlierDay, eventDayRange, hasTime, laterDay } from './calendar-dates';
import { type CalendarMonth, firstDayOf, lastDayOf } from './calendar-month';

interface EventDates {
  start: string;
  end: string;
}

/** Cut at 200 code points, so an emoji is never split in half. */
export function flattenDescription(text: string | null, max: number = LIMITS.eventDescriptionMax): string {
  if (!text) return '';
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}

/** '…T19:30:00+08:00' equals '…T11:30:00Z'. */
export function isEndShown({ start, end }: EventDates): boolean {
  if (!end || end === start) return false;
  if (hasTime(start) && hasTime(end)) {
    const a = Date.parse(start);
    const b = Date.parse(end);
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a !== b;
  }
  return true;
}

/** http(s) only, so a feed's `javascript:` never becomes a link. */
export function eventHref(htmlLink: string | null): string | null {
  if (!htmlLink) return null;
  try {
    const url = new URL(htmlLink);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// Clipped to the month, so a year-long event costs at most 31 steps.
export function eventCountsByDay(
  events: readonly EventDates[],
  timeZone: string,
  month: CalendarMonth,
): Map<DayKey, number> {
  const bounds = { first: firstDayOf(month), last: lastDayOf(month) };
  const counts = new Map<DayKey, number>();
  for (const event of events) {
    const range = eventDayRange(event, timeZone);
    if (!range || range.last < bounds.first || range.first > bounds.last) continue;
    const last = earlierDay(range.last, bounds.last);
    for (let day = laterDay(range.first, bounds.first); day <= last; day = addDays(day, 1)) {
      counts.set(day, (counts.get(day) ?? 0) + 1);
    }
  }
  return counts;
}

export function eventsOnDay<T extends EventDates>(events: readonly T[], timeZone: string, day: DayKey): T[] {
  return events.filter((event) => {
    const range = eventDayRange(event, timeZone);
    return range !== null && range.first <= day && day <= range.last;
  });
}
