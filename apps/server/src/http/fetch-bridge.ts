import type { IncomingMessage, ServerResponse } from 'node:http';

export function requestUrl(req: IncomingMessage): URL {
  const host = req.headers.host;
  try {
    return new URL(req.url ?? '/', `http://${host ?? 'localhost'}`);
  } catch {
    // A Host header no URL accepts: the path still routes.
    return new URL(req.url ?? '/', 'http://localhost');
  }
}

export function toFetchRequest(req: IncomingMessage, url: URL, body: Buffer | null): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    // HTTP/2 pseudo-headers and hop-by-hop framing are not for the handlers.
    if (name.startsWith(':') || name.toLowerCase() === 'transfer-encoding') continue;
    headers.append(name, req.rawHeaders[i + 1] as string);
  }
  const method = req.method ?? 'GET';
  const hasBody = body !== null && method !== 'GET' && method !== 'HEAD';
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : null });
}

function drainOrClose(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  method: string,
): Promise<void> {
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  for await (const chunk of response.body) {
    if (res.destroyed) return;
    if (!res.write(chunk)) await drainOrClose(res);
  }
  res.end();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, extra?: Record<string, string>) {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  for (const [name, value] of Object.entries(extra ?? {})) res.setHeader(name, value);
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string, extra?: Record<string, string>) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  for (const [name, value] of Object.entries(extra ?? {})) res.setHeader(name, value);
  res.end(text);
}
