// HTTP spoken over a bare TCP socket, for what fetch will not send (TRACE, CONNECT, a half-sent
// request, a connection that never speaks) or when the client's source address matters.
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawOptions {
  /** The source address to connect from, e.g. 127.0.0.2 (Linux routes all of 127/8 to loopback). */
  localAddress?: string;
  /** Give up after this many milliseconds. */
  timeoutMs?: number;
}

function parse(text: string): RawResponse {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: split === -1 ? '' : text.slice(split + 4),
  };
}

/**
 * Sends `head` (request line and headers, without the blank line; `Connection: close` is added) and
 * `body`, and reads the answer until the server closes. Status 0: closed without an answer.
 */
export function rawRequest(
  port: number,
  head: string,
  body = '',
  options: RawOptions = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: options.localAddress });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${options.timeoutMs ?? 10_000} ms to ${head.split('\r\n')[0]}`));
    }, options.timeoutMs ?? 10_000);
    socket.on('connect', () => {
      const length = body === '' ? '' : `Content-Length: ${Buffer.byteLength(body)}\r\n`;
      socket.write(`${head}\r\n${length}Connection: close\r\n\r\n${body}`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A refused connection may be reset rather than closed: that is an answer too (status 0).
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks).toString('utf8')));
    });
  });
}

export interface OpenSocket {
  socket: Socket;
  /** Resolves when the server (or anyone) closes the connection. */
  closed: Promise<void>;
  isClosed(): boolean;
}

/** Opens a connection and sends `initial` (maybe nothing), then leaves it as it is. */
export function openSocket(port: number, initial = '', localAddress?: string): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    let closed = false;
    const closedPromise = new Promise<void>((done) =>
      socket.once('close', () => {
        closed = true;
        done();
      }),
    );
    socket.on('data', () => undefined);
    socket.once('error', (error) => {
      if (!socket.readyState || socket.connecting) reject(error);
    });
    socket.once('connect', () => {
      if (initial) socket.write(initial);
      resolve({ socket, closed: closedPromise, isClosed: () => closed });
    });
  });
}
