// The DATA_DIR lock: one process at a time on an embedded database, a clear error otherwise, locks of
// dead processes taken over (by exactly one of several starters), and a folder private to its owner.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './client';
import { DataDirLockedError, lockDataDir } from './lock';
import { users } from './schema';

const packageDir = resolve(import.meta.dirname, '..');
const contenderScript = join(import.meta.dirname, 'testing', 'lock-contender.ts');

let root: string;
let dataDir: string;
const releases: (() => void)[] = [];
const handles: DatabaseHandle[] = [];
const children: ChildProcess[] = [];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kubm-lock-test-'));
  dataDir = join(root, 'data');
});

afterEach(async () => {
  for (const release of releases.splice(0)) release();
  await Promise.all(handles.splice(0).map((h) => h.close()));
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

async function lock(dir = dataDir): Promise<() => void> {
  const release = await lockDataDir(dir);
  releases.push(release);
  return release;
}

function lockSockets(dir = dataDir): string[] {
  return readdirSync(dir).filter((name) => name.startsWith('kubm.lock'));
}

/** What the holder says when connected to: its pid. */
function holderAnswer(dir = dataDir): Promise<string> {
  const [name] = lockSockets(dir);
  if (!name) throw new Error('no lock socket');
  return new Promise((done, fail) => {
    let answer = '';
    const socket = createConnection(join(dir, name));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => done(answer.trim()));
    socket.on('error', fail);
  });
}

/** A lock socket nobody listens on any more, as a process killed outright leaves it. */
async function leaveStaleLock(dir = dataDir): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const bound = join(dir, 'bound.sock');
  const server = createServer();
  await new Promise<void>((done) => server.listen(bound, done));
  linkSync(bound, join(dir, 'kubm.lock.0.sock'));
  await new Promise((done) => server.close(done));
}

interface Contender {
  child: ChildProcess;
  /** Resolves with the first line after `ready`: `won <pid>` or `locked <message>`. */
  outcome: Promise<string>;
  ready: Promise<void>;
  send(line: string): void;
  exited: Promise<number | null>;
}

