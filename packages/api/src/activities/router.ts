// The dashboard's 'Aktiviti Terkini': docs/product.md#dashboard.
import { activities, type Database } from '@kubm/db';
import { idValue } from '@kubm/validators';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { isoInstant } from '../iso-instant';
import { outputCheck } from '../output-check';
import { preparedPerDatabase } from '../prepared';
import { protectedProcedure, router } from '../trpc';

// The table only grows: docs/decisions/activities-capped.md.
export const ACTIVITIES_LIMIT = 50;

export const activityOutputSchema = z.object({
  id: idValue,
  description: z.string(),
  timestamp: z.iso.datetime(),
});
export type ActivityOutput = z.infer<typeof activityOutputSchema>;

const recentActivities = preparedPerDatabase((db) =>
  db
    .select({
      id: activities.id,
      description: activities.description,
      timestamp: isoInstant(activities.timestamp),
    })
    .from(activities)
    .orderBy(desc(activities.timestamp), desc(activities.id))
    .limit(ACTIVITIES_LIMIT)
    .prepare('recent_activities'),
);

export async function listActivities(db: Database): Promise<ActivityOutput[]> {
  return recentActivities(db).execute();
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
    .output(outputCheck(z.array(activityOutputSchema)))
    .query(({ ctx }) => listActivities(ctx.db)),
});
