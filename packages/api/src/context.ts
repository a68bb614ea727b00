import type { Session, SessionUser } from './auth/sessions';
import { asDatabaseUnavailable, recheckAfterOutage } from './database-watch';
import type { ApiDeps } from './deps';
import { toTRPCError } from './errors';

/**
 * The two calls procedures make on their answer's headers, as fetch's `Headers` has them: the tRPC door passes
 * a `Headers`; the REST door a lighter `ReplyHeaders` (rest/reply-headers.ts).
 */
export interface ResponseHeaders {
  /** Adds a value; Set-Cookie keeps each, any other header joins them with ', '. */
  append(name: string, value: string): void;
  /** Replaces every value the header had. */
  set(name: string, value: string): void;
}

export interface RequestInfo {
  /** The incoming request: a fetch Request, or the server's thin view of one (its address and headers). */
  req: { readonly url: string; readonly headers: { get(name: string): string | null } };
  /** Headers to add to the response: Set-Cookie goes here. */
  resHeaders: ResponseHeaders;
  /** The client's address, for throttling. */
  clientIp: string;
}

export interface Context extends ApiDeps, RequestInfo {
  user: SessionUser | null;
  session: Session | null;
}

/** Every field of T, optional ones included: the context below must name each dependency. */
type EveryField<T> = { [K in keyof Required<T>]: T[K] };

/**
 * Written out field by field rather than `{ ...deps, ...info, user, session }`: V8 makes an object literal in
 * one step, but adds fields to a spread copy one at a time, slowly (a few microseconds on every request).
 * A dependency added to ApiDeps and not here is a type error.
 */
function newContext(
  deps: ApiDeps,
  info: RequestInfo,
  user: SessionUser | null,
  session: Session | null,
): Context {
  const context: EveryField<Context> = {
    db: deps.db,
    auth: deps.auth,
    settings: deps.settings,
    rules: deps.rules,
    limiter: deps.limiter,
    background: deps.background,
    mailer: deps.mailer,
    logger: deps.logger,
    calendar: deps.calendar,
    voting: deps.voting,
    lists: deps.lists,
    taskMail: deps.taskMail,
    photos: deps.photos,
    appUrl: deps.appUrl,
    schema: deps.schema,
    undeclaredErrors: deps.undeclaredErrors,
    req: info.req,
    resHeaders: info.resHeaders,
    clientIp: info.clientIp,
    user,
    session,
  };
  return context;
}

/** Both doors take a context's failure (a 503 while the database is away) only as tRPC's error. */
function rethrowAtEdge(error: unknown): never {
  throw toTRPCError(error);
}

/** Reads the session cookie, validates it, and refreshes or clears the cookie. */
export async function createContext(deps: ApiDeps, info: RequestInfo): Promise<Context> {
  // First, before the session lookup: after an outage the sessions table may need re-creating.
  const recheck = recheckAfterOutage(deps);
  if (recheck) await recheck.catch(rethrowAtEdge);
  const sessionId = deps.auth.readSessionCookie(info.req.headers.get('cookie') ?? '');
  if (!sessionId) return newContext(deps, info, null, null);
  const validated = await deps.auth.validateSession(sessionId).catch((error: unknown) => {
    rethrowAtEdge(asDatabaseUnavailable(deps, error));
  });
  if (!validated) {
    info.resHeaders.append('Set-Cookie', deps.auth.createBlankSessionCookie().serialize());
    return newContext(deps, info, null, null);
  }
  const { session, user } = validated;
  // Only remember-me cookies carry an expiry to slide; browser-session cookies have none.
  if (session.fresh && session.persistent) {
    info.resHeaders.append('Set-Cookie', deps.auth.createSessionCookie(session.id).serialize());
  }
  return newContext(deps, info, user, session);
}
