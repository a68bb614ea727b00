// Sessions start and end in the services; the cookie that says so is set by the procedure (setCookie).
import type { ResponseHeaders } from '../context';
import type { Auth } from './sessions';

/** A service's answer and the Set-Cookie value its procedure must send with it. */
export interface WithCookie<T> {
  value: T;
  cookie: string;
}

/** At the procedure edge: sends the cookie, answers the value. */
export function setCookie<T>(ctx: { resHeaders: ResponseHeaders }, answer: WithCookie<T>): T {
  ctx.resHeaders.append('Set-Cookie', answer.cookie);
  return answer.value;
}

/**
 * Signs `userId` in; the cookie to set. Remember-me: a 30-day cookie that slides. Otherwise: a cookie without
 * an expiry (gone when the browser closes) and a server-side expiry of BROWSER_SESSION_HOURS that slides.
 */
export async function startSession(auth: Auth, userId: number, rememberMe: boolean): Promise<string> {
  return (await auth.createSession(userId, rememberMe)).serialize();
}

/** Ends the current session on the server; the blank cookie that clears it. */
export async function endSession(auth: Auth, sessionId: string | undefined): Promise<string> {
  if (sessionId) await auth.invalidateSession(sessionId);
  return auth.createBlankSessionCookie().serialize();
}

/** Ends every session of a user (password reset, account deletion); the blank cookie for this browser. */
export async function endAllSessions(auth: Auth, userId: number): Promise<string> {
  await auth.invalidateUserSessions(userId);
  return auth.createBlankSessionCookie().serialize();
}

/**
 * Signs the member out everywhere but here: 'Log keluar dari peranti lain', and after a new password or
 * e-mail address. This browser's session and cookie stay as they are.
 */
export function endOtherSessions(auth: Auth, userId: number, keepSessionId: string): Promise<number> {
  return auth.invalidateOtherSessions(userId, keepSessionId);
}
