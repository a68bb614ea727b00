import type { Session, User } from 'lucia';
import type { ApiDeps } from './deps';

export interface RequestInfo {
  /** The incoming request (fetch API), for headers and cookies. */
  req: Request;
  /** Headers to add to the response: Set-Cookie goes here. */
  resHeaders: Headers;
  /** The client's address, for throttling. */
  clientIp: string;
}

export interface Context extends ApiDeps, RequestInfo {
  user: User | null;
  session: Session | null;
}

/** Reads the session cookie, validates it, and refreshes or clears the cookie as lucia asks. */
export async function createContext(deps: ApiDeps, info: RequestInfo): Promise<Context> {
  const sessionId = deps.auth.readSessionCookie(info.req.headers.get('cookie') ?? '');
  if (!sessionId) return { ...deps, ...info, user: null, session: null };

  const { session, user } = await deps.auth.validateSession(sessionId);
  if (!session) {
    info.resHeaders.append('Set-Cookie', deps.auth.createBlankSessionCookie().serialize());
  } else if (session.fresh && session.persistent) {
    // Only remember-me cookies carry an expiry to slide; browser-session cookies have none.
    info.resHeaders.append('Set-Cookie', deps.auth.createSessionCookie(session.id).serialize());
  }
  return { ...deps, ...info, user, session };
}
