import { sessions } from '@kubm/db';
import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import { BROWSER_SESSION_HOURS } from './lucia';

type SessionContext = Pick<Context, 'auth' | 'db' | 'resHeaders'>;

/**
 * Signs `userId` in. Remember-me: a 30-day cookie that slides. Otherwise: a cookie without an expiry
 * (gone when the browser closes) and a server-side expiry of BROWSER_SESSION_HOURS that slides with use.
 */
export async function startSession(ctx: SessionContext, userId: number, rememberMe: boolean): Promise<void> {
  const session = await ctx.auth.createSession(userId, { persistent: rememberMe });
  const cookie = ctx.auth.createSessionCookie(session.id);
  if (!rememberMe) {
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + BROWSER_SESSION_HOURS * 3_600_000) })
      .where(eq(sessions.id, session.id));
    cookie.attributes.maxAge = undefined;
    cookie.attributes.expires = undefined;
  }
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
