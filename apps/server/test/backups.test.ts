// Backups on the embedded database, as an operator takes them: `pnpm db:backup` while the server runs and
// writes (the server makes the copy, asked over the DATA_DIR lock socket), and with no server; `pnpm
// db:restore` into an empty DATA_DIR, and its refusals; the automatic backups (rotation, the start-up
// check) and the backup before new migrations. The PostgreSQL side: backups.pg.test.ts.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  backupFileName,
  createDatabase,
  readBackup,
  readJournal,
  readTar,
  TAR_END,
  tarHeader,
  tarPadding,
  users,
} from '@kubm/db';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { expectOneSnapshot, insertMemberAtFirstSchema, runCommand, startWriters } from './backup-fixtures';
import { killAllRuns, runEntryPoint, waitForReady } from './entry-point';
import { registration } from './fixtures';
import { createClient, startTestServer } from './harness';

const root = mkdtempSync(join(tmpdir(), 'kubm-backups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => killAllRuns());

/** DATABASE_URL '' keeps a test server on the embedded database in the PostgreSQL pass too. */
const EMBEDDED = { DATABASE_URL: '' };

async function waitFor<T>(what: string, check: () => T | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const backupsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith('.tar.gz'))
        .sort()
    : [];

describe('pnpm db:backup and db:restore on the embedded database', () => {
  const source = join(root, 'source');
  const file = join(root, 'live.tar.gz');
  const restored = join(root, 'restored');

  it('backs up the running server under writes; the restore is one snapshot, passwords and ids carry on', async () => {
    const server = runEntryPoint({
      DATA_DIR: source,
      REGISTER_MAX_PER_HOUR: '100000',
      REGISTRATION_OPEN: 'true',
    });
    const { url } = await waitForReady(server, 120_000);
    const writers = await startWriters(url);
    // Some writes before, some during, some after the backup.
    await waitFor('the first writes', () => (writers.written.links.length >= 10 ? true : undefined));
    const backup = await runCommand('db-backup', [file], { DATA_DIR: source });
    const during = writers.written.links.length;
    await waitFor('writes after the backup', () =>
      writers.written.links.length > during + 5 ? true : undefined,
    );
    const written = await writers.stop();
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      /^Backup written: .*live\.tar\.gz \(.*\) from the running server \(pid \d+\)/,
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(root).filter((n) => n.includes('.tmp'))).toEqual([]);
    server.child.kill('SIGTERM');
    await server.exited;

    const restore = await runCommand('db-restore', [file], { DATA_DIR: restored });
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(
      /^Restored \d+ rows in \d+ tables from .*live\.tar\.gz .* into the embedded database/,
    );
    const counts = await expectOneSnapshot({ dataDir: restored }, written);
    expect(counts.links).toBeGreaterThan(0);
    expect(counts.links).toBeLessThan(written.links.length);

    // The restored portal signs its members in with their passwords, and new ids follow the old ones.
    const again = runEntryPoint({ DATA_DIR: restored });
    const ready = await waitForReady(again, 120_000);
    const client = createClient(ready.url);
    const database = readBackup(readFileSync(file));
    const usersTable = database.tables.get('users')?.toString('utf8').split('\n')[0] ?? '';
    const first = JSON.parse(usersTable) as { email: string };
    expect((await client.post('/api/login', { email: first.email, password: 'rahsia-123' })).status).toBe(
      200,
    );
    const link = await client.post('/api/links', {
      title: 'Baru',
      url: 'https://contoh.my/baru',
      category: 'Lain-lain',
    });
    expect(link.status).toBe(201);
    const next = database.manifest.sequences.find((s) => s.table === 'links' && s.column === 'id')?.next;
    expect((link.body as { id: number }).id).toBe(next);
  }, 300_000);

  it('reads DATA_DIR itself when no server runs; without FILE it writes into BACKUP_DIR', async () => {
    const dir = join(root, 'by-hand');
    const result = await runCommand('db-backup', [], { DATA_DIR: source, BACKUP_DIR: dir });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`from ${source} in`);
    const [name] = backupsIn(dir);
    expect(name).toMatch(/^kubm-backup-\d{8}T\d{9}Z\.tar\.gz$/);
    expect(readBackup(readFileSync(join(dir, name as string))).manifest.tables.length).toBeGreaterThan(5);
    expect((await runCommand('db-backup', [], { DATA_DIR: source })).stderr).toMatch(
      /^Backup failed: No FILE given and BACKUP_DIR is not set/,
    );
  });

  it('refuses a damaged or cut-off file and a database that holds a portal, changing nothing', async () => {
    const data = readFileSync(file);
    const cut = join(root, 'cut.tar.gz');
    writeFileSync(cut, data.subarray(0, Math.floor(data.length / 2)));
    const fresh = join(root, 'never-created');
    const refusedCut = await runCommand('db-restore', [cut], { DATA_DIR: fresh });
    expect(refusedCut.code).toBe(1);
    expect(refusedCut.stderr).toMatch(
      /^Restore failed: .*cut\.tar\.gz is refused: it is damaged or cut off .*Nothing was changed\.$/,
    );
    expect(refusedCut.stderr.split('\n')).toHaveLength(1);
    expect(existsSync(fresh)).toBe(false);

    // Valid gzip and tar, one table's bytes changed.
    const parts: Buffer[] = [];
    for (const entry of readTar(gunzipSync(data))) {
      const body =
        entry.name === 'tables/links.jsonl'
          ? Buffer.from(entry.data.toString().replace('a-0', 'x-0'))
          : entry.data;
      parts.push(tarHeader(entry.name, body.length, 0), body, tarPadding(body.length));
    }
    parts.push(TAR_END);
    const changed = join(root, 'changed.tar.gz');
    writeFileSync(changed, gzipSync(Buffer.concat(parts)));
    const refusedChanged = await runCommand('db-restore', [changed], { DATA_DIR: fresh });
    expect(refusedChanged.stderr).toMatch(/tables\/links\.jsonl does not match its SHA-256/);
    expect(existsSync(fresh)).toBe(false);

    const before = await countUsers(restored);
    const refusedFull = await runCommand('db-restore', [file], { DATA_DIR: restored });
    expect(refusedFull.code).toBe(1);
    expect(refusedFull.stderr).toMatch(
      /^Restore failed: The target database is not empty \(users has \d+ rows\).*Nothing was changed\.$/,
    );
    expect(await countUsers(restored)).toBe(before);
  });
});

