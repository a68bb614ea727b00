import { activities, type Database } from '@kubm/db';
import { isForeignKeyViolation } from '../db-errors';

// The dashboard picks the icon by the words 'joined', 'updated' and 'left': each line is written here only.
export const ACTIVITY = {
  joined: (name: string) => `${name} joined the committee`,
  updatedOwnProfile: (name: string) => `${name} updated their profile`,
  updatedOthersDetails: (editor: string, member: string) => `${editor} updated ${member}'s details`,
  left: (name: string) => `${name} left the committee`,
  roleSet: (name: string, role: string) => `${name}'s role was updated to ${role}`,
} as const;

// A line whose author was deleted meanwhile is kept without them. `at` is for history loaded after the fact
// (the demo seed); a live action takes the database's clock.
export async function recordActivity(
  db: Database,
  userId: number | null,
  description: string,
  at?: Date,
): Promise<void> {
  const values = { userId, description: description.slice(0, 500), ...(at ? { timestamp: at } : {}) };
  try {
    await db.insert(activities).values(values);
  } catch (error) {
    if (userId === null || !isForeignKeyViolation(error)) throw error;
    await db.insert(activities).values({ ...values, userId: null });
  }
}
