import { type Database, userMinistryRoles, users } from '@kubm/db';
import { idValue } from '@kubm/validators';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../app-error';
import { isoInstant } from '../iso-instant';
import { preparedPerDatabase } from '../prepared';

export const ministryRoleOutputSchema = z.object({ ministry: z.string(), role: z.string() });

export const currentUserSchema = z.object({
  id: idValue,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  ministry: z.string(),
  profilePhoto: z.string().nullable(),
  joinDate: z.iso.datetime(),
  ministryRoles: z.array(ministryRoleOutputSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

const userRow = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      ministry: users.ministry,
      profilePhoto: users.profilePhoto,
      joinDate: isoInstant(users.joinDate),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('current_user'),
);

const userPairs = preparedPerDatabase((db) =>
  db
    .select({ ministry: userMinistryRoles.ministry, role: userMinistryRoles.role })
    .from(userMinistryRoles)
    .where(eq(userMinistryRoles.userId, sql.placeholder('userId')))
    .orderBy(asc(userMinistryRoles.id))
    .prepare('current_user_pairs'),
);

export async function loadCurrentUser(db: Database, userId: number): Promise<CurrentUser> {
  const [user] = await userRow(db).execute({ userId });
  if (!user) throw notFound('Pengguna tidak dijumpai');
  const pairs = await userPairs(db).execute({ userId });
  // A literal, not a spread: docs/decisions/literal-objects-on-hot-paths.md.
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    ministry: user.ministry,
    profilePhoto: user.profilePhoto,
    joinDate: user.joinDate,
    ministryRoles: pairs,
  };
}
