// A user's roles live in two places kept in step: users.role/ministry is the first ministry/role pair
// (docs/decisions.md). These are the one reading and the one writing of that rule.
import { type Database, userMinistryRoles, users } from '@kubm/db';
import { asc, eq } from 'drizzle-orm';

/** Every role the user holds: the first pair's (users.role) and all pairs'. */
export async function heldRoles(db: Database, userId: number): Promise<string[]> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const pairs = await db
    .select({ role: userMinistryRoles.role })
    .from(userMinistryRoles)
    .where(eq(userMinistryRoles.userId, userId));
  return [...(user ? [user.role] : []), ...pairs.map((p) => p.role)];
}

/**
 * After users.role and/or users.ministry changed alone: the first pair follows. `db` is the transaction of
 * that change, so both move together.
 */
export async function moveFirstPair(
  db: Database,
  userId: number,
  change: { role?: string | undefined; ministry?: string | undefined },
): Promise<void> {
  const pair = {
    ...(change.role !== undefined ? { role: change.role } : {}),
    ...(change.ministry !== undefined ? { ministry: change.ministry } : {}),
  };
  if (Object.keys(pair).length === 0) return;
  const [first] = await db
    .select({ id: userMinistryRoles.id })
    .from(userMinistryRoles)
    .where(eq(userMinistryRoles.userId, userId))
    .orderBy(asc(userMinistryRoles.id))
    .limit(1);
  if (first) await db.update(userMinistryRoles).set(pair).where(eq(userMinistryRoles.id, first.id));
}
