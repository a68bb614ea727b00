import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForApi } from './wait-for-api';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

function listenOn(server: Server | ReturnType<typeof createTcpServer>, port = 0): Promise<number> {
  return new Promise((done) => {
    server.listen(port, '127.0.0.1', () => {
      closers.push(() => server.close());
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

async function freePort(): Promise<number> {
  const probe = createTcpServer();
  const port = await listenOn(probe);
  await new Promise((done) => probe.close(done));
  return port;
}

/** A stand-in for Vite's proxy: the bypass first, then 200 'proxied' when it lets the request through. */
async function devServer(apiPort: number, waitMs: number) {
  const lines: string[] = [];
  const bypass = waitForApi({
    target: `http://127.0.0.1:${apiPort}`,
    waitMs,
    pollMs: 20,
    log: (line) => lines.push(line),
  });
  const server = createHttpServer(async (req, res) => {
    if ((await bypass(req, res)) === undefined) res.end('proxied');
  });
  const port = await listenOn(server);
  const get = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return { status: res.status, body: await res.text() };
  };
  return { lines, get };
}

describe('waitForApi', () => {
  it('lets a request through at once, silently, when the API listens', async () => {
    const apiPort = await listenOn(createTcpServer((socket) => socket.destroy()));
    const dev = await devServer(apiPort, 5_000);
    expect(await dev.get()).toEqual({ status: 200, body: 'proxied' });
    expect(dev.lines).toEqual([]);
  });

  it('holds requests until the API listens, with one line when it waits and one when it answers', async () => {
    const apiPort = await freePort();
    const dev = await devServer(apiPort, 60_000);
    const answers = Promise.all([dev.get(), dev.get(), dev.get()]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await listenOn(
      createTcpServer((socket) => socket.destroy()),
      apiPort,
    );
    expect(await answers).toEqual(Array(3).fill({ status: 200, body: 'proxied' }));
    expect(dev.lines).toEqual([
      `waiting for the API on http://127.0.0.1:${apiPort} …`,
      `the API answers on http://127.0.0.1:${apiPort}`,
    ]);
  });

  it('answers 503 once the wait is over, logging that once for all the requests', async () => {
    const apiPort = await freePort();
    const dev = await devServer(apiPort, 300);
    const answers = await Promise.all([dev.get(), dev.get(), dev.get()]);
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(answers[0]?.body).toBe(`The API on http://127.0.0.1:${apiPort} is not answering yet.\n`);
    expect(dev.lines).toEqual([
      `waiting for the API on http://127.0.0.1:${apiPort} …`,
      `the API on http://127.0.0.1:${apiPort} did not answer within 0.3 s: answering 503`,
    ]);
  });
});
