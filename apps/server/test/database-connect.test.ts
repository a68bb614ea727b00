// Starting against a DATABASE_URL that cannot be reached ends within DATABASE_CONNECT_TIMEOUT_SECONDS with
// one line on stderr naming the host, never the password (it used to wait silently for minutes).
import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { type EntryPointRun, freePort, killAllRuns, runEntryPoint } from './entry-point';

afterEach(() => killAllRuns());

const PASSWORD = 'kata-rahsia-pangkalan';

/** Starts the server against a database at 127.0.0.1:`port` with a 2 s timeout, and waits for it to exit. */
async function startAgainst(port: number): Promise<{ run: EntryPointRun; code: number | null | undefined }> {
  const run = runEntryPoint({
    DATABASE_URL: `postgres://kubm:${PASSWORD}@127.0.0.1:${port}/kubm`,
    DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
  });
  const exit = await run.exitWithin(30_000);
  expect(exit, 'still starting 30 s later').not.toBeNull();
  return { run, code: exit?.code };
}

describe('an unreachable DATABASE_URL at start', () => {
  it('a server that accepts and never answers: exits 1 after the timeout with one line', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const port = (silent.address() as { port: number }).port;
    try {
      const { run, code } = await startAgainst(port);
      expect(code).toBe(1);
      expect(held.length, 'it never tried the database').toBeGreaterThan(0);
      expect(run.stderr().trim()).toBe(
        `Cannot connect to the database at 127.0.0.1:${port}/kubm: no answer within 2 s (DATABASE_CONNECT_TIMEOUT_SECONDS)`,
      );
      expect(run.stdout()).not.toContain(PASSWORD);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });

  it('a port that refuses: exits 1 at once with one line', async () => {
    const port = await freePort();
    const { run, code } = await startAgainst(port);
    expect(code).toBe(1);
    const stderr = run.stderr().trim();
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      new RegExp(`^Cannot connect to the database at 127\\.0\\.0\\.1:${port}/kubm: .*ECONNREFUSED`),
    );
    expect(stderr + run.stdout()).not.toContain(PASSWORD);
  });
});

describe('DATABASE_CONNECT_TIMEOUT_SECONDS', () => {
  it('defaults to 15 s and refuses a non-number', () => {
    expect(loadConfig({}).databaseConnectTimeoutMs).toBe(15_000);
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: '2' }).databaseConnectTimeoutMs).toBe(2000);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: '-1' })).toThrow(ConfigError);
  });
});
