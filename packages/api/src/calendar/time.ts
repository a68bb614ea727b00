// Intl only: every viewer sees CALENDAR_TIMEZONE's time, and "which day" is that zone's calendar day.

export interface WallTime {
  year: number;
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

export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

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
  if (w.year >= 0 && w.year < 100) return new Date(ms).setUTCFullYear(w.year);
  return ms;
}

const DAY_MS = 86_400_000;
// A bound, not a working size (~270 years of days).
const OFFSET_CACHE_DAYS = 100_000;
// NaN when the offset changes that day.
const offsetCache = new Map<string, Map<number, number>>();

function intlOffsetSeconds(ms: number, zone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return (wallAsUtc(intlWallTime(whole, zone)) - whole) / 1000;
}

// Intl's formatToParts is the costliest step: asked twice per zone and UTC day, kept when the offset holds.
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

export function wallTimeAt(ms: number, zone: string): WallTime {
  return wallOfUtc(Math.floor(ms / 1000) * 1000 + offsetSecondsAt(ms, zone) * 1000);
}

export function offsetMinutesAt(ms: number, zone: string): number {
  return Math.round(offsetSecondsAt(ms, zone) / 60);
}

// A time skipped by a DST jump is read with the offset before it; a repeated time takes the first.
export function instantOf(w: WallTime, zone: string): number {
  const guess = wallAsUtc(w);
  const first = guess - offsetMinutesAt(guess, zone) * 60_000;
  const second = guess - offsetMinutesAt(first, zone) * 60_000;
  if (first === second) return first;
  const [a, b] = first < second ? [first, second] : [second, first];
  return wallAsUtc(wallTimeAt(a, zone)) === guess ? a : b;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

export function formatDate(d: { year: number; month: number; day: number }): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

export function formatInstant(ms: number, zone: string): string {
  const whole = Math.floor(ms / 1000) * 1000;
  const w = wallTimeAt(whole, zone);
  const offset = Math.round((wallAsUtc(w) - whole) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${formatDate(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

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

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  const d = new Date(wallAsUtc({ year, month, day, hour: 0, minute: 0, second: 0 }) + days * 86_400_000);
  return formatDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

export function startOfDay(date: string, zone: string): number {
  return instantOf({ ...parseDate(date), hour: 0, minute: 0, second: 0 }, zone);
}

export function addMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function daysInMonth(year: number, month: number): number {
  return new Date(wallAsUtc({ year, month: month + 1, day: 0, hour: 0, minute: 0, second: 0 })).getUTCDate();
}

// The day clamped to the month's length (31 January + 1 month = 28 or 29 February), as date-fns does.
export function addMonthsToInstant(ms: number, months: number, zone: string): number {
  const w = wallTimeAt(ms, zone);
  const target = addMonths(w.year, w.month, months);
  const day = Math.min(w.day, daysInMonth(target.year, target.month));
  return instantOf({ ...w, ...target, day }, zone);
}
