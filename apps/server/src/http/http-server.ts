// Timeouts and connection caps: docs/decisions/http-timeouts-and-connection-caps.md.
import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '../logger';
import type { TrustedProxies } from './client-address';
import { type ConnectionStats, guardConnections } from './connection-guard';
import type { InFlightResponses } from './in-flight';
import { METHOD_NOT_ALLOWED_BODY } from './methods';

export interface HttpServerOptions {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  maxConnections: number;
  maxConnectionsPerAddress: number;
  trustedProxies: TrustedProxies;
  logger: Logger;
}

export interface RequestTracking {
  /** Every response until it closes: a graceful stop waits for them. */
  inFlight: InFlightResponses;
  /** After each response has closed. */
  afterEach(res: ServerResponse): void;
}

export interface LimitedServer {
  server: Server;
  maxConnections: number;
  connectionStats(): ConnectionStats;
}

// Node checks the headers and request timeouts every 30 s by default, so a 10 s limit could hold for 40 s.
function checkingInterval(options: HttpServerOptions): number {
  return Math.max(
    25,
    Math.min(1000, Math.floor(Math.min(options.headersTimeoutMs, options.requestTimeoutMs) / 4)),
  );
}

export function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    const value = Number(soft);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

// Headroom for the database, static files, the log, mail and feeds, so client sockets cannot starve them.
export function connectionCapFor(configured: number, fileLimit: number | undefined): number {
  if (fileLimit === undefined) return configured;
  const headroom = Math.max(64, Math.floor(fileLimit / 10));
  return Math.max(1, Math.min(configured, fileLimit - headroom));
}

// CONNECT reaches its own event, never the request handler.
function refuseConnect(_req: IncomingMessage, socket: Duplex) {
  const body = METHOD_NOT_ALLOWED_BODY;
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\n' +
      'Allow: GET, HEAD\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

export function createLimitedServer(
  handler: RequestListener,
  options: HttpServerOptions,
  tracking: RequestTracking,
): LimitedServer {
  const server = createServer({
    headersTimeout: options.headersTimeoutMs,
    requestTimeout: options.requestTimeoutMs,
    connectionsCheckingInterval: checkingInterval(options),
  });
  server.keepAliveTimeout = options.keepAliveTimeoutMs;
  // Without a 'timeout' listener Node destroys the silent socket, which is what we want.
  server.setTimeout(options.idleTimeoutMs);
  server.on('connect', refuseConnect);

  const fileLimit = openFileLimit();
  const maxConnections = connectionCapFor(options.maxConnections, fileLimit);
  if (maxConnections < options.maxConnections) {
    options.logger.warn(
      { configured: options.maxConnections, fileLimit, effective: maxConnections },
      'HTTP_MAX_CONNECTIONS lowered to fit the open-file limit (ulimit -n)',
    );
  }
  const guard = guardConnections(server, {
    maxConnections,
    maxConnectionsPerAddress: options.maxConnectionsPerAddress,
    isExempt: (address) => options.trustedProxies.has(address),
    logger: options.logger,
  });
  // One close listener per response for all its bookkeeping: each listener cost a hot read about 1 µs.
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const entry = tracking.inFlight.add(res);
    const onConnection = guard.requestStarted(req);
    // `on`, not `once`: a response closes once, and `once` wraps and then removes the listener.
    res.on('close', () => {
      tracking.inFlight.remove(entry);
      guard.requestEnded(onConnection);
      tracking.afterEach(res);
    });
    handler(req, res);
  });
  return { server, maxConnections, connectionStats: guard.stats };
}
