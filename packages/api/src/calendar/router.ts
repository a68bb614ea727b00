import { calendarInfoSchema, calendarMonthSchema } from '@kubm/validators';
import { z } from 'zod';
import { AppError } from '../app-error';
import type { ResponseHeaders } from '../context';
import { outputCheck } from '../output-check';
import { preparedOutput } from '../prepared-answer';
import { protectedProcedure, router } from '../trpc';
import { type CalendarAnswer, CalendarUnavailableError, calendarEventsSchema } from './calendar';

export const CALENDAR_MSG = {
  unavailable: 'Acara kalendar tidak dapat dimuatkan buat masa ini. Sila cuba lagi sebentar lagi.',
} as const;

// No cause on the 503: the feed's socket errors must not read as a database outage.
async function events(
  resHeaders: ResponseHeaders,
  load: () => Promise<CalendarAnswer>,
): Promise<CalendarAnswer['events']> {
  let answer: CalendarAnswer;
  try {
    answer = await load();
  } catch (error) {
    if (error instanceof CalendarUnavailableError) {
      throw new AppError('SERVICE_UNAVAILABLE', CALENDAR_MSG.unavailable);
    }
    throw error;
  }
  if (answer.fetchedAt) resHeaders.set('X-Calendar-Fetched-At', answer.fetchedAt);
  if (answer.stale) resHeaders.set('X-Calendar-Stale', 'true');
  return answer.events;
}

export const calendarRouter = router({
  upcoming: protectedProcedure
    .meta({
      errors: ['SERVICE_UNAVAILABLE'],
      rest: {
        method: 'GET',
        path: '/calendar/upcoming',
        summary: 'Events from now to 3 months ahead, by start',
      },
    })
    .input(z.void())
    .output(preparedOutput(calendarEventsSchema))
    .query(({ ctx }) => events(ctx.resHeaders, () => ctx.calendar.upcoming())),

  month: protectedProcedure
    .meta({
      errors: ['SERVICE_UNAVAILABLE'],
      rest: {
        method: 'GET',
        path: '/calendar/month/{year}/{month}',
        summary: 'Events overlapping a month (month 1 to 12) in the calendar time zone',
      },
    })
    .input(calendarMonthSchema)
    .output(preparedOutput(calendarEventsSchema))
    .query(({ ctx, input }) => events(ctx.resHeaders, () => ctx.calendar.month(input.year, input.month))),

  info: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/calendar/info',
        summary: 'The time zone to show events in, the subscribe address, and how old the events are',
      },
    })
    .input(z.void())
    .output(outputCheck(calendarInfoSchema))
    .query(({ ctx }) => ctx.calendar.info()),
});
