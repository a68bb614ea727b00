// Sessions start and end in the services; the procedure sets the cookie (setCookie).
import type { ResponseHeaders } from '../context';
import type { Auth } from './sessions';

export interface WithCookie<T> {
  value: T;
  cookie: string;
}

export function setCookie<T>(ctx: { resHeaders: ResponseHeaders }, answer: WithCookie<T>): T {
  ctx.resHeaders.append('Set-Cookie', answer.cookie);
  return answer.value;
}

// Without remember-me the cookie has no expiry (gone when the browser closes) and the server's expiry slides.
export async function startSession(auth: Auth, userId: number, rememberMe: boolean): Promise<string> {
  return (await auth.createSession(userId, rememberMe)).serialize();
}

export async function endSession(auth: Auth, sessionId: string | undefined): Promise<string> {
  if (sessionId) await auth.invalidateSession(sessionId);
  return auth.createBlankSessionCookie().serialize();
}

export async function endAllSessions(auth: Auth, userId: number): Promise<string> {
  await auth.invalidateUserSessions(userId);
  return auth.createBlankSessionCookie().serialize();
}

export function endOtherSessions(auth: Auth, userId: number, keepSessionId: string): Promise<number> {
  return auth.invalidateOtherSessions(userId, keepSessionId);
}
