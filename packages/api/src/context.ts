import type { Session, SessionUser } from './auth/sessions';
import { asDatabaseUnavailable, recheckAfterOutage } from './database-watch';
import type { ApiDeps } from './deps';

export interface RequestInfo {
  /** The incoming request: a fetch Request, or the server's thin view of one (its address and headers). */
  req: { readonly url: string; readonly headers: { get(name: string): string | null } };
  /** Headers to add to the response: Set-Cookie goes here. */
  resHeaders: Headers;
  /** The client's address, for throttling. */
  clientIp: string;
}

export interface Context extends ApiDeps, RequestInfo {
  user: SessionUser | null;
  session: Session | null;
}

/** Reads the session cookie, validates it, and refreshes or clears the cookie. */
export async function createContext(deps: ApiDeps, info: RequestInfo): Promise<Context> {
  // First, before the session lookup: after an outage the sessions table may need re-creating.
  await recheckAfterOutage(deps);
  const sessionId = deps.auth.readSessionCookie(info.req.headers.get('cookie') ?? '');
  if (!sessionId) return { ...deps, ...info, user: null, session: null };
  const validated = await deps.auth.validateSession(sessionId).catch((error: unknown) => {
    throw asDatabaseUnavailable(deps, error);
  });
  if (!validated) {
    info.resHeaders.append('Set-Cookie', deps.auth.createBlankSessionCookie().serialize());
    return { ...deps, ...info, user: null, session: null };
  }
  const { session, user } = validated;
  // Only remember-me cookies carry an expiry to slide; browser-session cookies have none.
  if (session.fresh && session.persistent) {
    info.resHeaders.append('Set-Cookie', deps.auth.createSessionCookie(session.id).serialize());
  }
  return { ...deps, ...info, user, session };
}
