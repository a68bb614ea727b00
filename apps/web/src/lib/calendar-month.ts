// The month picker's months: which one to open on, how far it may go, and what its heading says.
import { LIMITS } from '@kubm/validators';
import { addDays, type DayKey, dayKey, dayKeyAt, MONTH_NAMES } from './calendar-dates';

/** A month of the calendar; `month` is 1–12, as `calendar.month` takes it. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The month a 'yyyy-MM-dd' day belongs to. */
export function monthOfDay(day: DayKey): CalendarMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** This month on the calendar's clock (at 23:30 on 31 March in UTC it is already April in Kuala Lumpur). */
export function currentMonth(now: number, timeZone: string): CalendarMonth {
  const today = dayKeyAt(now, timeZone) ?? new Date(now).toISOString().slice(0, 10);
  return monthOfDay(today);
}

export function addMonths(month: CalendarMonth, n: number): CalendarMonth {
  const index = month.year * 12 + (month.month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Negative when `a` is before `b`, 0 when the same month. */
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

/** The months `calendar.month` accepts at all (validators' year limits). */
export const ALL_MONTHS: MonthBounds = {
  start: { year: LIMITS.calendarYearMin, month: 1 },
  end: { year: LIMITS.calendarYearMax, month: 12 },
};

/**
 * How far the picker may go. A Google calendar is fetched for a window of months (`info.covers`, `to`
 * exclusive) and answers nothing outside it, so the picker stops at its edges rather than show empty
 * months as if nothing were planned; an ICS feed (covers null) holds everything it has.
 */
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

/** 'March 2026', for 'Events for {Month Year}'. */
export function monthTitle(month: CalendarMonth): string {
  return `${MONTH_NAMES[month.month - 1]} ${month.year}`;
}

/**
 * A Date inside `month` whatever zone reads it (noon UTC on the 15th is the 15th from UTC−12 to UTC+14),
 * for the picker, which turns it into its own zone's start of month.
 */
export function monthAnchor(month: CalendarMonth): Date {
  const date = new Date(0);
  date.setUTCFullYear(month.year, month.month - 1, 15);
  date.setUTCHours(12);
  return date;
}
