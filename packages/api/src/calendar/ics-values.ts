// Strict: 30 February, hour 25 or 'P1M' throw ValueError, so the event is skipped rather than guessed at.
import type { CalendarDate, WallTime } from './time';

export type ValueKind = 'date' | 'duration' | 'rrule' | 'zone';

export class ValueError extends Error {
  constructor(readonly kind: ValueKind) {
    super(`unreadable ${kind}`);
    this.name = 'ValueError';
  }
}

export type IcsValue = { date: true; value: CalendarDate } | { date: false; value: WallTime; utc: boolean };

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/i;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function checkedDate(year: number, month: number, day: number): CalendarDate {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new ValueError('date');
  }
  return { year, month, day };
}

// Told apart by shape, not VALUE=: programs write dates without `VALUE=DATE`.
export function readDateValue(raw: string): IcsValue {
  const text = raw.trim();
  const date = DATE.exec(text);
  if (date) return { date: true, value: checkedDate(Number(date[1]), Number(date[2]), Number(date[3])) };
  const time = DATE_TIME.exec(text);
  if (!time) throw new ValueError('date');
  const day = checkedDate(Number(time[1]), Number(time[2]), Number(time[3]));
  const hour = Number(time[4]);
  const minute = Number(time[5]);
  const second = Number(time[6]);
  if (hour > 23 || minute > 59 || second > 60) throw new ValueError('date');
  return {
    date: false,
    value: { ...day, hour, minute, second: Math.min(second, 59) },
    utc: time[7] !== '',
  };
}

export interface Duration {
  days: number;
  ms: number;
}

const DURATION =
  /^([+-]?)P(?:(\d{1,6})W|(?:(\d{1,6})D)?(?:T(?:(\d{1,7})H)?(?:(\d{1,9})M)?(?:(\d{1,10})S)?)?)$/i;

export function readDuration(raw: string): Duration {
  const text = raw.trim();
  const match = DURATION.exec(text);
  if (!match || /T$/i.test(text)) throw new ValueError('duration');
  const [, sign, weeks, days, hours, minutes, seconds] = match;
  if (
    weeks === undefined &&
    days === undefined &&
    hours === undefined &&
    minutes === undefined &&
    seconds === undefined
  ) {
    throw new ValueError('duration');
  }
  const factor = sign === '-' ? -1 : 1;
  return {
    days: factor * (Number(weeks ?? 0) * 7 + Number(days ?? 0)),
    ms: factor * ((Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0)) * 1000),
  };
}

export function readPeriod(raw: string): { start: IcsValue; end?: IcsValue; duration?: Duration } {
  const slash = raw.indexOf('/');
  if (slash === -1) return { start: readDateValue(raw) };
  const start = readDateValue(raw.slice(0, slash));
  const rest = raw.slice(slash + 1).trim();
  if (/^[+-]?P/i.test(rest)) return { start, duration: readDuration(rest) };
  return { start, end: readDateValue(rest) };
}

export function readInteger(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const text = raw.trim();
  return /^[+-]?\d{1,9}$/.test(text) ? Number(text) : 0;
}
