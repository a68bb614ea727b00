// The signed-in user's own record, as GET /api/user, login, register and profile update answer it.
import { type Database, userMinistryRoles, users } from '@kubm/db';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../errors';

export const ministryRoleOutputSchema = z.object({ ministry: z.string(), role: z.string() });

/** Never carries the password hash or reset token: the output schema strips anything else. */
export const currentUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  ministry: z.string(),
  profilePhoto: z.string().nullable(),
  joinDate: z.string(),
  ministryRoles: z.array(ministryRoleOutputSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export async function loadCurrentUser(db: Database, userId: number): Promise<CurrentUser> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      ministry: users.ministry,
      profilePhoto: users.profilePhoto,
      joinDate: users.joinDate,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('Pengguna tidak dijumpai');
  const pairs = await db
    .select({ ministry: userMinistryRoles.ministry, role: userMinistryRoles.role })
    .from(userMinistryRoles)
    .where(eq(userMinistryRoles.userId, userId))
    .orderBy(asc(userMinistryRoles.id));
  return { ...user, joinDate: user.joinDate.toISOString(), ministryRoles: pairs };
}
