import { activities, type Database } from '@kubm/db';

/**
 * Writes one line of the dashboard's recent activity. The description's wording matters: the dashboard
 * picks the icon by the words 'joined', 'updated' and 'left' (spec §4).
 */
export async function recordActivity(
  db: Database,
  userId: number | null,
  description: string,
): Promise<void> {
  await db.insert(activities).values({ userId, description: description.slice(0, 500) });
}
