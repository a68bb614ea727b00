// The real entry point as `pnpm start` runs it: ready line, the PGlite lock against a second process,
// graceful SIGTERM that releases the lock, and one-line config errors.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = resolve(import.meta.dirname, '..');
const tsx = join(serverDir, 'node_modules', '.bin', 'tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'kubm-data-'));
const children: ChildProcess[] = [];

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function waitForReady(proc: Run, ms = 60_000): Promise<{ url: string; ms: number }> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    for (const line of proc.stdout().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; url?: string; ms?: number };
      if (entry.msg === 'ready' && entry.url) return { url: entry.url, ms: entry.ms ?? -1 };
    }
    if (proc.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ready line; stdout: ${proc.stdout()} stderr: ${proc.stderr()}`);
}

const lockSockets = () => readdirSync(dataDir).filter((name) => name.startsWith('kubm.lock'));

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('main.ts', () => {
  it('holds the data folder lock, refuses a second process, and releases it on SIGTERM', async () => {
    const first = run({ DATA_DIR: dataDir });
    const ready = await waitForReady(first);
    expect(ready.ms).toBeGreaterThan(0);
    expect(lockSockets()).toHaveLength(1);
    const health = await fetch(`${ready.url}/api/health`);
    expect(health.status).toBe(200);

    const second = run({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`DATA_DIR ${dataDir} is in use by another process`);
    expect(second.stderr()).not.toMatch(/\n\s+at /);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(lockSockets()).toEqual([]);
    expect(first.stdout()).toContain('"msg":"stopped"');
  });

  it('exits 1 with one line for a bad config', async () => {
    const proc = run({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await proc.exited).toBe(1);
    expect(proc.stderr().trim()).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
  });
});
