// start()/stop() as the process uses them: in-flight requests finish, idle keep-alive connections do
// not hold shutdown. (The PostgreSQL database's lifetime: harness.pg.test.ts.)
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './harness';

describe('graceful stop', () => {
  it('waits for a request in flight, then refuses new connections', async () => {
    const server = await startTestServer();
    const { hostname, port } = new URL(server.url);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          hostname,
          port,
          path: '/api/login',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Half a body now, the rest after stop() has begun.
      req.write('{"email":"ahli@contoh.my",');
      setTimeout(() => req.end('"password":"salah-sekali"}'), 500);
    });
    await new Promise((r) => setTimeout(r, 100));
    const stopped = server.stop();
    const res = await answer;
    expect(res.status).toBe(401);
    await stopped;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('does not wait for idle keep-alive connections', async () => {
    // Keep-alive and the grace period far longer than an honest stop: waiting for the idle connection
    // would take 450 s (the grace period), so 30 s lies far from both.
    const server = await startTestServer({
      SHUTDOWN_TIMEOUT_SECONDS: '600',
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '600',
      HTTP_IDLE_TIMEOUT_SECONDS: '600',
    });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const started = Date.now();
    const stopped = await Promise.race([
      server.stop().then(() => true),
      new Promise<false>((done) => setTimeout(() => done(false), 30_000).unref()),
    ]);
    expect(stopped, `stop() still waiting ${Date.now() - started} ms on`).toBe(true);
  });
});
