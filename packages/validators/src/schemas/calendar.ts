// The calendar's month parameter and the event shape both doors answer (docs: /api/calendar/*).
import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';

/**
 * A whole number in [min, max], given as a JSON integer (tRPC) or, from a REST path, as decimal digits
 * only: '13', '0', 'abc', '1.5' and ' 3' are refused with the one message.
 */
const wholeNumberIn = (min: number, max: number, message: string) =>
  z.union(
    [
      z.int(message).min(min, message).max(max, message),
      z
        .string(message)
        .regex(/^[0-9]{1,4}$/, message)
        .transform(Number)
        .pipe(z.number().min(min, message).max(max, message)),
    ],
    message,
  );

/** `calendar.month`: month 1–12 (January is 1; there is no zero-based reading). */
export const calendarMonthSchema = z.object({
  year: wholeNumberIn(LIMITS.calendarYearMin, LIMITS.calendarYearMax, MSG.calendarYearInvalid),
  month: wholeNumberIn(1, 12, MSG.calendarMonthInvalid),
});
export type CalendarMonthInput = z.input<typeof calendarMonthSchema>;

/**
 * One occurrence of an event. Timed: `start`/`end` are instants written with CALENDAR_TIMEZONE's offset
 * ('2026-03-05T19:30:00+08:00'). All-day: 'yyyy-MM-dd', and `end` is the last day, inclusive.
 */
export const calendarEventSchema = z.object({
  id: z.string(),
  summary: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  htmlLink: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarInfoSchema = z.object({
  timezone: z.string(),
  source: z.enum(['ics', 'google']).nullable(),
  subscribeUrl: z.string().nullable(),
  pageUrl: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  ageSeconds: z.number().nullable(),
  stale: z.boolean(),
  covers: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type CalendarInfo = z.infer<typeof calendarInfoSchema>;
