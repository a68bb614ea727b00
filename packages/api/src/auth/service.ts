import { type Database, portalFounding, users } from '@kubm/db';
import {
  type ChangePasswordInput,
  isAppointedRole,
  LIMITS,
  type LoginInput,
  MSG,
  newRegistrationCode,
  type RegisterInput,
  type ResetPasswordInput,
} from '@kubm/validators';
import { and, eq } from 'drizzle-orm';
import { ACTIVITY, recordActivity } from '../activities/record';
import { AppError, forbidden, tooManyRequests } from '../app-error';
import type { BackgroundTasks } from '../background';
import { isUniqueViolation } from '../db-errors';
import type { Mailer } from '../mail/mailer';
import { type CurrentUser, loadCurrentUser } from '../users/current-user';
import { createAccount, foundPortal } from './accounts';
import { AUTH_MSG } from './messages';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import type { RateLimiter } from './rate-limit';
import { checkRegistrationCode, registrationCodeRequired } from './registration-code';
import { hashResetToken, newResetToken, resetEmail, resetLink, resetTokenMatches } from './reset-token';
import {
  endAllSessions,
  endOtherSessions,
  endSession,
  startSession,
  type WithCookie,
} from './session-cookie';
import type { Auth, Session, SessionUser } from './sessions';
import type { AuthSettings, LimitRules } from './settings';

interface Ctx {
  db: Database;
  auth: Auth;
  settings: AuthSettings;
  rules: LimitRules;
  limiter: RateLimiter;
  clientIp: string;
  background: BackgroundTasks;
  mailer: Mailer;
  appUrl: string;
}

export interface RegistrationOptions {
  leadershipOpen: boolean;
  codeRequired: boolean;
}

async function isFounded(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: portalFounding.id }).from(portalFounding).limit(1);
  return row !== undefined;
}

export async function registrationOptions(ctx: Ctx): Promise<RegistrationOptions> {
  const founded = await isFounded(ctx.db);
  return { leadershipOpen: !founded, codeRequired: registrationCodeRequired(ctx.settings, founded) };
}

function throttled(ms: number, message: (minutes: number) => string = AUTH_MSG.throttled): AppError {
  return tooManyRequests(message(Math.max(1, Math.ceil(ms / 60_000))), ms);
}

export async function register(ctx: Ctx, input: RegisterInput): Promise<WithCookie<CurrentUser>> {
  // Every attempt counts, a 409 or a wrong code included: neither may become a way to test codes.
  const attempt = await ctx.limiter.reserve([[ctx.rules.register, ctx.clientIp]]);
  if (!attempt.ok) throw throttled(attempt.retryAfterMs, AUTH_MSG.registerThrottled);
  const codeChecked = await checkRegistrationCode(ctx, input.registrationCode);

  const [primary] = input.ministryRoles;
  if (!primary) throw new AppError('BAD_REQUEST');
  const claimsAppointed = input.ministryRoles.some((pair) => isAppointedRole(pair.role));
  if (claimsAppointed && (await isFounded(ctx.db))) throw forbidden(MSG.leadershipNotClaimable);

  const passwordHash = await hashPassword(input.password);
  const ministryRoles = [primary, ...input.ministryRoles.slice(1)] as const;
  let userId: number;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const id = await createAccount(tx, { ...input, passwordHash, ministryRoles });
      const founder = await foundPortal(tx, id, newRegistrationCode());
      if (!founder && claimsAppointed) throw forbidden(MSG.leadershipNotClaimable);
      if (!founder && !codeChecked) throw forbidden(MSG.registrationCodeInvalid);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', AUTH_MSG.emailTaken);
    throw error;
  }
  await recordActivity(ctx.db, userId, ACTIVITY.joined(input.name));
  const cookie = await startSession(ctx.auth, userId, false);
  return { value: await loadCurrentUser(ctx.db, userId), cookie };
}

