// The REST door to the same procedures tRPC serves: docs/decisions/own-rest-adapter.md.
import type { AnyRouter, inferRouterContext, TRPCError } from '@trpc/server';
import { type ErrorBody, errorBody, HTTP_STATUS, toTRPCError } from '../errors';
import { RestInputError, type RestRequest, type RestTarget, readRestInput } from './input';
import { rawFileReply } from './raw-file';
import { jsonReply, type RestReply, replyToResponse, restReply } from './reply';
import { ReplyHeaders } from './reply-headers';
import { preparedRevalidatedReply, revalidatedJsonReply } from './revalidate';
import { collectRoutes, matchRoute, type RestRoute, splitPath } from './routes';

export const REST_MESSAGES = {
  notFound: 'Laluan API tidak dijumpai',
  methodNotAllowed: 'Kaedah HTTP tidak dibenarkan untuk laluan ini',
} as const;

export interface RestErrorInfo<TInfo> {
  error: TRPCError;
  path: string | undefined;
  req: RestRequest;
  info: TInfo;
}

export interface RestHandlerOptions<TRouter extends AnyRouter, TInfo> {
  router: TRouter;
  createContext(opts: {
    req: RestRequest;
    resHeaders: ReplyHeaders;
    info: TInfo;
    /** The route is `rest.sessionless`: its answer must not depend on, or touch, the caller's session. */
    sessionless: boolean;
  }): inferRouterContext<TRouter> | Promise<inferRouterContext<TRouter>>;
  basePath: string;
  /** What a sessionless route's `ready` reads (the server's ApiDeps); without it the procedure always answers. */
  readyFrom?: unknown;
  onError?(opts: RestErrorInfo<TInfo>): void;
}

export interface SessionlessRead<TInfo> {
  /** The reply from the answer at hand (`rest.sessionless.ready` given `readyFrom`), when there is one. */
  ready(ifNoneMatch: string | null): RestReply | undefined;
  /** The reply from the procedure. */
  answer(req: RestRequest, info: TInfo): Promise<RestReply>;
}

export interface RestCore<TInfo> {
  (req: RestRequest, target: RestTarget, info: TInfo): Promise<RestReply>;
  /** The `rest.sessionless` GET at exactly this path (undecoded, no query), to answer without a URL or a route match. */
  sessionlessRead(pathname: string): SessionlessRead<TInfo> | undefined;
}

export type RestHandler<TInfo> = (req: Request, resHeaders: Headers, info: TInfo) => Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return replyToResponse(jsonReply(status, body));
}

function withReplyHeaders(reply: RestReply, resHeaders: ReplyHeaders): RestReply {
  if (resHeaders.setCookies.length > 0) reply.setCookies.push(...resHeaders.setCookies);
  resHeaders.copyTo(reply.headers);
  return reply;
}

function withHeaders(reply: RestReply, resHeaders: Headers): RestReply {
  reply.setCookies.push(...resHeaders.getSetCookie());
  resHeaders.forEach((value, name) => {
    if (name !== 'set-cookie') reply.headers[name] = value;
  });
  return reply;
}

function decodeParts(pathname: string): string[] | null {
  const parts = splitPath(pathname);
  try {
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string;
      if (part.includes('%')) parts[i] = decodeURIComponent(part);
    }
    return parts;
  } catch {
    return null;
  }
}

function errorReply(error: TRPCError, errorField: 'error' | undefined): RestReply {
  const status = HTTP_STATUS[error.code] ?? 500;
  const body: ErrorBody & { error?: string } = errorBody(error);
  return jsonReply(status, errorField ? { error: body.message, ...body } : body);
}

export function createRestCore<TRouter extends AnyRouter, TInfo>(
  options: RestHandlerOptions<TRouter, TInfo>,
): RestCore<TInfo> {
  const routes = collectRoutes(options.router);
  const base = options.basePath.replace(/\/+$/, '');

  async function answer(route: RestRoute, input: unknown, req: RestRequest, info: TInfo): Promise<RestReply> {
    const resHeaders = new ReplyHeaders();
    try {
      const ctx = await options.createContext({
        req,
        resHeaders,
        info,
        sessionless: route.sessionless !== undefined,
      });
      // What tRPC's server-side caller does for one procedure, without building its proxy per request.
      const output = await route.procedure({
        path: route.procedurePath,
        getRawInput: async () => input,
        ctx,
        type: route.type,
        signal: undefined,
        batchIndex: 0,
      });
      const reply: RestReply =
        route.status === 204
          ? restReply(204, { 'cache-control': 'no-store' }, null)
          : route.rawContentType
            ? rawFileReply(route.status, output, route.rawContentType)
            : route.revalidate
              ? revalidatedJsonReply(route.status, output, req.headers.get('if-none-match'))
              : jsonReply(route.status, output ?? null);
      return withReplyHeaders(reply, resHeaders);
    } catch (cause) {
      const error = toTRPCError(cause);
      options.onError?.({ error, path: route.procedurePath, req, info });
      return withReplyHeaders(errorReply(error, route.errorField), resHeaders);
    }
  }

  // Between refreshes a poll gets the answer at hand and only compares its tag; otherwise the procedure runs.
  const sessionlessReads = new Map<string, SessionlessRead<TInfo>>();
  const { readyFrom } = options;
  for (const route of routes) {
    const { sessionless } = route;
    if (!sessionless) continue;
    sessionlessReads.set(`${base}${route.path}`, {
      ready(ifNoneMatch) {
        const prepared = readyFrom === undefined ? undefined : sessionless.ready?.(readyFrom as never);
        if (!prepared) return undefined;
        return (
          preparedRevalidatedReply(route.status, prepared, ifNoneMatch) ??
          revalidatedJsonReply(route.status, prepared, ifNoneMatch)
        );
      },
      answer: (req, info) => answer(route, undefined, req, info),
    });
  }

  const core = async (req: RestRequest, target: RestTarget, info: TInfo): Promise<RestReply> => {
    const { pathname } = target; // on a URL, a getter that makes a new string on each read
    const below = pathname === base ? '/' : pathname.slice(base.length);
    const parts = pathname === base || pathname.startsWith(`${base}/`) ? decodeParts(below) : null;
    if (!parts) return jsonReply(404, { message: REST_MESSAGES.notFound });

    const match = matchRoute(routes, req.method, parts);
    if (match.kind === 'none') return jsonReply(404, { message: REST_MESSAGES.notFound });
    if (match.kind === 'wrong-method') {
      return jsonReply(405, { message: REST_MESSAGES.methodNotAllowed }, { allow: match.allow.join(', ') });
    }

    const { route, params } = match;
    let input: unknown;
    if (route.takesInput) {
      try {
        input = await readRestInput(req, target, params);
      } catch (error) {
        if (error instanceof RestInputError) return jsonReply(error.status, { message: error.message });
        throw error;
      }
    }
    return answer(route, input, req, info);
  };
  return Object.assign(core, { sessionlessRead: (pathname: string) => sessionlessReads.get(pathname) });
}

export function createRestHandler<TRouter extends AnyRouter, TInfo>(
  options: RestHandlerOptions<TRouter, TInfo>,
): RestHandler<TInfo> {
  const core = createRestCore(options);
  return async (req, resHeaders, info) => {
    const reply = await core(req, new URL(req.url), info);
    return replyToResponse(withHeaders(reply, resHeaders));
  };
}
