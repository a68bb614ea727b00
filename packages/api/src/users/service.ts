// Rules: docs/product.md#members-and-profile.

import { type Database, tasks, userMinistryRoles, users } from '@kubm/db';
import { MSG, type ProfileUpdateInput } from '@kubm/validators';
import { and, eq } from 'drizzle-orm';
import { ACTIVITY, recordActivity } from '../activities/record';
import { AppError, forbidden } from '../app-error';
import { AUTH_MSG } from '../auth/messages';
import { endAllSessions, endOtherSessions, type WithCookie } from '../auth/session-cookie';
import type { Auth, Session, SessionUser } from '../auth/sessions';
import { isUniqueViolation } from '../db-errors';
import { type PhotoSettings, photoColumns } from '../members/photo-upload';
import { canEditProfile, canTakeRolesYourself } from '../permissions';
import { type CurrentUser, loadCurrentUser } from './current-user';
import { heldRoles, moveFirstPair } from './roles';

interface Ctx {
  db: Database;
  user: SessionUser;
  session: Session;
  auth: Auth;
  photos: PhotoSettings;
}

export async function updateProfile(
  ctx: Ctx,
  userId: number,
  input: ProfileUpdateInput,
): Promise<CurrentUser> {
  if (!canEditProfile(ctx.user, userId)) throw forbidden(AUTH_MSG.notYourAccount);
  const { ministryRoles, profilePhoto, ...fields } = input;
  const requested: string[] = [fields.role, ...(ministryRoles ?? []).map((p) => p.role)].filter(
    (role) => role !== undefined,
  );
  if (!canTakeRolesYourself(await heldRoles(ctx.db, userId), requested)) {
    throw forbidden(MSG.leadershipNotClaimable);
  }
  const primary = ministryRoles?.[0];
  const changes = {
    ...fields,
    ...(profilePhoto === undefined ? {} : await photoColumns(profilePhoto, ctx.photos)),
    ...(primary ? { role: primary.role, ministry: primary.ministry } : {}),
  };
  try {
    await ctx.db.transaction(async (tx) => {
      if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, userId));
      if (ministryRoles) {
        await tx.delete(userMinistryRoles).where(eq(userMinistryRoles.userId, userId));
        await tx.insert(userMinistryRoles).values(ministryRoles.map((p) => ({ userId, ...p })));
      } else {
        await moveFirstPair(tx, userId, fields);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', AUTH_MSG.emailTaken);
    throw error;
  }
  const updated = await loadCurrentUser(ctx.db, userId);
  if (updated.email !== ctx.user.email) await endOtherSessions(ctx.auth, userId, ctx.session.id);
  await recordActivity(ctx.db, userId, ACTIVITY.updatedOwnProfile(updated.name));
  return updated;
}

// Tasks between others and links stay (foreign keys set null); only tasks they gave themselves go.
export async function deleteAccount(ctx: Ctx, userId: number): Promise<WithCookie<{ message: string }>> {
  if (!canEditProfile(ctx.user, userId)) throw forbidden(AUTH_MSG.notYourAccount);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(tasks).where(and(eq(tasks.assignorId, userId), eq(tasks.assigneeId, userId)));
    await tx.delete(users).where(eq(users.id, userId));
  });
  await recordActivity(ctx.db, null, ACTIVITY.left(ctx.user.name));
  const cookie = await endAllSessions(ctx.auth, userId);
  return { value: { message: AUTH_MSG.accountDeleted }, cookie };
}
