// Accounts: register, login, logout, forgot and reset password. Procedures stay thin and call these.

import { members, userMinistryRoles, users } from '@kubm/db';
import { LIMITS, type LoginInput, type RegisterInput, type ResetPasswordInput } from '@kubm/validators';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { recordActivity } from '../activities/record';
import type { Context } from '../context';
import { isUniqueViolation } from '../db-errors';
import { type CurrentUser, loadCurrentUser } from '../users/current-user';
import { AUTH_MSG } from './messages';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { hashResetToken, newResetToken, resetEmail, resetLink, resetTokenMatches } from './reset-token';
import { endAllSessions, endSession, startSession } from './session-cookie';

type Ctx = Omit<Context, 'user' | 'session'>;

export async function register(ctx: Ctx, input: RegisterInput): Promise<CurrentUser> {
  // The first pair is the user's role and ministry (spec §3); the single fields only echo it.
  const [primary] = input.ministryRoles;
  if (!primary) throw new TRPCError({ code: 'BAD_REQUEST' });
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          role: primary.role,
          ministry: primary.ministry,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('insert returned no row');
      await tx.insert(members).values({ userId: created.id });
      await tx
        .insert(userMinistryRoles)
        .values(input.ministryRoles.map((p) => ({ userId: created.id, ...p })));
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: AUTH_MSG.emailTaken });
    throw error;
  }
  await recordActivity(ctx.db, userId, `${input.name} joined the committee`);
  await startSession(ctx, userId, false);
  return loadCurrentUser(ctx.db, userId);
}

function throttled(ms: number): TRPCError {
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: AUTH_MSG.throttled(Math.max(1, Math.ceil(ms / 60_000))),
  });
}

export async function login(ctx: Ctx, input: LoginInput): Promise<CurrentUser> {
  const { loginByEmail, loginByIp } = ctx.limits;
  const wait = Math.max(loginByEmail.retryAfterMs(input.email), loginByIp.retryAfterMs(ctx.clientIp));
  if (wait > 0) throw throttled(wait);

  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email));
  // An unknown e-mail costs a hash check too, so the answer and its timing do not tell who is registered.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) {
    loginByEmail.fail(input.email);
    loginByIp.fail(ctx.clientIp);
    throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MSG.badCredentials });
  }
  loginByEmail.reset(input.email);
  await startSession(ctx, user.id, input.rememberMe ?? false);
  return loadCurrentUser(ctx.db, user.id);
}

export async function logout(ctx: Ctx & { session: Context['session'] }): Promise<{ message: string }> {
  await endSession(ctx, ctx.session?.id);
  return { message: AUTH_MSG.loggedOut };
}

/** Always answers the same, whether or not the e-mail is registered. */
export async function requestPasswordReset(ctx: Ctx, email: string): Promise<{ message: string }> {
  const answer = { message: AUTH_MSG.forgotSent };
  if (ctx.limits.resetByEmail.retryAfterMs(email) > 0) return answer;
  ctx.limits.resetByEmail.fail(email);

  const [user] = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return answer;
  const { token, hash } = newResetToken();
  await ctx.db
    .update(users)
    .set({ resetTokenHash: hash, resetTokenExpiry: new Date(Date.now() + LIMITS.resetTokenTtlMs) })
    .where(eq(users.id, user.id));
  const mail = resetEmail(user.name, resetLink(ctx.appUrl, token, email));
  // Sent in the background: waiting for SMTP would make a registered address answer measurably slower.
  ctx.mailer.send({ to: email, ...mail }).catch((error: unknown) => {
    ctx.logger.error({ err: error, userId: user.id }, 'password reset e-mail failed');
  });
  return answer;
}

async function userWithValidToken(ctx: Ctx, email: string, token: string) {
  const [user] = await ctx.db
    .select({ id: users.id, resetTokenHash: users.resetTokenHash, resetTokenExpiry: users.resetTokenExpiry })
    .from(users)
    .where(eq(users.email, email));
  const valid =
    !!user &&
    resetTokenMatches(user.resetTokenHash, token) &&
    !!user.resetTokenExpiry &&
    user.resetTokenExpiry.getTime() > Date.now();
  if (!valid) throw new TRPCError({ code: 'BAD_REQUEST', message: AUTH_MSG.resetInvalid });
  return user;
}

export async function verifyResetToken(ctx: Ctx, input: { email: string; token: string }) {
  await userWithValidToken(ctx, input.email, input.token);
  return { valid: true as const, message: AUTH_MSG.resetValid };
}

export async function resetPassword(ctx: Ctx, input: ResetPasswordInput): Promise<{ message: string }> {
  const user = await userWithValidToken(ctx, input.email, input.token);
  const passwordHash = await hashPassword(input.password);
  // Clearing the hash in the statement that checks it makes the link single-use, even under a race.
  const updated = await ctx.db
    .update(users)
    .set({ passwordHash, resetTokenHash: null, resetTokenExpiry: null })
    .where(and(eq(users.id, user.id), eq(users.resetTokenHash, hashResetToken(input.token))))
    .returning({ id: users.id });
  if (updated.length === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: AUTH_MSG.resetInvalid });
  await endAllSessions(ctx, user.id);
  ctx.limits.loginByEmail.reset(input.email);
  return { message: AUTH_MSG.resetDone };
}