async function countUsers(dataDir: string): Promise<number> {
  const database = await createDatabase({ dataDir, migrate: false });
  try {
    return (await database.db.select({ id: users.id }).from(users)).length;
  } finally {
    await database.close();
  }
}

describe('automatic backups', () => {
  it('writes one at start when the newest is older than the interval, then every interval, keeping BACKUP_KEEP', async () => {
    const dir = join(root, 'rotation');
    mkdirSync(dir, { recursive: true });
    const hourAgo = Date.now() - 3_600_000;
    const old = [3, 2, 1].map((k) => backupFileName(new Date(hourAgo - k * 60_000)));
    for (const name of old) writeFileSync(join(dir, name), 'an old backup');
    writeFileSync(join(dir, 'notes.txt'), 'not a backup: left alone');
    const server = await startTestServer({
      ...EMBEDDED,
      BACKUP_DIR: dir,
      BACKUP_KEEP: '2',
      BACKUP_INTERVAL_MINUTES: '0.1',
    });
    try {
      expect((await createClient(server.url).post('/api/register', registration())).status).toBe(201);
      const firstNew = await waitFor('the start-up backup', () =>
        backupsIn(dir).find((n) => !old.includes(n)),
      );
      // The new file is renamed into place before the oldest are removed: wait for that too.
      // (On a slow machine the next interval's backup may already have come too: only the newest two stay.)
      await waitFor('the start-up rotation', () => (backupsIn(dir).length === 2 ? true : undefined));
      const kept = backupsIn(dir);
      expect(kept).toContain(firstNew);
      expect(kept).not.toContain(old[0]);
      expect(kept).not.toContain(old[1]);
      // The next comes an interval (6 s) later; the last old one then goes.
      const secondNew = await waitFor('the next backup', () =>
        backupsIn(dir).find((n) => !old.includes(n) && n !== firstNew),
      );
      await waitFor('the rotation', () => (backupsIn(dir).length === 2 ? true : undefined));
      expect(backupsIn(dir)).toEqual([firstNew, secondNew]);
      for (const name of backupsIn(dir)) {
        expect(statSync(join(dir, name)).mode & 0o777).toBe(0o600);
        expect(readBackup(readFileSync(join(dir, name))).manifest.format).toBe('kubm-backup');
      }
      expect(readdirSync(dir)).toContain('notes.txt');
    } finally {
      await server.stop();
    }
  });

  it('writes none at start while the newest is recent enough', async () => {
    const dir = join(root, 'recent');
    mkdirSync(dir, { recursive: true });
    const recent = backupFileName(new Date(Date.now() - 60_000));
    writeFileSync(join(dir, recent), 'a recent backup');
    const server = await startTestServer({ ...EMBEDDED, BACKUP_DIR: dir });
    try {
      await new Promise((r) => setTimeout(r, 1500));
      expect(backupsIn(dir)).toEqual([recent]);
    } finally {
      await server.stop();
    }
  });

  it('backs up a portal before applying new migrations to it', async () => {
    const journal = readJournal();
    const first = journal[0];
    if (!first || journal.length < 2) throw new Error('needs two migrations');
    const dataDir = join(root, 'old-portal');
    const dir = join(root, 'pre-migration');
    const old = await createDatabase({ dataDir, migrate: false });
    try {
      await old.migrate({ upToWhen: first.when });
      await insertMemberAtFirstSchema(old.db);
    } finally {
      await old.close();
    }
    const server = await startTestServer({ ...EMBEDDED, DATA_DIR: dataDir, BACKUP_DIR: dir });
    try {
      // Written before the server answered: it is there as soon as the server is.
      const [name] = backupsIn(dir);
      const { manifest, tables } = readBackup(readFileSync(join(dir, name as string)));
      expect(manifest.schemaVersion).toEqual({ tag: first.tag, when: first.when });
      expect(tables.get('users')?.toString()).toContain('lama@contoh.my');
    } finally {
      await server.stop();
    }
  });
});
