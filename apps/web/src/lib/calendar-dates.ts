// Event dates as the calendar shows them, always on the calendar's clock (CALENDAR_TIMEZONE, from calendar.info)
// and never the device's: a member abroad sees the parish's times, and "which day" is the parish's day.

/** A calendar day, 'yyyy-MM-dd'. Two of them compare correctly as strings. */
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
/** 'MMM' in English: the first three letters. */
const SHORT_MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A wall time with no offset (a floating time): its digits are the time, in no particular zone. */
const FLOATING = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A value containing 'T' counts as having a time. */
export function hasTime(value: string): boolean {
  return value.includes('T');
}

const pad = (n: number) => String(n).padStart(2, '0');

export function dayKey(year: number, month: number, day: number): DayKey {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** 'yyyy-MM-dd' read as a real date (no 31 February), or null. */
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

/** The later of two days (Math.max is for numbers; days compare as strings). */
export function laterDay(a: DayKey, b: DayKey): DayKey {
  return a < b ? b : a;
}

/** The earlier of two days. */
export function earlierDay(a: DayKey, b: DayKey): DayKey {
  return a < b ? a : b;
}

/** The day `n` days after `key` (n may be negative). */
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
      // A zone this browser does not know: callers then show the value as the server wrote it, whose
      // digits are already the calendar's wall time, rather than guess another zone.
      formatter = null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar-zone wall clock of an instant, or null when the zone is unknown here. */
export function wallTime(instant: number, timeZone: string): WallTime | null {
  const formatter = formatterFor(timeZone);
  if (!formatter || Number.isNaN(instant)) return null;
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute } = fields;
  if (year === undefined || month === undefined || day === undefined) return null;
  return { year, month, day, hour: (hour ?? 0) % 24, minute: minute ?? 0 };
}

/** The calendar day an instant falls on in `timeZone`. */
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

/**
 * The wall time of a timed value in the calendar zone: an instant with an offset is converted, a floating
 * time is taken at its word (never read on the device's clock, as `Date.parse` would).
 */
function timedWallTime(value: string, timeZone: string): WallTime | null {
  return floatingWallTime(value) ?? wallTime(Date.parse(value), timeZone);
}

const formatDay = (w: { year: number; month: number; day: number }) =>
  `${SHORT_MONTHS[w.month - 1]} ${w.day}, ${w.year}`;

/**
 * With a time 'MMM d, yyyy h:mm a' on the calendar's clock, without one 'MMM d, yyyy'; a value that does
 * not read as a date is shown as it is.
 */
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

/** The calendar day a value starts on, or null when it does not read as a date. */
export function dayOf(value: string, timeZone: string): DayKey | null {
  if (!hasTime(value)) return parseDayKey(value) ? value : null;
  const wall = timedWallTime(value, timeZone);
  return wall ? dayKey(wall.year, wall.month, wall.day) : null;
}

/**
 * The first and last calendar day an event covers, in the calendar zone. All-day events give their last
 * day inclusive (the contract converts the feed's exclusive end). A timed event ending exactly at midnight
 * does not cover the day it ends on (22:00–00:00 is one evening). Null when the start is unreadable.
 */
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
    // One millisecond back from an end at 00:00 lands on the evening before.
    last = dayKeyAt(endMs - 1, timeZone);
  }
  return { first, last: last && last > first ? last : first };
}

/** 'Thursday, March 5, 2026': a day named in full, for the day buttons' labels and the day filter. */
export function formatLongDay(key: DayKey): string {
  const day = parseDayKey(key);
  if (!day) return key;
  const date = new Date(0);
  date.setUTCFullYear(day.year, day.month - 1, day.day);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTH_NAMES[day.month - 1]} ${day.day}, ${day.year}`;
}
