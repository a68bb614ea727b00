// A published voting sheet for tests (ARCHITECTURE.md#tests): a real local HTTP server serving CSV fixtures,
// which can change from one request to the next, fail, hang, send an endless body or a sign-in page; it
// counts every hit, as the Google Sheets server would see them.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type SheetMode = 'ok' | 'fail' | 'hang' | 'huge' | 'html';

export interface SheetServer {
  url: string;
  /** Requests received for a path (query excluded). */
  hits(path: string): number;
  /**
   * What a path serves: one text, or a sequence served one per request (the last one repeats), so the
   * sheet changes between requests as a live sheet does.
   */
  setSheet(path: string, text: string | string[]): void;
  setMode(mode: SheetMode): void;
  close(): Promise<void>;
}

/** An endless body stops here at the latest, should a client fail to hang up. */
const HUGE_BODY_LIMIT = 512 * 1024 * 1024;

export async function startSheetServer(): Promise<SheetServer> {
  const sheets = new Map<string, { texts: string[]; served: number }>();
  const hitCounts = new Map<string, number>();
  const sockets = new Set<Socket>();
  let mode: SheetMode = 'ok';

  function endless(res: ServerResponse) {
    // Chunked, no Content-Length: the client only learns the size by reading, and must stop itself.
    res.writeHead(200, { 'content-type': 'text/csv' });
    const chunk = `category,question,option,votes\n${'A,Q,X,1\n'.repeat(2048)}`;
    let sent = 0;
    const write = () => {
      while (!res.destroyed && sent < HUGE_BODY_LIMIT) {
        sent += chunk.length;
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
    const url = new URL(req.url ?? '/', 'http://sheet.test');
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
    if (mode === 'html') {
      // What Google answers for a sheet that is no longer published.
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><title>Sign in</title>');
      return;
    }
    const sheet = sheets.get(url.pathname);
    if (!sheet) {
      res.writeHead(404).end();
      return;
    }
    const text = sheet.texts[Math.min(sheet.served, sheet.texts.length - 1)] as string;
    sheet.served++;
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(text);
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
    setSheet: (path, text) => {
      // A new sequence starts from its first text.
      sheets.set(path, { texts: Array.isArray(text) ? text : [text], served: 0 });
    },
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