export async function login(ctx: Ctx, input: LoginInput): Promise<WithCookie<CurrentUser>> {
  const { rules } = ctx;
  const ownPair = [rules.loginAccountAddress, `${input.email}\n${ctx.clientIp}`] as const;
  // Reserved before the password check, so parallel attempts cannot all slip past the limit.
  const attempt = await ctx.limiter.reserve([
    ownPair,
    [rules.loginAccount, input.email],
    [rules.loginAddress, ctx.clientIp],
  ]);
  if (!attempt.ok) throw throttled(attempt.retryAfterMs);

  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email));
  // An unknown e-mail costs a hash check too, so the timing does not tell who is registered.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) throw new AppError('UNAUTHORIZED', AUTH_MSG.badCredentials);

  await attempt.refund();
  await ctx.limiter.clear(ownPair);
  const cookie = await startSession(ctx.auth, user.id, input.rememberMe ?? false);
  return { value: await loadCurrentUser(ctx.db, user.id), cookie };
}

export async function logout(
  ctx: Pick<Ctx, 'auth'> & { session: Session | null },
): Promise<WithCookie<{ message: string }>> {
  const cookie = await endSession(ctx.auth, ctx.session?.id);
  return { value: { message: AUTH_MSG.loggedOut }, cookie };
}

type SignedInCtx = Ctx & { user: SessionUser; session: Session };

export async function logoutOthers(
  ctx: Pick<Ctx, 'auth'> & { user: SessionUser; session: Session },
): Promise<{ message: string }> {
  await endOtherSessions(ctx.auth, ctx.user.id, ctx.session.id);
  return { message: AUTH_MSG.otherSessionsEnded };
}

// Under the sign-in limits, so a borrowed session cannot guess the password.
export async function changePassword(
  ctx: SignedInCtx,
  input: ChangePasswordInput,
): Promise<{ message: string }> {
  const { rules } = ctx;
  const email = ctx.user.email;
  const ownPair = [rules.loginAccountAddress, `${email}\n${ctx.clientIp}`] as const;
  const attempt = await ctx.limiter.reserve([ownPair, [rules.loginAccount, email]]);
  if (!attempt.ok) throw throttled(attempt.retryAfterMs);
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw forbidden(AUTH_MSG.currentPasswordWrong);
  }
  await attempt.refund();
  const passwordHash = await hashPassword(input.password);
  // A reset link asked for earlier is void too: it would set a password over this one.
  await ctx.db
    .update(users)
    .set({ passwordHash, resetTokenHash: null, resetTokenExpiry: null })
    .where(eq(users.id, ctx.user.id));
  await endOtherSessions(ctx.auth, ctx.user.id, ctx.session.id);
  return { message: AUTH_MSG.passwordChanged };
}

// The lookup and e-mail run after the answer, so timing tells nothing.
export function requestPasswordReset(ctx: Ctx, email: string): { message: string } {
  ctx.background.run('password reset e-mail', () => sendPasswordReset(ctx, email));
  return { message: AUTH_MSG.forgotSent };
}

async function sendPasswordReset(ctx: Ctx, email: string): Promise<void> {
  const attempt = await ctx.limiter.reserve([[ctx.rules.resetEmail, email]]);
  if (!attempt.ok) return;
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return;
  const { token, hash } = newResetToken();
  await ctx.db
    .update(users)
    .set({ resetTokenHash: hash, resetTokenExpiry: new Date(Date.now() + LIMITS.resetTokenTtlMs) })
    .where(eq(users.id, user.id));
  await ctx.mailer.send({ to: email, ...resetEmail(user.name, resetLink(ctx.appUrl, token, email)) });
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
  if (!valid) throw new AppError('BAD_REQUEST', AUTH_MSG.resetInvalid);
  return user;
}

export async function verifyResetToken(ctx: Ctx, input: { email: string; token: string }) {
  await userWithValidToken(ctx, input.email, input.token);
  return { valid: true as const, message: AUTH_MSG.resetValid };
}

export async function resetPassword(
  ctx: Ctx,
  input: ResetPasswordInput,
): Promise<WithCookie<{ message: string }>> {
  const user = await userWithValidToken(ctx, input.email, input.token);
  const passwordHash = await hashPassword(input.password);
  // Clearing the hash in the statement that checks it makes the link single-use, even under a race.
  const updated = await ctx.db
    .update(users)
    .set({ passwordHash, resetTokenHash: null, resetTokenExpiry: null })
    .where(and(eq(users.id, user.id), eq(users.resetTokenHash, hashResetToken(input.token))))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('BAD_REQUEST', AUTH_MSG.resetInvalid);
  const cookie = await endAllSessions(ctx.auth, user.id);
  await ctx.limiter.clear([ctx.rules.loginAccount, input.email]);
  return { value: { message: AUTH_MSG.resetDone }, cookie };
}
