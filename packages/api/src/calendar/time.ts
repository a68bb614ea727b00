// Wall clock ↔ instant in an IANA zone, with Intl only: every viewer sees the parish's time
// (CALENDAR_TIMEZONE), and "which day" is that zone's calendar day.

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True for a zone name Intl knows ('Asia/Kuala_Lumpur', 'UTC'); false for 'Mars/Olympus' or a Windows name. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `zone` at an instant, as Intl reads it (whole seconds). */
function intlWallTime(ms: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function wallAsUtc(w: WallTime): number {
  const ms = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  // Date.UTC reads years 0–99 as 1900–1999.
  if (w.year >= 0 && w.year < 100) return new Date(ms).setUTCFullYear(w.year);
  return ms;
}

const DAY_MS = 86_400_000;
/** Cached UTC days per zone before the cache is emptied (~270 years of days: a bound, not a working size). */
const OFFSET_CACHE_DAYS = 100_000;
/** Per zone: UTC day number → the zone's offset in seconds all that day, or NaN when it changes that day. */
const offsetCache = new Map<string, Map<number, number>>();

function intlOffsetSeconds(ms: number, zone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return (wallAsUtc(intlWallTime(whole, zone)) - whole) / 1000;
}

/**
 * `zone`'s offset from UTC in seconds at an instant. Intl is asked twice per zone and UTC day (its
 * formatToParts is the costliest step of expanding a feed) and the answer kept when the offset holds the
 * whole day, as it does on all days but the few with a clock change.
 */
function offsetSecondsAt(ms: number, zone: string): number {
  const day = Math.floor(ms / DAY_MS);
  let days = offsetCache.get(zone);
  if (!days) {
    days = new Map();
    offsetCache.set(zone, days);
  }
  let offset = days.get(day);
  if (offset === undefined) {
    const atStart = intlOffsetSeconds(day * DAY_MS, zone);
    const atEnd = intlOffsetSeconds(day * DAY_MS + DAY_MS - 1000, zone);
    offset = atStart === atEnd ? atStart : Number.NaN;
    if (days.size >= OFFSET_CACHE_DAYS) days.clear();
    days.set(day, offset);
  }
  return Number.isNaN(offset) ? intlOffsetSeconds(ms, zone) : offset;
}

/** The fields of a time counted as UTC: the wall clock when `ms` is an instant shifted by its offset. */
export function wallOfUtc(ms: number): WallTime {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** The wall clock in `zone` at an instant (ms since the epoch). */
export function wallTimeAt(ms: number, zone: string): WallTime {
  return wallOfUtc(Math.floor(ms / 1000) * 1000 + offsetSecondsAt(ms, zone) * 1000);
}

/** `zone`'s offset from UTC at an instant, in minutes (Kuala Lumpur: +480). */
export function offsetMinutesAt(ms: number, zone: string): number {
  return Math.round(offsetSecondsAt(ms, zone) / 60);
}

/**
 * The instant a wall-clock time happens in `zone`. A time skipped by a DST jump is read with the offset
 * before the jump (02:30 on a spring-forward night is 03:30 after it); a repeated time takes the first.
 */
export function instantOf(w: WallTime, zone: string): number {
  const guess = wallAsUtc(w);
  const first = guess - offsetMinutesAt(guess, zone) * 60_000;
  const second = guess - offsetMinutesAt(first, zone) * 60_000;
  if (first === second) return first;
  // Around a transition the two readings differ: take the earlier that really shows this wall time.
  const [a, b] = first < second ? [first, second] : [second, first];
  return wallAsUtc(wallTimeAt(a, zone)) === guess ? a : b;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** 'yyyy-MM-dd' */
export function formatDate(d: { year: number; month: number; day: number }): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** '2026-03-05T19:30:00+08:00': the instant as `zone`'s wall clock with that zone's offset. */
export function formatInstant(ms: number, zone: string): string {
  const whole = Math.floor(ms / 1000) * 1000;
  const w = wallTimeAt(whole, zone);
  const offset = Math.round((wallAsUtc(w) - whole) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${formatDate(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The calendar day in `zone` at an instant, 'yyyy-MM-dd'. */
export function dateInZone(ms: number, zone: string): string {
  return formatDate(wallTimeAt(ms, zone));
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseDate(date: string): CalendarDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

/** 'yyyy-MM-dd' plus `days` (negative allowed). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  const d = new Date(wallAsUtc({ year, month, day, hour: 0, minute: 0, second: 0 }) + days * 86_400_000);
  return formatDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** 00:00 of a calendar day in `zone`, as an instant. */
export function startOfDay(date: string, zone: string): number {
  return instantOf({ ...parseDate(date), hour: 0, minute: 0, second: 0 }, zone);
}

/** The first day of the month `months` after (or before) the given year and month (1–12). */
export function addMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(wallAsUtc({ year, month: month + 1, day: 0, hour: 0, minute: 0, second: 0 })).getUTCDate();
}

/**
 * The same wall-clock moment `months` later in `zone`, the day clamped to the month's length (31 January
 * + 1 month = 28 or 29 February), as date-fns's addMonths does.
 */
export function addMonthsToInstant(ms: number, months: number, zone: string): number {
  const w = wallTimeAt(ms, zone);
  const target = addMonths(w.year, w.month, months);
  const day = Math.min(w.day, daysInMonth(target.year, target.month));
  return instantOf({ ...w, ...target, day }, zone);
}
