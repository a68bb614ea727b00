import { users } from '@kubm/db';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc';

export const healthRouter = router({
  /** Liveness and database reachability, for monitors and the start-up check. */
  get: publicProcedure
    .meta({ rest: { method: 'GET', path: '/health', summary: 'Server and database status' } })
    .input(z.void())
    .output(z.object({ status: z.literal('ok'), database: z.literal('ok') }))
    .query(async ({ ctx }) => {
      await ctx.db.select({ n: count() }).from(users);
      return { status: 'ok' as const, database: 'ok' as const };
    }),
});
