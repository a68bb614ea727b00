import type { Context } from '../context';

type SessionContext = Pick<Context, 'auth' | 'resHeaders'>;

/**
 * Signs `userId` in. Remember-me: a 30-day cookie that slides. Otherwise: a cookie without an expiry
 * (gone when the browser closes) and a server-side expiry of BROWSER_SESSION_HOURS that slides with use.
 */
export async function startSession(ctx: SessionContext, userId: number, rememberMe: boolean): Promise<void> {
  const cookie = await ctx.auth.createSession(userId, rememberMe);
  ctx.resHeaders.append('Set-Cookie', cookie.serialize());
}

/** Ends the current session on the server and clears the cookie. */
export async function endSession(ctx: SessionContext, sessionId: string | undefined): Promise<void> {
  if (sessionId) await ctx.auth.invalidateSession(sessionId);
  ctx.resHeaders.append('Set-Cookie', ctx.auth.createBlankSessionCookie().serialize());
}

/** Ends every session of a user (password reset, account deletion) and clears this browser's cookie. */
export async function endAllSessions(ctx: SessionContext, userId: number): Promise<void> {
  await ctx.auth.invalidateUserSessions(userId);
  ctx.resHeaders.append('Set-Cookie', ctx.auth.createBlankSessionCookie().serialize());
}

/**
 * Signs the member out everywhere but here (issue 20): 'Log keluar dari peranti lain', and after a new
 * password or e-mail address. This browser's session and cookie stay as they are.
 */
export async function endOtherSessions(
  ctx: Pick<Context, 'auth'>,
  userId: number,
  keepSessionId: string,
): Promise<number> {
  return ctx.auth.invalidateOtherSessions(userId, keepSessionId);
}
