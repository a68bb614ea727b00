// The server cannot be starved (docs/decisions/http-timeouts-and-connection-caps.md). Idle, half-sent and
// trickling connections are closed within their timeouts, and the connection caps keep a new client served.
// Settings are small so this is fast; source addresses 127.0.0.x (Linux routes all of 127/8 to loopback) stand
// for different clients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { type OpenSocket, openSocket, rawRequest } from './raw-http';

const DIST = { webDistDir: '/nonexistent-kubm-dist' };
const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: localhost';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Resolves when the socket has closed; rejects if it is still open after `deadlineMs` (a generous deadline). */
async function closesWithin(open: OpenSocket, deadlineMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still open after ${deadlineMs} ms`)), deadlineMs);
  });
  try {
    await Promise.race([open.closed, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Collects what the server sends on a socket, to tell a 408 answer from a silent close. */
function received(open: OpenSocket): () => string {
  let text = '';
  open.socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return () => text;
}

/** Headers complete, body promised but not (fully) sent: a request in progress. */
const SLOW_POST =
  'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"em';

describe('timeouts', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(
      {
        HTTP_HEADERS_TIMEOUT_SECONDS: '0.5',
        HTTP_REQUEST_TIMEOUT_SECONDS: '1.5',
        HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '0.5',
        HTTP_IDLE_TIMEOUT_SECONDS: '1',
      },
      DIST,
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('closes connections that never send a byte within the headers timeout', async () => {
    const sockets = await Promise.all([1, 2, 3].map(() => openSocket(server.port)));
    for (const socket of sockets) await closesWithin(socket, 5_000);
  });

  it('closes a request whose headers never finish', async () => {
    const slow = await openSocket(server.port, 'GET /api/health HTTP/1.1\r\nHost: loc');
    const text = received(slow);
    // A byte now and then keeps the socket from looking idle: only the headers timeout can end it.
    const drip = setInterval(() => slow.socket.write('a'), 100);
    try {
      await closesWithin(slow, 5_000);
    } finally {
      clearInterval(drip);
    }
    expect(text()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a request whose body trickles in slower than the request timeout allows', async () => {
    const slow = await openSocket(server.port, SLOW_POST);
    const text = received(slow);
    const drip = setInterval(() => slow.socket.write(' '), 100);
    try {
      await closesWithin(slow, 6_000);
    } finally {
      clearInterval(drip);
    }
    expect(text()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that falls silent in the middle of a request (idle timeout)', async () => {
    const silent = await openSocket(server.port, SLOW_POST);
    const text = received(silent);
    await closesWithin(silent, 5_000);
    // Closed without a word: the idle timeout (1 s), not the request timeout (1.5 s), which answers 408.
    expect(text()).toBe('');
  });

  it('closes a kept-alive connection once the keep-alive timeout passes without a request', async () => {
    const client = await openSocket(server.port, `${HEALTH}\r\n\r\n`);
    const text = received(client);
    await closesWithin(client, 5_000);
    expect(text()).toMatch(/^HTTP\/1\.1 200/);
    expect(text()).toMatch(/keep-alive/i);
  });
});

describe('connection caps', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(
      {
        HTTP_HEADERS_TIMEOUT_SECONDS: '2',
        HTTP_REQUEST_TIMEOUT_SECONDS: '3',
        HTTP_IDLE_TIMEOUT_SECONDS: '10',
        HTTP_MAX_CONNECTIONS: '8',
        HTTP_MAX_CONNECTIONS_PER_ADDRESS: '3',
        TRUST_PROXY: '127.0.0.9',
      },
      DIST,
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function served(localAddress: string) {
    return (await rawRequest(server.port, HEALTH, '', { localAddress, timeoutMs: 5_000 })).status;
  }

  async function openMany(count: number, localAddress: string, initial = ''): Promise<OpenSocket[]> {
    const sockets: OpenSocket[] = [];
    for (let i = 0; i < count; i += 1) sockets.push(await openSocket(server.port, initial, localAddress));
    return sockets;
  }

  /** Lets the server see each connection (and each request head) before the test counts. */
  const settle = () => sleep(300);

  async function closeAll(sockets: OpenSocket[]) {
    for (const { socket } of sockets) socket.destroy();
    await settle();
  }

  it('one address holding its quota of idle connections (and trying for more) leaves others served', async () => {
    const hog = await openMany(8, '127.0.0.2');
    await settle();
    try {
      // The newest three are kept; each attempt past the quota closed that address's oldest idle one.
      expect(hog.map((s) => s.isClosed())).toEqual([true, true, true, true, true, false, false, false]);
      expect(await served('127.0.0.3')).toBe(200);
      // Idle connections make room: the same address is served too.
      expect(await served('127.0.0.2')).toBe(200);
    } finally {
      await closeAll(hog);
    }
  });

  it('requests in progress are never cut: past its quota an address is refused until they end', async () => {
    const hog = await openMany(3, '127.0.0.4', SLOW_POST);
    await settle();
    try {
      expect(hog.every((s) => !s.isClosed())).toBe(true);
      expect(await served('127.0.0.4')).toBe(0);
      expect(await served('127.0.0.5')).toBe(200);
      // The request timeout ends the held requests; then the address is served again.
      for (const socket of hog) await closesWithin(socket, 6_000);
      expect(await served('127.0.0.4')).toBe(200);
    } finally {
      await closeAll(hog);
    }
  });

  it('at the total cap the oldest idle connection makes room', async () => {
    const idle = [...(await openMany(3, '127.0.0.6')), ...(await openMany(3, '127.0.0.7'))];
    const busy = await openMany(2, '127.0.0.8', SLOW_POST);
    await settle();
    try {
      // 8 open: a newcomer from another address closes the oldest idle connection, not a busy one.
      expect(await served('127.0.0.10')).toBe(200);
      expect(idle.map((s) => s.isClosed())).toEqual([true, false, false, false, false, false]);
      expect(busy.every((s) => !s.isClosed())).toBe(true);
    } finally {
      await closeAll([...idle, ...busy]);
    }
  });

  it('at the total cap with every connection busy, newcomers wait rather than requests being cut', async () => {
    const busy = [
      ...(await openMany(3, '127.0.0.11', SLOW_POST)),
      ...(await openMany(3, '127.0.0.12', SLOW_POST)),
      ...(await openMany(2, '127.0.0.14', SLOW_POST)),
    ];
    await settle();
    try {
      expect(await served('127.0.0.13')).toBe(0);
      expect(busy.every((s) => !s.isClosed())).toBe(true);
      for (const socket of busy) await closesWithin(socket, 6_000);
      expect(await served('127.0.0.13')).toBe(200);
    } finally {
      await closeAll(busy);
    }
  });

  it('a trusted proxy is not held to the per-address quota: it carries many clients', async () => {
    const proxied = await openMany(5, '127.0.0.9', SLOW_POST);
    await settle();
    try {
      expect(proxied.every((s) => !s.isClosed())).toBe(true);
      expect(await served('127.0.0.9')).toBe(200);
    } finally {
      await closeAll(proxied);
    }
  });
});
