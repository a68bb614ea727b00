// Bypasses the permission rules on purpose: reachable only from the server's command line, never over HTTP.
import { type Database, users } from '@kubm/db';
import { STORED_ROLES } from '@kubm/validators';
import { eq } from 'drizzle-orm';
import { ACTIVITY, recordActivity } from '../activities/record';
import { AppError } from '../app-error';
import { moveFirstPair } from './roles';

export function checkRole(role: string): void {
  if (!(STORED_ROLES as readonly string[]).includes(role)) {
    throw new AppError('BAD_REQUEST', `Unknown role "${role}". One of: ${STORED_ROLES.join(', ')}`);
  }
}

export async function setUserRole(db: Database, email: string, role: string): Promise<{ name: string }> {
  checkRole(role);
  const address = email.trim().toLowerCase();
  const name = await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ role })
      .where(eq(users.email, address))
      .returning({ id: users.id, name: users.name });
    if (!user) throw new AppError('NOT_FOUND', `No account with the e-mail address ${address}`);
    await moveFirstPair(tx, user.id, { role });
    return user.name;
  });
  await recordActivity(db, null, ACTIVITY.roleSet(name, role));
  return { name };
}
