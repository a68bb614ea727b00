// The embedded database's folder through the real entry point: private to its owner, and a server
// killed with SIGKILL starts again, as a container restart does it, in a fresh pid namespace where the
// new server gets the very pid the dead one had.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const serverDir = resolve(import.meta.dirname, '..');
const tsx = join(serverDir, 'node_modules', '.bin', 'tsx');
const root = mkdtempSync(join(tmpdir(), 'kubm-data-dir-'));
const children: ChildProcess[] = [];

/** A fresh pid namespace needs root; elsewhere the same test runs without one (different pids). */
const inPidNamespace =
  process.getuid?.() === 0 && spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

interface Run {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
  /** SIGKILL to everything the run started (unshare, tsx, the server). */
  kill(): void;
}

function start(dataDir: string): Run {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const command = [tsx, 'src/main.ts'];
  const [file, ...args] = inPidNamespace
    ? ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child', ...command]
    : command;
  const child = spawn(file as string, args, {
    cwd: serverDir,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that SIGKILL reaches the server itself and not only tsx's launcher.
    detached: true,
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    kill() {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}

async function waitForReady(run: Run, ms = 60_000): Promise<string> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    for (const line of run.stdout().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; url?: string };
      if (entry.msg === 'ready' && entry.url) return entry.url;
    }
    if (run.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ready line; stdout: ${run.stdout()} stderr: ${run.stderr()}`);
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
    });
    socket.on('end', () => done(Number(answer.trim())));
    socket.on('error', () => done(undefined));
  });
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

afterEach(() => {
  for (const child of children.splice(0)) {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('DATA_DIR through the entry point', () => {
  it('is created private to the owner: the folder and every folder below 0700, every file 0600', async () => {
    const dataDir = join(root, 'private', 'data');
    const server = start(dataDir);
    const url = await waitForReady(server);
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
    const firstPid = await lockHolderPid(dataDir);
    first.kill();
    await first.exited;
    // The server dies with its launcher, but a moment later: wait until the lock no longer answers.
    for (let waited = 0; (await lockHolderPid(dataDir)) !== undefined && waited < 10_000; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
    }

    const second = start(dataDir);
    const url = await waitForReady(second);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    const secondPid = await lockHolderPid(dataDir);
    expect(secondPid).toBeGreaterThan(0);
    // The case a pid lock gets wrong: the dead holder's pid is the new server's own.
    if (inPidNamespace) expect(secondPid).toBe(firstPid);

    const third = start(dataDir);
    expect(await third.exited).toBe(1);
    expect(third.stderr()).toContain(`DATA_DIR ${dataDir} is in use by another process (pid ${secondPid})`);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    second.kill();
  });
});
