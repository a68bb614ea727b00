import { activities, type Database } from '@kubm/db';
import { isForeignKeyViolation } from '../db-errors';

/**
 * Writes one line of the dashboard's recent activity. The description's wording matters: the dashboard
 * picks the icon by the words 'joined', 'updated' and 'left' (spec §4).
 * The line comes after the change it tells of, which is done by then: when its author's account was deleted
 * meanwhile, the line is kept without them, as their account's deletion leaves every earlier line of theirs.
 */
export async function recordActivity(
  db: Database,
  userId: number | null,
  description: string,
): Promise<void> {
  const values = { userId, description: description.slice(0, 500) };
  try {
    await db.insert(activities).values(values);
  } catch (error) {
    if (userId === null || !isForeignKeyViolation(error)) throw error;
    await db.insert(activities).values({ ...values, userId: null });
  }
}
