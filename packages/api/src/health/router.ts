import { users } from '@kubm/db';
import { z } from 'zod';
import { outputCheck } from '../output-check';
import { preparedPerDatabase } from '../prepared';
import { publicProcedure, router } from '../trpc';

const healthOkSchema = z
  .object({ status: z.literal('ok'), database: z.literal('ok') })
  .meta({ description: 'HTTP 200: the server answers and the database with it' });

// Through the error path, so a failure before this procedure runs answers the same.
const healthUnavailableSchema = z
  .object({ status: z.literal('error'), database: z.literal('unavailable'), message: z.string() })
  .meta({ description: 'HTTP 503: the database is unavailable; the message says so in Malay' });

// One row, not a count: the probe costs the same at 10 members or 10,000.
const anyUser = preparedPerDatabase((db) =>
  db.select({ id: users.id }).from(users).limit(1).prepare('health_probe'),
);

export const healthRouter = router({
  get: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/health', summary: 'Server and database status', sessionless: {} },
    })
    .input(z.void())
    .output(outputCheck(z.union([healthOkSchema, healthUnavailableSchema])))
    .query(async ({ ctx }) => {
      await anyUser(ctx.db).execute();
      return { status: 'ok' as const, database: 'ok' as const };
    }),
});
