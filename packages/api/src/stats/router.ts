// The dashboard's three numbers: docs/product.md#dashboard.
import { type Database, members, users } from '@kubm/db';
import { count, countDistinct, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outputCheck } from '../output-check';
import { preparedPerDatabase } from '../prepared';
import { protectedProcedure, router } from '../trpc';

export const statsOutputSchema = z.object({
  memberCount: z.number().int(),
  ministryCount: z.number().int(),
  roleCount: z.number().int(),
});
export type StatsOutput = z.infer<typeof statsOutputSchema>;

// The join keeps the counts to users with a directory entry, as the member list shows them.
const counts = preparedPerDatabase((db) =>
  db
    .select({
      memberCount: count(members.id),
      ministryCount: countDistinct(users.ministry),
      roleCount: countDistinct(users.role),
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .prepare('stats_counts'),
);

export async function getStats(db: Database): Promise<StatsOutput> {
  const [row] = await counts(db).execute();
  return row ?? { memberCount: 0, ministryCount: 0, roleCount: 0 };
}

export const statsRouter = router({
  get: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/stats', summary: 'Member, ministry and role counts' } })
    .input(z.void())
    .output(outputCheck(statsOutputSchema))
    .query(({ ctx }) => getStats(ctx.db)),
});