function contender(dir = dataDir): Contender {
  // tsx as a loader, not its CLI: the CLI runs the script in a child, whose pid and SIGKILL we need.
  const child = spawn(process.execPath, ['--import', 'tsx', contenderScript, dir], {
    cwd: packageDir,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: string[] = [];
  const waiters: ((lines: string[]) => boolean)[] = [];
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
    for (let i = waiters.length - 1; i >= 0; i--) if (waiters[i]?.(lines)) waiters.splice(i, 1);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const waitFor = <T>(pick: (lines: string[]) => T | undefined) =>
    new Promise<T>((done, fail) => {
      const check = (current: string[]) => {
        const found = pick(current);
        if (found !== undefined) done(found);
        return found !== undefined;
      };
      if (!check(lines)) waiters.push(check);
      void exited.then(() => fail(new Error(`contender exited; output: ${lines.join(' | ')}`)));
    });
  return {
    child,
    ready: waitFor((l) => (l[0] === 'ready' ? true : undefined)).then(() => {}),
    outcome: waitFor((l) => l[1]),
    send: (line) => child.stdin?.write(`${line}\n`),
    exited,
  };
}

describe('DATA_DIR lock', () => {
  it('is a socket in DATA_DIR whose holder answers with its pid', async () => {
    await lock();
    expect(lockSockets()).toEqual(['kubm.lock.0.sock']);
    expect(lstatSync(join(dataDir, 'kubm.lock.0.sock')).isSocket()).toBe(true);
    expect(await holderAnswer()).toBe(String(process.pid));
  });

  it('refuses a second taker with a clear message naming the holder, and leaves the holder in place', async () => {
    await lock();
    const error = await lockDataDir(dataDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `DATA_DIR ${dataDir} is in use by another process (pid ${process.pid}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    expect(lockSockets()).toEqual(['kubm.lock.0.sock']);
    expect(await holderAnswer()).toBe(String(process.pid));
  });

  it('refuses while another live process holds it, and is free again when that process exits', async () => {
    const holder = contender();
    await holder.ready;
    holder.send('go');
    expect(await holder.outcome).toBe(`won ${holder.child.pid}`);

    const error = await lockDataDir(dataDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`(pid ${holder.child.pid})`);

    // Ends without calling release: the exit hook removes the socket.
    holder.send('exit');
    expect(await holder.exited).toBe(0);
    expect(lockSockets()).toEqual([]);
    await lock();
  });

  it('takes over the lock of a process killed with SIGKILL', async () => {
    const holder = contender();
    await holder.ready;
    holder.send('go');
    expect(await holder.outcome).toMatch(/^won /);
    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(lockSockets()).toEqual(['kubm.lock.0.sock']);

    await lock();
    // The dead generation is cleared away; ours is the only lock left.
    expect(lockSockets()).toEqual(['kubm.lock.1.sock']);
    expect(await holderAnswer()).toBe(String(process.pid));
  });

  it('lets exactly one of several processes racing on a stale lock win', async () => {
    await leaveStaleLock();
    const racers = Array.from({ length: 6 }, () => contender());
    await Promise.all(racers.map((r) => r.ready));
    for (const racer of racers) racer.send('go');
    const outcomes = await Promise.all(racers.map((r) => r.outcome));
    const winners = outcomes.filter((o) => o.startsWith('won '));
    expect(winners).toHaveLength(1);
    const winnerPid = (winners[0] as string).slice('won '.length);
    for (const outcome of outcomes.filter((o) => !o.startsWith('won '))) {
      expect(outcome).toMatch(/^locked DATA_DIR .* is in use by another process/);
      expect(outcome).toContain(`(pid ${winnerPid})`);
    }
    expect(lockSockets()).toHaveLength(1);
    expect(await holderAnswer()).toBe(winnerPid);
  });

  it('lets exactly one of many concurrent takers in one process win a stale lock', async () => {
    await leaveStaleLock();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => lockDataDir(dataDir)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    releases.push((won[0] as PromiseFulfilledResult<() => void>).value);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(DataDirLockedError);
    }
    expect(lockSockets()).toHaveLength(1);
  });

  it('is released by its release function and can be taken again', async () => {
    const release = await lockDataDir(dataDir);
    release();
    expect(lockSockets()).toEqual([]);
    await lock();
    expect(await holderAnswer()).toBe(String(process.pid));
  });

  it('works in a DATA_DIR deeper than a Unix socket path can name', async () => {
    const deep = join(root, 'a'.repeat(60), 'b'.repeat(60));
    expect(Buffer.byteLength(join(deep, 'kubm.lock.0.sock'))).toBeGreaterThan(108);
    await lock(deep);
    expect(lockSockets(deep)).toEqual(['kubm.lock.0.sock']);
    const error = await lockDataDir(deep).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`(pid ${process.pid})`);
  });

  it('creates the folder private to its owner, and tightens an existing one', async () => {
    const release = await lockDataDir(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(dataDir, 'kubm.lock.0.sock')).mode & 0o777).toBe(0o600);
    release();

    chmodSync(dataDir, 0o755);
    await lock();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});

describe('createDatabase on a folder', () => {
  it('holds the lock while open, makes every file private, and hands the folder back on close', async () => {
    mkdirSync(dataDir, { mode: 0o755 });
    writeFileSync(join(dataDir, 'left-over'), 'x', { mode: 0o666 });
    chmodSync(join(dataDir, 'left-over'), 0o666);

    const first = await createDatabase({ dataDir });
    handles.push(first);
    await expect(createDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    const loose: string[] = [];
    (function walk(dir: string) {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        const mode = lstatSync(path).mode & 0o777;
        if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) loose.push(`${path} ${mode.toString(8)}`);
        if (entry.isDirectory()) walk(path);
      }
    })(dataDir);
    expect(loose).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);

    await first.db.insert(users).values({
      name: 'Lock Lena',
      email: 'lena@contoh.my',
      phone: '0123456789',
      passwordHash: 'x',
      role: 'Member',
      ministry: 'IKD (MINISTRI)',
    });
    await first.close();
    handles.splice(handles.indexOf(first), 1);
    expect(lockSockets()).toEqual([]);

    const second = await createDatabase({ dataDir });
    handles.push(second);
    await second.migrate();
    const [row] = await second.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(1);
  });
});
