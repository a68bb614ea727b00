// The embedded database's folder through the real entry point: private to its owner, and a server
// killed with SIGKILL starts again, as a container restart does it, in a fresh pid namespace where the
// new server gets the very pid the dead one had.
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type EntryPointRun, killAllRuns, runEntryPoint, waitForReady } from './entry-point';

const root = mkdtempSync(join(tmpdir(), 'kubm-data-dir-'));

/** A fresh pid namespace needs root; elsewhere the same test runs without one (different pids). */
const inPidNamespace =
  process.getuid?.() === 0 && spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

/** As root, each start in a new pid namespace, where the server gets the same pid as after a restart. */
function start(dataDir: string) {
  return runEntryPoint(
    { DATA_DIR: dataDir },
    { wrap: inPidNamespace ? ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'] : [] },
  );
}

/** The pid the lock holder gives when connected to (as its own pid namespace numbers it), if any. */
async function lockHolderPid(dataDir: string): Promise<number | undefined> {
  const name = readdirSync(dataDir).find((n) => /^kubm\.lock\.\d+\.sock$/.test(n));
  if (!name) return undefined;
  return new Promise((done) => {
    let answer = '';
    const socket = createConnection(join(dataDir, name));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      // The pid line is the whole answer (the server then waits for a request, e.g. a backup's).
      if (answer.includes('\n')) {
        socket.destroy();
        done(Number(answer.trim()));
      }
    });
    socket.on('end', () => done(Number(answer.trim())));
    socket.on('error', () => done(undefined));
  });
}

/** The run's log messages so far about the database, and its `ready`. */
function startMessages(run: EntryPointRun): string[] {
  return run
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg)
    .filter((msg) => msg.includes('database') || msg === 'ready');
}

function looseEntries(dir: string): string[] {
  const loose: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mode = lstatSync(path).mode & 0o777;
    if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) loose.push(`${path} ${mode.toString(8)}`);
    if (entry.isDirectory()) loose.push(...looseEntries(path));
  }
  return loose;
}

afterEach(() => killAllRuns());

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('DATA_DIR through the entry point', () => {
  it('is created private to the owner: the folder and every folder below 0700, every file 0600', async () => {
    const dataDir = join(root, 'private', 'data');
    const server = start(dataDir);
    const { url } = await waitForReady(server);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dataDir).length).toBeGreaterThan(10);
    expect(looseEntries(dataDir)).toEqual([]);
    server.kill();
  });

  it(`starts again after SIGKILL${inPidNamespace ? ' in a fresh pid namespace, under the same pid' : ''}, and still refuses a second live server`, async () => {
    const dataDir = join(root, 'restart');
    const first = start(dataDir);
    await waitForReady(first);
    // A first start says what it is doing before the long silence of initdb and the migrations.
    expect(startMessages(first)).toEqual([
      `creating the embedded database in ${dataDir} (first start only, about 30 s)`,
      'embedded database created',
      'ready',
    ]);
    const firstPid = await lockHolderPid(dataDir);
    first.kill();
    await first.exited;
    // The server dies with its launcher, but a moment later: wait until the lock no longer answers.
    for (let waited = 0; (await lockHolderPid(dataDir)) !== undefined && waited < 10_000; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
    }

    const second = start(dataDir);
    const { url } = await waitForReady(second);
    expect(startMessages(second)).toEqual(['ready']);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    const secondPid = await lockHolderPid(dataDir);
    expect(secondPid).toBeGreaterThan(0);
    // The case a pid lock gets wrong: the dead holder's pid is the new server's own.
    if (inPidNamespace) expect(secondPid).toBe(firstPid);

    const third = start(dataDir);
    expect((await third.exited).code).toBe(1);
    expect(third.stderr()).toContain(`DATA_DIR ${dataDir} is in use by another process (pid ${secondPid})`);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    second.kill();
  });
});
