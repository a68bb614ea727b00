// The dashboard's three numbers (spec §2 Dashboard, §7 GET /api/stats).
import { type Database, members, users } from '@kubm/db';
import { count, countDistinct, eq } from 'drizzle-orm';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc';

export const statsOutputSchema = z.object({
  memberCount: z.number().int(),
  /** Distinct ministries (BECs included) that at least one member holds as their main ministry. */
  ministryCount: z.number().int(),
  /** Distinct roles that at least one member holds as their main role. */
  roleCount: z.number().int(),
});
export type StatsOutput = z.infer<typeof statsOutputSchema>;

/**
 * One aggregate query over the directory. Role and ministry live on `users`; the join keeps the counts to
 * users who have a directory entry, as the member list shows them.
 */
export async function getStats(db: Database): Promise<StatsOutput> {
  const [row] = await db
    .select({
      memberCount: count(members.id),
      ministryCount: countDistinct(users.ministry),
      roleCount: countDistinct(users.role),
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId));
  return row ?? { memberCount: 0, ministryCount: 0, roleCount: 0 };
}

export const statsRouter = router({
  get: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/stats', summary: 'Member, ministry and role counts' } })
    .input(z.void())
    .output(statsOutputSchema)
    .query(({ ctx }) => getStats(ctx.db)),
});
