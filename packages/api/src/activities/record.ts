import { activities, type Database } from '@kubm/db';
import { isForeignKeyViolation } from '../db-errors';

// The dashboard picks the icon by the words 'joined', 'updated' and 'left'. A line whose author was deleted
// meanwhile is kept without them.
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
