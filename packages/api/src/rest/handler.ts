// Our REST door to the same procedures tRPC serves (ARCHITECTURE §1): match method + path from the
// route table, build the input, call the procedure through a server-side caller, map errors to HTTP.
import { type AnyRouter, getTRPCErrorFromUnknown, type inferRouterContext, TRPCError } from '@trpc/server';
import { type ErrorBody, errorBody, HTTP_STATUS } from '../errors';
import { RestInputError, readRestInput, takesInput } from './input';
import { rawFileResponse } from './raw-file';
import { revalidatedJsonResponse } from './revalidate';
import { collectRoutes, matchRoute, splitPath } from './routes';

export const REST_MESSAGES = {
  notFound: 'Laluan API tidak dijumpai',
  methodNotAllowed: 'Kaedah HTTP tidak dibenarkan untuk laluan ini',
} as const;

export interface RestErrorInfo<TInfo> {
  error: TRPCError;
  /** Dotted procedure path, or undefined when no route matched. */
  path: string | undefined;
  req: Request;
  info: TInfo;
}

export interface RestHandlerOptions<TRouter extends AnyRouter, TInfo> {
  router: TRouter;
  createContext(opts: {
    req: Request;
    resHeaders: Headers;
    info: TInfo;
  }): inferRouterContext<TRouter> | Promise<inferRouterContext<TRouter>>;
  /** Where the REST paths are mounted, e.g. `/api`. */
  basePath: string;
  /** Called for every error a procedure raises (as tRPC's onError); the caller decides what to log. */
  onError?(opts: RestErrorInfo<TInfo>): void;
}

/** Answers one request; `resHeaders` (Set-Cookie etc.) are copied onto the response. */
export type RestHandler<TInfo> = (req: Request, resHeaders: Headers, info: TInfo) => Promise<Response>;

const JSON_TYPE = 'application/json; charset=utf-8';

export function jsonResponse(status: number, body: unknown, headers?: Headers): Response {
  const h = new Headers(headers);
  h.set('Content-Type', JSON_TYPE);
  // Answers depend on the session; never let a shared cache keep them.
  h.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: h });
}

function withHeaders(response: Response, resHeaders: Headers): Response {
  for (const cookie of resHeaders.getSetCookie()) response.headers.append('Set-Cookie', cookie);
  resHeaders.forEach((value, name) => {
    if (name !== 'set-cookie') response.headers.set(name, value);
  });
  return response;
}

function decodeParts(pathname: string): string[] | null {
  try {
    return splitPath(pathname).map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
}

function errorResponse(error: TRPCError, errorField: 'error' | undefined): Response {
  const status = HTTP_STATUS[error.code] ?? 500;
  const body: ErrorBody & { error?: string } = errorBody(error);
  return jsonResponse(status, errorField ? { error: body.message, ...body } : body);
}

export function createRestHandler<TRouter extends AnyRouter, TInfo>(
  options: RestHandlerOptions<TRouter, TInfo>,
): RestHandler<TInfo> {
  const routes = collectRoutes(options.router);
  const base = options.basePath.replace(/\/+$/, '');

  return async (req, resHeaders, info) => {
    const url = new URL(req.url);
    const below = url.pathname === base ? '/' : url.pathname.slice(base.length);
    const parts = url.pathname === base || url.pathname.startsWith(`${base}/`) ? decodeParts(below) : null;
    if (!parts) return jsonResponse(404, { message: REST_MESSAGES.notFound });

    const match = matchRoute(routes, req.method, parts);
    if (match.kind === 'none') return jsonResponse(404, { message: REST_MESSAGES.notFound });
    if (match.kind === 'wrong-method') {
      const headers = new Headers({ Allow: match.allow.join(', ') });
      return jsonResponse(405, { message: REST_MESSAGES.methodNotAllowed }, headers);
    }

    const { route, params } = match;
    let input: unknown;
    try {
      input = await readRestInput(req, url, params, takesInput(route.procedure._def.inputs));
    } catch (error) {
      if (error instanceof RestInputError) return jsonResponse(error.status, { message: error.message });
      throw error;
    }

    try {
      const ctx = await options.createContext({ req, resHeaders, info });
      const caller = options.router.createCaller(ctx) as Record<string, unknown>;
      // The caller is a proxy: walking the dotted path then calling it runs that procedure.
      const call = route.procedurePath
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
        input: unknown,
      ) => Promise<unknown>;
      const output = await call(input);
      const response =
        route.status === 204
          ? new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
          : route.rawContentType
            ? rawFileResponse(route.status, output, route.rawContentType)
            : route.revalidate
              ? revalidatedJsonResponse(route.status, output, req)
              : jsonResponse(route.status, output ?? null);
      return withHeaders(response, resHeaders);
    } catch (cause) {
      const error = cause instanceof TRPCError ? cause : getTRPCErrorFromUnknown(cause);
      options.onError?.({ error, path: route.procedurePath, req, info });
      return withHeaders(errorResponse(error, route.errorField), resHeaders);
    }
  };
}
