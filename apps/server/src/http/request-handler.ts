// The request path: ARCHITECTURE.md#the-request-path.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type ApiDeps,
  appRouter,
  createContext,
  createSessionlessContext,
  memberPhotoPathId,
  memberPhotoResponse,
} from '@kubm/api';
import {
  createRestCore,
  GENERIC_ERROR_MESSAGE,
  generateOpenApiDocument,
  type RestReply,
  type SessionlessRead,
} from '@kubm/api/rest';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createAccessLog } from '../access-log';
import type { Logger } from '../logger';
import type { UnchangedPolls } from '../unchanged-polls';
import { isApiDocsPath, OPENAPI_DOCUMENT_PATH, sendApiDocs } from './api-docs';
import { BodyTooLargeError, readBody } from './body';
import { addressGroup, resolveClientAddress, type TrustedProxies } from './client-address';
import { CSRF_MESSAGE, isForbiddenCrossSiteWrite } from './csrf';
import { sendFetchResponse, sendJson, toFetchRequest } from './fetch-bridge';
import { isKnownMethod, METHOD_NOT_ALLOWED_MESSAGE } from './methods';
import { laneRestRequest, nodeRestRequest } from './node-request';
import { pickRequestId } from './request-id';
import { type RequestTarget, requestTarget } from './request-target';
import { apiSecurityHeaderList, setSecurityHeaders } from './security-headers';
import { responseToReply, sendListedReply, sendReply } from './send-reply';
import { sendServiceWorker } from './service-worker';
import { createStaticHandler } from './static-files';
import { checkTrpcBatch } from './trpc-batch';

export const HTTP_MESSAGES = {
  tooLarge: 'Permintaan terlalu besar',
  methodNotAllowed: METHOD_NOT_ALLOWED_MESSAGE,
} as const;

const API_VERSION = '1.0.0';

export interface RequestHandlerOptions {
  deps: ApiDeps;
  logger: Logger;
  webDistDir: string;
  isClosing(): boolean;
  hsts: boolean;
  trustedProxies: TrustedProxies;
  trpcMaxBatchCalls: number;
  compressMinBytes: number;
  unchangedPolls: UnchangedPolls | undefined;
}

interface RequestScope {
  clientIp: string;
  reqId: string;
}

// nginx's "client closed request".
export const CLIENT_CLOSED_STATUS = 499;

const CLIENT_GONE_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
]);

function isClientGone(error: unknown, req: IncomingMessage, res: ServerResponse): boolean {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  const gone = req.destroyed || res.destroyed || req.socket.destroyed;
  return gone && typeof code === 'string' && CLIENT_GONE_CODES.has(code);
}

const under = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

const msSince = (started: number) => Math.round((performance.now() - started) * 10) / 10;

const isReadOnly = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

const is = (path: string) => (pathname: string) => pathname === path;

const methodOf = (req: IncomingMessage) => req.method ?? 'GET';

type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  info: RequestScope,
) => Promise<void>;

interface Route {
  matches(pathname: string): boolean;
  allow: string;
  writes: boolean;
  handle: RouteHandler;
}

const reads = (matches: Route['matches'], handle: RouteHandler): Route => ({
  matches,
  allow: 'GET, HEAD',
  writes: false,
  handle,
});

