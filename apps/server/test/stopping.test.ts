// Stopping always stops: with the log reader stalled (stdout a full pipe nobody reads, as behind a hung
// log shipper) the server keeps answering with a bounded log buffer and still exits on SIGTERM; and
// whatever shutdown waits for, SHUTDOWN_TIMEOUT_SECONDS ends the process.
import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import {
  type EntryPointRun,
  freePort,
  killAllRuns,
  openHalfSentRequest,
  runEntryPoint,
  waitForHealth,
} from './entry-point';
import { registration } from './fixtures';
import { createClient } from './harness';

afterEach(() => killAllRuns());

// Each request writes a ~200-byte log line: far more than the pipe (64 KiB) and Node's read-ahead hold.
const REQUESTS = 1200;

async function startStalled(
  env: Record<string, string>,
): Promise<{ run: EntryPointRun; url: string; port: number }> {
  const port = await freePort();
  // A line per write, as the pipe's own accounting assumes: 8 KB batches would all fit in a socket pair's buffer
  // (batches meeting a stalled reader: log-sink.test.ts).
  const run = runEntryPoint({ PORT: String(port), LOG_FLUSH_MS: '0', ...env }, { readStdout: false });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(run, url);
  for (let sent = 0; sent < REQUESTS; sent += 20) {
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${url}/api/health`);
        await res.arrayBuffer();
      }),
    );
  }
  const res = await fetch(`${url}/api/health`);
  expect(res.status).toBe(200);
  return { run, url, port };
}

describe('with stdout a pipe nobody reads', () => {
  it('keeps answering, and SIGTERM ends the process within SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const { run, port } = await startStalled({ SHUTDOWN_TIMEOUT_SECONDS: '2' });
    await openHalfSentRequest(port);
    run.child.kill('SIGTERM');
    const exit = await run.exitWithin(10_000);
    expect(exit, `still running 10 s after SIGTERM; stderr: ${run.stderr()}`).not.toBeNull();
    expect([0, 1]).toContain(exit?.code);
  });

  it('exits at once on a second SIGTERM while the first is still waiting for a request', async () => {
    const { run, port } = await startStalled({ SHUTDOWN_TIMEOUT_SECONDS: '60' });
    await openHalfSentRequest(port);
    run.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    expect(run.child.exitCode, 'the first SIGTERM should wait for the request in flight').toBeNull();
    run.child.kill('SIGTERM');
    // Not at once would mean the 60 s SHUTDOWN_TIMEOUT_SECONDS: 20 s lies far from it and from an honest exit.
    const exit = await run.exitWithin(20_000);
    expect(exit, `still running 20 s after the second SIGTERM; stderr: ${run.stderr()}`).not.toBeNull();
    expect(exit?.code).toBe(1);
  }, 120_000);

  it('drops whole lines beyond LOG_BUFFER_KB and says how many once stdout is read again', async () => {
    const { run } = await startStalled({ LOG_BUFFER_KB: '16' });
    run.readStdout();
    const deadline = Date.now() + 10_000;
    let dropped: { dropped?: number; level?: number } | undefined;
    while (!dropped && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      dropped = run
        .stdout()
        .split('\n')
        .filter((line) => line.includes('"dropped"'))
        .map((line) => JSON.parse(line) as { dropped?: number; level?: number })[0];
    }
    expect(dropped, `no 'dropped' line; stdout ends: ${run.stdout().slice(-500)}`).toBeDefined();
    expect(dropped?.dropped).toBeGreaterThan(0);
    expect(dropped?.level).toBe(40);
    // Whole lines only: everything read is a sequence of complete JSON lines.
    const lines = run.stdout().split('\n');
    for (const line of lines.slice(0, -1)) expect(() => JSON.parse(line), line).not.toThrow();

    run.child.kill('SIGTERM');
    const exit = await run.exitWithin(10_000);
    expect(exit?.code).toBe(0);
  });
});

describe('the shutdown deadline', () => {
  it('is not reached because of a mail server that never answers: the e-mail is given up, exit 0', async () => {
    // Accepts SMTP connections and never greets: the reset e-mail hangs (SMTP_TIMEOUT_SECONDS is 600 s);
    // stop() gives up on it when the grace period ends and still closes the database in time.
    const held: Socket[] = [];
    const silentSmtp = createServer((socket) => held.push(socket));
    await new Promise<void>((done) => silentSmtp.listen(0, '127.0.0.1', done));
    const smtpPort = (silentSmtp.address() as { port: number }).port;
    try {
      const port = await freePort();
      const run = runEntryPoint({
        PORT: String(port),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Grace period 9 s: the 3 s left to close the database are room enough on a loaded machine.
        SHUTDOWN_TIMEOUT_SECONDS: '12',
        SMTP_TIMEOUT_SECONDS: '600',
      });
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(run, url);
      const user = registration();
      expect((await createClient(url).post('/api/register', user)).status).toBeLessThan(300);
      expect((await createClient(url).post('/api/forgot-password', { email: user.email })).status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (held.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(held.length, 'the reset e-mail never reached the SMTP server').toBeGreaterThan(0);

      const stopped = Date.now();
      run.child.kill('SIGTERM');
      const exit = await run.exitWithin(60_000);
      expect(exit, `still running 60 s after SIGTERM; stderr: ${run.stderr()}`).not.toBeNull();
      expect(exit?.code, run.stdout()).toBe(0);
      // Waiting for the e-mail meets main.ts's 12 s deadline (exit 1 and its log line, both checked) or, with
      // no deadline, SMTP_TIMEOUT_SECONDS (600 s): 60 s lies far from that and from an honest ~9 s.
      expect(Date.now() - stopped).toBeLessThan(60_000);
      expect(run.stdout()).not.toContain('shutdown deadline passed');
      expect(run.stdout()).toContain('background task failed');
    } finally {
      for (const socket of held) socket.destroy();
      silentSmtp.close();
    }
  }, 120_000);
});

describe('settings', () => {
  it('LOG_BUFFER_KB (default 1024), LOG_FLUSH_MS (default 100) and SHUTDOWN_TIMEOUT_SECONDS (default 10)', () => {
    expect(loadConfig({})).toMatchObject({ logBufferBytes: 1024 * 1024, shutdownTimeoutMs: 10_000 });
    expect(loadConfig({ LOG_BUFFER_KB: '64', SHUTDOWN_TIMEOUT_SECONDS: '2.5' })).toMatchObject({
      logBufferBytes: 64 * 1024,
      shutdownTimeoutMs: 2500,
    });
    expect(() => loadConfig({ LOG_BUFFER_KB: '0' })).toThrow(ConfigError);
    expect(loadConfig({}).logFlushMs).toBe(100);
    expect(loadConfig({ LOG_FLUSH_MS: '0' }).logFlushMs).toBe(0);
    expect(() => loadConfig({ LOG_FLUSH_MS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: 'never' })).toThrow(
      'Invalid configuration: SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds',
    );
  });
});
