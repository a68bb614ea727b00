// The dashboard's 'Aktiviti Terkini' (spec §2 Dashboard, §7 GET /api/activities).
import { activities, type Database } from '@kubm/db';
import { idValue } from '@kubm/validators';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc';

/**
 * The most entries one answer carries. The table only grows (every join, profile edit and role change
 * adds a row) while the dashboard shows the latest few: without a cap the answer, cached for 2 minutes
 * on every phone, would grow with the portal's age (docs/decisions.md).
 */
export const ACTIVITIES_LIMIT = 50;

export const activityOutputSchema = z.object({
  id: idValue,
  description: z.string(),
  /** ISO 8601, UTC. */
  timestamp: z.iso.datetime(),
});
export type ActivityOutput = z.infer<typeof activityOutputSchema>;

/** Newest first; the id breaks ties between entries written in the same instant. */
export async function listActivities(db: Database): Promise<ActivityOutput[]> {
  const rows = await db
    .select({ id: activities.id, description: activities.description, timestamp: activities.timestamp })
    .from(activities)
    .orderBy(desc(activities.timestamp), desc(activities.id))
    .limit(ACTIVITIES_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    timestamp: row.timestamp.toISOString(),
  }));
}

export const activitiesRouter = router({
  list: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/activities',
        summary: `Recent activity, newest first (at most ${ACTIVITIES_LIMIT})`,
      },
    })
    .input(z.void())
    .output(z.array(activityOutputSchema))
    .query(({ ctx }) => listActivities(ctx.db)),
});
