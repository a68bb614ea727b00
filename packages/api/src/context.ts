import type { Session, SessionUser } from './auth/sessions';
import { asDatabaseUnavailable, recheckAfterOutage } from './database-watch';
import type { ApiDeps } from './deps';
import { toTRPCError } from './errors';

// The tRPC door passes a `Headers`; the REST door a lighter `ReplyHeaders`.
export interface ResponseHeaders {
  append(name: string, value: string): void;
  set(name: string, value: string): void;
}

export interface RequestInfo {
  req: { readonly url: string; readonly headers: { get(name: string): string | null } };
  resHeaders: ResponseHeaders;
  clientIp: string;
}

export interface Context extends ApiDeps, RequestInfo {
  user: SessionUser | null;
  session: Session | null;
}

type EveryField<T> = { [K in keyof Required<T>]: T[K] };

// Field by field, not spread: V8 builds a literal in one step but a spread copy field by field (µs per request).
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
    memberLists: deps.memberLists,
    taskList: deps.taskList,
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

function rethrowAtEdge(error: unknown): never {
  throw toTRPCError(error);
}

// After an outage the tables may need re-creating before any is read. Undefined (no await) when all is well.
function afterOutage(deps: ApiDeps): Promise<void> | undefined {
  return recheckAfterOutage(deps)?.catch(rethrowAtEdge);
}

// For answers that are the same for everyone (`rest.sessionless`): no cookie read, no session lookup or refresh.
export function createSessionlessContext(deps: ApiDeps, info: RequestInfo): Context | Promise<Context> {
  const recheck = afterOutage(deps);
  if (recheck) return recheck.then(() => newContext(deps, info, null, null));
  return newContext(deps, info, null, null);
}

export async function createContext(deps: ApiDeps, info: RequestInfo): Promise<Context> {
  const recheck = afterOutage(deps);
  if (recheck) await recheck;
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
  if (session.fresh && session.persistent) {
    info.resHeaders.append('Set-Cookie', deps.auth.createSessionCookie(session.id).serialize());
  }
  return newContext(deps, info, user, session);
}
