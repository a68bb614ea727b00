// Dates on the calendar's clock (CALENDAR_TIMEZONE), never the device's: "which day" is the parish's day.
import { fixedOffsetMinutes } from './fixed-zones';

/** 'yyyy-MM-dd': two of them compare correctly as strings. */
export type DayKey = string;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A wall time with no offset: its digits are the time, in no particular zone. */
const FLOATING = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function hasTime(value: string): boolean {
  return value.includes('T');
}

const pad = (n: number) => String(n).padStart(2, '0');

export function dayKey(year: number, month: number, day: number): DayKey {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

export function parseDayKey(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function laterDay(a: DayKey, b: DayKey): DayKey {
  return a < b ? b : a;
}

export function earlierDay(a: DayKey, b: DayKey): DayKey {
  return a < b ? a : b;
}

export function addDays(key: DayKey, n: number): DayKey {
  const parsed = parseDayKey(key);
  if (!parsed) return key;
  const date = new Date(0);
  date.setUTCFullYear(parsed.year, parsed.month - 1, parsed.day + n);
  return dayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

// One formatter per zone: building an Intl.DateTimeFormat is the slow part, and a list formats hundreds.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        // h23, not hour12: false, which some engines print as '24' at midnight.
        hourCycle: 'h23',
      });
    } catch {
      // Unknown zone: callers show the server's value, whose digits are already the calendar's wall time.
      formatter = null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function fixedWallTime(instant: number, offsetMinutes: number): WallTime {
  const shifted = new Date(instant + offsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

export function wallTime(instant: number, timeZone: string): WallTime | null {
  if (Number.isNaN(instant)) return null;
  const offset = fixedOffsetMinutes(timeZone, instant);
  if (offset !== null) return fixedWallTime(instant, offset);
  const formatter = formatterFor(timeZone);
  if (!formatter) return null;
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute } = fields;
  if (year === undefined || month === undefined || day === undefined) return null;
  return { year, month, day, hour: (hour ?? 0) % 24, minute: minute ?? 0 };
}

export function dayKeyAt(instant: number, timeZone: string): DayKey | null {
  const wall = wallTime(instant, timeZone);
  return wall ? dayKey(wall.year, wall.month, wall.day) : null;
}

function floatingWallTime(value: string): WallTime | null {
  const match = FLOATING.exec(value);
  if (!match || !parseDayKey(value.slice(0, 10))) return null;
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  if (hour > 23 || minute > 59) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), hour, minute };
}

// A floating time is taken at its word, never read on the device's clock as `Date.parse` would.
function timedWallTime(value: string, timeZone: string): WallTime | null {
  return floatingWallTime(value) ?? wallTime(Date.parse(value), timeZone);
}

const formatDay = (w: { year: number; month: number; day: number }) =>
  `${SHORT_MONTHS[w.month - 1]} ${w.day}, ${w.year}`;

export function formatEventDate(value: string, timeZone: string): string {
  if (hasTime(value)) {
    const wall = timedWallTime(value, timeZone);
    if (!wall) return value;
    const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
    return `${formatDay(wall)} ${hour12}:${pad(wall.minute)} ${wall.hour < 12 ? 'AM' : 'PM'}`;
  }
  const day = parseDayKey(value);
  return day ? formatDay(day) : value;
}

export function dayOf(value: string, timeZone: string): DayKey | null {
  if (!hasTime(value)) return parseDayKey(value) ? value : null;
  const wall = timedWallTime(value, timeZone);
  return wall ? dayKey(wall.year, wall.month, wall.day) : null;
}

// All-day ends arrive inclusive; a timed event ending exactly at midnight does not cover that day.
export function eventDayRange(
  event: { start: string; end: string },
  timeZone: string,
): { first: DayKey; last: DayKey } | null {
  const first = dayOf(event.start, timeZone);
  if (!first) return null;
  if (!hasTime(event.start)) {
    const last = parseDayKey(event.end) ? event.end : first;
    return { first, last: laterDay(first, last) };
  }
  const startMs = Date.parse(event.start);
  const endMs = Date.parse(event.end);
  let last: DayKey | null = null;
  const floatingEnd = floatingWallTime(event.end);
  if (floatingEnd) {
    const endDay = dayKey(floatingEnd.year, floatingEnd.month, floatingEnd.day);
    last = floatingEnd.hour === 0 && floatingEnd.minute === 0 ? addDays(endDay, -1) : endDay;
  } else if (!Number.isNaN(startMs) && !Number.isNaN(endMs) && endMs > startMs) {
    last = dayKeyAt(endMs - 1, timeZone);
  }
  return { first, last: last && last > first ? last : first };
}

export function formatLongDay(key: DayKey): string {
  const day = parseDayKey(key);
  if (!day) return key;
  const date = new Date(0);
  date.setUTCFullYear(day.year, day.month - 1, day.day);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTH_NAMES[day.month - 1]} ${day.day}, ${day.year}`;
}