export function createRequestHandler(options: RequestHandlerOptions) {
  const { deps, logger, unchangedPolls } = options;
  const accessLog = createAccessLog(logger);
  const serveStatic = createStaticHandler(options.webDistDir);
  let openApiJson: string | undefined;

  const compression = { minBytes: options.compressMinBytes };
  // Read lazily: with PORT=0 APP_URL is only known once the server listens.
  let appOrigin = { url: '', origin: '' };
  const currentAppOrigin = () => {
    if (appOrigin.url !== deps.appUrl) appOrigin = { url: deps.appUrl, origin: new URL(deps.appUrl).origin };
    return appOrigin.origin;
  };

  const rest = createRestCore<typeof appRouter, RequestScope>({
    router: appRouter,
    basePath: '/api',
    readyFrom: deps,
    createContext: ({ req, resHeaders, info, sessionless }) =>
      sessionless
        ? createSessionlessContext(deps, { req, resHeaders, clientIp: info.clientIp })
        : createContext(deps, { req, resHeaders, clientIp: info.clientIp }),
    onError: ({ error, path, info }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        logger.error({ reqId: info.reqId, err: error.cause ?? error, path }, 'REST procedure failed');
    },
  });

  async function readWriteBody(req: IncomingMessage, res: ServerResponse): Promise<Buffer | undefined> {
    try {
      return await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendJson(res, 413, { message: HTTP_MESSAGES.tooLarge });
      return undefined;
    }
  }

  async function trpc(req: IncomingMessage, res: ServerResponse, target: RequestTarget, info: RequestScope) {
    const { url } = target;
    const refusal = checkTrpcBatch(url, options.trpcMaxBatchCalls);
    if (refusal) {
      sendJson(res, 400, { message: refusal });
      return;
    }
    const body = isReadOnly(req) ? null : await readWriteBody(req, res);
    if (body === undefined) return;
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: toFetchRequest(req, url, body),
      router: appRouter,
      maxBatchSize: options.trpcMaxBatchCalls,
      createContext: ({ req: fetchReq, resHeaders }) =>
        createContext(deps, { req: fetchReq, resHeaders, clientIp: info.clientIp }),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          logger.error({ reqId: info.reqId, err: error.cause ?? error, path }, 'tRPC procedure failed');
      },
    });
    if (!response.headers.has('cache-control')) response.headers.set('Cache-Control', 'no-store');
    const reply = await responseToReply(response);
    await sendReply(res, reply, methodOf(req), req.headers['accept-encoding'], compression);
  }

  async function openApiDocument(_req: IncomingMessage, res: ServerResponse) {
    openApiJson ??= JSON.stringify(
      generateOpenApiDocument(appRouter, {
        title: 'Portal KUBM API',
        version: API_VERSION,
        baseUrl: `${deps.appUrl}/api`,
      }),
    );
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(openApiJson);
  }

  async function memberPhoto(req: IncomingMessage, res: ServerResponse, target: RequestTarget) {
    const photoId = memberPhotoPathId(target.pathname) as string; // the route matched it
    const ifNoneMatch = req.headers['if-none-match'] ?? null;
    const response = await memberPhotoResponse(deps, photoId, target.url, ifNoneMatch);
    await sendFetchResponse(res, response, methodOf(req));
  }

  // A read's headers all go with its reply (`listsHeaders`); a write's base headers were set before.
  async function restApi(
    req: IncomingMessage,
    res: ServerResponse,
    target: RequestTarget,
    info: RequestScope,
  ) {
    const readOnly = isReadOnly(req);
    const body = readOnly ? null : await readWriteBody(req, res);
    if (body === undefined) return;
    const reply = await rest(nodeRestRequest(req, target, body), target, info);
    const acceptEncoding = req.headers['accept-encoding'];
    if (readOnly) {
      await sendListedReply(
        res,
        reply,
        methodOf(req),
        acceptEncoding,
        compression,
        wholeReplyHeaders(info.reqId),
      );
    } else {
      await sendReply(res, reply, methodOf(req), acceptEncoding, compression);
    }
  }

  const restRoute: Route = {
    matches: under('/api'),
    allow: 'GET, POST, PUT, DELETE',
    writes: true,
    handle: restApi,
  };

  // First match wins. Without `writes`, writes get a 405 here with `allow` as the Allow header.
  const routes: readonly Route[] = [
    { matches: under('/trpc'), allow: 'GET, POST', writes: true, handle: trpc },
    reads(is(OPENAPI_DOCUMENT_PATH), openApiDocument),
    reads(isApiDocsPath, (req, res, target) => sendApiDocs(res, target.pathname, methodOf(req), req.headers)),
    reads((path) => memberPhotoPathId(path) !== null, memberPhoto),
    restRoute,
    reads(is('/sw.js'), (req, res) => sendServiceWorker(res, methodOf(req), req.headers)),
    reads(
      () => true,
      (req, res, target) => serveStatic(res, target.pathname, methodOf(req), req.headers),
    ),
  ];
  const routeFor = (pathname: string) => routes.find((route) => route.matches(pathname)) as Route;

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    matched: Route,
    target: RequestTarget,
    info: RequestScope,
  ) {
    if (!isReadOnly(req)) {
      if (isForbiddenCrossSiteWrite(req.method ?? '', req.headers, currentAppOrigin())) {
        sendJson(res, 403, { message: CSRF_MESSAGE });
        return;
      }
      if (!matched.writes) {
        sendJson(res, 405, { message: METHOD_NOT_ALLOWED_MESSAGE }, { Allow: matched.allow });
        return;
      }
    }
    await matched.handle(req, res, target, info);
  }

  const apiSecurityHeaders = apiSecurityHeaderList({ hsts: options.hsts });

  function wholeReplyHeaders(reqId: string): string[] {
    const leading = [...apiSecurityHeaders, 'X-Request-Id', reqId];
    if (options.isClosing()) leading.push('Connection', 'close');
    return leading;
  }

  // Security headers, the request id and the closing notice: on every answer, whichever path sends it.
  function setBaseHeaders(res: ServerResponse, pathname: string, reqId: string) {
    res.setHeader('X-Request-Id', reqId);
    setSecurityHeaders(res, pathname, { hsts: options.hsts });
    if (options.isClosing()) res.setHeader('Connection', 'close');
  }

  // A sessionless read with no answer at hand (the health check; the poll before the sheet's first fetch): no
  // URL object, no route match, no session.
  async function sessionlessRead(
    req: IncomingMessage,
    res: ServerResponse,
    read: SessionlessRead<RequestScope>,
    reqId: string,
  ) {
    const reply = await read.answer(laneRestRequest(req), { clientIp: clientIpOf(req), reqId });
    await sendListedReply(
      res,
      reply,
      methodOf(req),
      req.headers['accept-encoding'],
      compression,
      wholeReplyHeaders(reqId),
    );
  }

  // The answer at hand, sent synchronously. When the socket takes it whole at once its line is written here,
  // with nothing left to track at close (docs/decisions/lean-rest-door.md). A 304 is counted, not logged.
  function sendReadyReply(
    req: IncomingMessage,
    res: ServerResponse,
    ready: RestReply,
    reqId: string,
    path: string,
    started: number,
  ) {
    const method = methodOf(req);
    const sending = sendListedReply(
      res,
      ready,
      method,
      req.headers['accept-encoding'],
      compression,
      wholeReplyHeaders(reqId),
    );
    if (sending === undefined && res.writableFinished) {
      const ms = msSince(started);
      if (ready.status === 304 && unchangedPolls) unchangedPolls.count(path, ms);
      else accessLog({ reqId, method, path, status: ready.status, ms, aborted: false });
      return;
    }
    // Held back by the socket, it may still end as a 499: its line comes when it closes.
    logWhenClosed(res, reqId, method, path, started);
    sending?.catch((error: unknown) => {
      logger.error({ reqId, err: error }, 'request failed');
      res.destroy();
    });
  }

  // Outside the request's try: should it throw, the procedure answers instead.
  function readyReply(read: SessionlessRead<RequestScope>, req: IncomingMessage, reqId: string) {
    try {
      // Node joins repeated If-None-Match lines as fetch does; its header object is built for the request id anyway.
      return read.ready(req.headers['if-none-match'] ?? null);
    } catch (error) {
      logger.error({ reqId, err: error }, 'answer at hand failed');
      return undefined;
    }
  }

  // Written by the server's one close listener (`responseClosed`): a listener of its own cost each request µs.
  const lineAtClose = new WeakMap<
    ServerResponse,
    { reqId: string; method: string; path: string; started: number }
  >();
  function logWhenClosed(res: ServerResponse, reqId: string, method: string, path: string, started: number) {
    lineAtClose.set(res, { reqId, method, path, started });
  }

  function responseClosed(res: ServerResponse) {
    const line = lineAtClose.get(res);
    if (!line) return;
    accessLog({
      reqId: line.reqId,
      method: line.method,
      path: line.path,
      status: res.writableFinished || res.headersSent ? res.statusCode : CLIENT_CLOSED_STATUS,
      ms: msSince(line.started),
      aborted: !res.writableFinished,
    });
  }

  // An IPv6 client is counted by its /64: one host usually holds the whole block.
  const clientIpOf = (req: IncomingMessage) =>
    addressGroup(
      resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], options.trustedProxies),
    );

  async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const reqId = pickRequestId(req.headers['x-request-id']);
    const method = methodOf(req);
    const raw = req.url ?? '/';
    const queryAt = raw.indexOf('?');
    const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
    const read = isReadOnly(req) ? rest.sessionlessRead(rawPath) : undefined;
    const ready = read && readyReply(read, req, reqId);
    if (ready) {
      try {
        sendReadyReply(req, res, ready, reqId, rawPath, started);
      } catch (error) {
        // Thrown here it would reject the handler's promise, which nothing awaits.
        logger.error({ reqId, err: error }, 'request failed');
        res.destroy();
      }
      return;
    }
    const target = read ? undefined : requestTarget(req);
    const pathname = target ? target.pathname : rawPath;
    const matched = target && routeFor(pathname);
    // A REST read sends every header with its reply, in one list; any other answer has its base headers first.
    const listsHeaders = read !== undefined || (matched === restRoute && isReadOnly(req));

    if (!listsHeaders) setBaseHeaders(res, pathname, reqId);
    logWhenClosed(res, reqId, method, pathname, started);

    if (!isKnownMethod(method)) {
      sendJson(res, 405, { message: METHOD_NOT_ALLOWED_MESSAGE }, { Allow: routeFor(pathname).allow });
      return;
    }

    try {
      if (read) await sessionlessRead(req, res, read, reqId);
      else
        await route(req, res, matched as Route, target as RequestTarget, {
          clientIp: clientIpOf(req),
          reqId,
        });
    } catch (error) {
      if (isClientGone(error, req, res)) {
        logger.info({ reqId, method, path: pathname }, 'aborted');
        res.destroy();
        return;
      }
      logger.error({ reqId, err: error }, 'request failed');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (listsHeaders) setBaseHeaders(res, pathname, reqId);
      sendJson(res, 500, { message: GENERIC_ERROR_MESSAGE });
    }
  }

  return { handleRequest, responseClosed };
}
