import { users } from '@kubm/db';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { preparedPerDatabase } from '../prepared';
import { publicProcedure, router } from '../trpc';

const healthOkSchema = z
  .object({ status: z.literal('ok'), database: z.literal('ok') })
  .meta({ description: 'HTTP 200: the server answers and the database with it' });

// Sent through the error path (errorBody in errors.ts), so that a failure before this procedure runs
// (the re-check of migrations after an outage) answers the same.
const healthUnavailableSchema = z
  .object({ status: z.literal('error'), database: z.literal('unavailable'), message: z.string() })
  .meta({ description: 'HTTP 503: the database is unavailable; the message says so in Malay' });

/** Monitors ask often: the check is built once. */
const usersCount = preparedPerDatabase((db) => db.select({ n: count() }).from(users).prepare('health_count'));

export const healthRouter = router({
  /** Liveness and database reachability, for monitors and the start-up check. */
  get: publicProcedure
    .meta({ rest: { method: 'GET', path: '/health', summary: 'Server and database status' } })
    .input(z.void())
    .output(z.union([healthOkSchema, healthUnavailableSchema]))
    .query(async ({ ctx }) => {
      await usersCount(ctx.db).execute();
      return { status: 'ok' as const, database: 'ok' as const };
    }),
});
