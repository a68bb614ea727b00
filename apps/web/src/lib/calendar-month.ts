import { LIMITS } from '@kubm/validators';
import { addDays, type DayKey, dayKey, dayKeyAt, MONTH_NAMES } from './calendar-dates';

/** `month` is 1–12, as `calendar.month` takes it. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export function monthOfDay(day: DayKey): CalendarMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** On the calendar's clock: 23:30 UTC on 31 March is already April in Kuala Lumpur. */
export function currentMonth(now: number, timeZone: string): CalendarMonth {
  const today = dayKeyAt(now, timeZone) ?? new Date(now).toISOString().slice(0, 10);
  return monthOfDay(today);
}

export function addMonths(month: CalendarMonth, n: number): CalendarMonth {
  const index = month.year * 12 + (month.month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function firstDayOf(month: CalendarMonth): DayKey {
  return dayKey(month.year, month.month, 1);
}

export function lastDayOf(month: CalendarMonth): DayKey {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

export interface MonthBounds {
  start: CalendarMonth;
  end: CalendarMonth;
}

export const ALL_MONTHS: MonthBounds = {
  start: { year: LIMITS.calendarYearMin, month: 1 },
  end: { year: LIMITS.calendarYearMax, month: 12 },
};

// A Google calendar answers nothing outside its fetched window, so the picker stops at its edges rather
// than show empty months; an ICS feed (covers null) holds everything it has.
export function monthBounds(covers: { from: string; to: string } | null): MonthBounds {
  if (!covers) return ALL_MONTHS;
  const start = clampMonth(monthOfDay(covers.from), ALL_MONTHS);
  const end = clampMonth(monthOfDay(addDays(covers.to, -1)), ALL_MONTHS);
  return compareMonths(start, end) <= 0 ? { start, end } : ALL_MONTHS;
}

export function clampMonth(month: CalendarMonth, bounds: MonthBounds): CalendarMonth {
  if (compareMonths(month, bounds.start) < 0) return bounds.start;
  if (compareMonths(month, bounds.end) > 0) return bounds.end;
  return month;
}

export function monthTitle(month: CalendarMonth): string {
  return `${MONTH_NAMES[month.month - 1]} ${month.year}`;
}

// Noon UTC on the 15th is the 15th in every zone from UTC−12 to UTC+14.
export function monthAnchor(month: CalendarMonth): Date {
  const date = new Date(0);
  date.setUTCFullYear(month.year, month.month - 1, 15);
  date.setUTCHours(12);
  return date;
}
