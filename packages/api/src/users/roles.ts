// users.role/ministry is the first ministry/role pair (docs/decisions/user-row-single-source.md).
import { type Database, userMinistryRoles, users } from '@kubm/db';
import { asc, eq } from 'drizzle-orm';

export async function heldRoles(db: Database, userId: number): Promise<string[]> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const pairs = await db
    .select({ role: userMinistryRoles.role })
    .from(userMinistryRoles)
    .where(eq(userMinistryRoles.userId, userId));
  return [...(user ? [user.role] : []), ...pairs.map((p) => p.role)];
}

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
