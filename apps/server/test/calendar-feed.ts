// A calendar feed for tests (ARCHITECTURE.md#tests): a real local HTTP server serving fixture iCalendar text and
// Google Calendar API pages, which can also fail, hang or send an endless body; it counts every hit.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FeedMode = 'ok' | 'fail' | 'hang' | 'huge' | 'not-ics';

export interface FeedServer {
  url: string;
  /** Requests received per path (query excluded). */
  hits(path: string): number;
  /** Bytes of the endless body written before the client hung up (mode 'huge'). */
  hugeBytesSent(): number;
  /** The query strings Google requests came with, in order. */
  googleQueries(): URLSearchParams[];
  setIcs(path: string, text: string): void;
  setMode(mode: FeedMode): void;
  setGooglePages(pages: unknown[]): void;
  close(): Promise<void>;
}

export const GOOGLE_API_PATH = '/google/calendar/v3';
export const GOOGLE_KEY = 'kunci-rahsia-ujian';

export async function startFeedServer(): Promise<FeedServer> {
  const texts = new Map<string, string>();
  const hitCounts = new Map<string, number>();
  const queries: URLSearchParams[] = [];
  const sockets = new Set<Socket>();
  let mode: FeedMode = 'ok';
  let pages: unknown[] = [];
  let hugeSent = 0;

  function endless(res: ServerResponse) {
    // Chunked, no Content-Length: the client only learns the size by reading, and must stop itself.
    res.writeHead(200, { 'content-type': 'text/calendar' });
    const chunk = `BEGIN:VCALENDAR\r\nX-PADDING:${'x'.repeat(16 * 1024)}\r\n`;
    const write = () => {
      while (!res.destroyed && hugeSent < 512 * 1024 * 1024) {
        hugeSent += chunk.length;
        if (!res.write(chunk)) {
          res.once('drain', write);
          return;
        }
      }
    };
    res.on('close', () => res.removeAllListeners('drain'));
    write();
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://feed.test');
    hitCounts.set(url.pathname, (hitCounts.get(url.pathname) ?? 0) + 1);
    if (mode === 'hang') return; // never answers; the socket stays open
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error');
      return;
    }
    if (mode === 'huge') {
      endless(res);
      return;
    }
    if (mode === 'not-ics') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in</title>');
      return;
    }
    if (url.pathname.startsWith(`${GOOGLE_API_PATH}/calendars/`)) {
      queries.push(url.searchParams);
      if (url.searchParams.get('key') !== GOOGLE_KEY) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"code":400}}');
        return;
      }
      const index = Number(url.searchParams.get('pageToken') ?? '0');
      const page = pages[index];
      res.writeHead(page ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(page ?? {}));
      return;
    }
    const text = texts.get(url.pathname);
    if (text === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(text);
  }

  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: (path) => hitCounts.get(path) ?? 0,
    hugeBytesSent: () => hugeSent,
    googleQueries: () => [...queries],
    setIcs: (path, text) => {
      texts.set(path, text);
    },
    setMode: (next) => {
      mode = next;
    },
    setGooglePages: (next) => {
      pages = next;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
