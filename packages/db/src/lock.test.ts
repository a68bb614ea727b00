// The DATA_DIR lock: one process at a time on an embedded database, a clear error otherwise,
// stale locks of dead processes taken over, and close() handing the folder back.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './client';
import { DataDirLockedError } from './lock';
import { users } from './schema';

let dataDir: string;
let lockFile: string;
const handles: DatabaseHandle[] = [];
const children: ChildProcess[] = [];

async function open(): Promise<DatabaseHandle> {
  const handle = await createDatabase({ dataDir });
  handles.push(handle);
  return handle;
}

/** The pid of a process that has already exited (and been reaped). */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', '']);
  expect(result.status).toBe(0);
  expect(result.pid).toBeGreaterThan(0);
  return result.pid;
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'kubm-lock-test-'));
  lockFile = join(dataDir, 'kubm.lock');
});

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
  for (const child of children.splice(0)) child.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('is taken on open, naming this process', async () => {
    await open();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
  });

  it('makes a second open of the same folder throw DataDirLockedError with a clear message', async () => {
    await open();
    const second = createDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toMatchObject({ name: 'DataDirLockedError' });
    const error = (await second.catch((e: unknown) => e)) as Error;
    expect(error.message).toContain(dataDir);
    expect(error.message).toContain(`pid ${process.pid}`);
    expect(error.message).toMatch(/in use by another process/);
    expect(error.message).toMatch(/DATA_DIR/);
    // The refused attempt must not have taken the lock away from the holder.
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
  });

  it('refuses a folder locked by another live process, naming its pid', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    children.push(holder);
    expect(holder.pid).toBeGreaterThan(0);
    writeFileSync(lockFile, String(holder.pid));
    const error = await createDatabase({ dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`pid ${holder.pid}`);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(holder.pid));
  });

  it('takes over a stale lock file that names a dead process', async () => {
    const pid = deadPid();
    writeFileSync(lockFile, String(pid));
    const handle = await open();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    const [row] = await handle.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });

  it('takes over a lock file whose content is not a pid', async () => {
    writeFileSync(lockFile, 'garbage');
    await open();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
  });

  it('is released by close(), and the folder reopens with its data (migrations applied once)', async () => {
    const first = await open();
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
    expect(existsSync(lockFile)).toBe(false);

    const second = await open();
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    const [row] = await second.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(1);
  });
});
