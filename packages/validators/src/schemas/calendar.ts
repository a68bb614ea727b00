import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';

/** From a REST path, decimal digits only: 'abc', '1.5' and ' 3' are refused with the one message. */
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

export const calendarMonthSchema = z.object({
  year: wholeNumberIn(LIMITS.calendarYearMin, LIMITS.calendarYearMax, MSG.calendarYearInvalid),
  month: wholeNumberIn(1, 12, MSG.calendarMonthInvalid),
});
export type CalendarMonthInput = z.input<typeof calendarMonthSchema>;

/** Timed: instants with CALENDAR_TIMEZONE's offset; all-day: 'yyyy-MM-dd', `end` inclusive. */
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
