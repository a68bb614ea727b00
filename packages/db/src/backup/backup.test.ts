// Backup and restore on the embedded database: a round trip keeps every row and the sequences, and a
// damaged file, a non-empty target or a newer schema is refused with nothing changed.
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../client';
import { migrationsFolderUpTo, readJournal } from '../migrations-state';
import { sessions, users } from '../schema';
import { BackupFileError, readBackup } from './format';
import { RestoreRefusedError, restoreBackup } from './restore';
import { rowsOf } from './tables';
import { readTar, TAR_END, tarHeader, tarPadding } from './tar';
import { backupToBuffer, dumpTables, fillPortal } from './testing';

const opened: DatabaseHandle[] = [];
async function memoryDatabase(migrateNow = true): Promise<DatabaseHandle> {
  const handle = await createDatabase({ dataDir: 'memory://', migrate: migrateNow });
  opened.push(handle);
  return handle;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((h) => h.close()));
});

function rebuild(entries: { name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  for (const { name, data } of entries)
    parts.push(tarHeader(name, data.length, 0), data, tarPadding(data.length));
  parts.push(TAR_END);
  return gzipSync(Buffer.concat(parts));
}

describe('backup and restore (PGlite)', () => {
  it('restores every table, row for row, into an empty database; ids continue and sessions stay out', async () => {
    const source = await memoryDatabase();
    await fillPortal(source);
    await source.db.insert(sessions).values({ id: 'x'.repeat(64), userId: 1, expiresAt: new Date() });
    const file = await backupToBuffer(source);

    const contents = readBackup(file);
    const { manifest } = contents;
    expect(manifest.format).toBe('kubm-backup');
    expect(manifest.schemaVersion.tag).toBe(readJournal().at(-1)?.tag);
    expect(manifest.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['users', 'members', 'tasks', 'links', 'activities', 'portal_founding']),
    );
    expect(manifest.tables.map((t) => t.name)).not.toContain('sessions');
    expect(manifest.tables.map((t) => t.name).indexOf('users')).toBeLessThan(
      manifest.tables.map((t) => t.name).indexOf('tasks'),
    );
    // Readable by any tar: the first entry is the manifest.
    expect(readTar(gunzipSync(file))[0]?.name).toBe('manifest.json');

    const target = await memoryDatabase(false);
    const result = await restoreBackup(target, contents);
    expect(result.rows).toBe(manifest.tables.reduce((n, t) => n + t.rows, 0));
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
    expect(await target.db.select().from(sessions)).toEqual([]);

    // The user deleted before the backup had id 4: the next is 5 on both sides.
    const next = async (handle: DatabaseHandle) =>
      (
        await handle.db
          .insert(users)
          .values({
            name: 'B',
            email: 'baru@contoh.my',
            phone: '1',
            passwordHash: 'h',
            role: 'r',
            ministry: 'm',
          })
          .returning({ id: users.id })
      )[0]?.id;
    expect(await next(target)).toBe(await next(source));
  });

  it('refuses a cut-off, a changed and a foreign file, before touching the database', async () => {
    const source = await memoryDatabase();
    await fillPortal(source);
    const file = await backupToBuffer(source);

    expect(() => readBackup(file.subarray(0, Math.floor(file.length * 0.7)))).toThrow(BackupFileError);
    const flipped = Buffer.from(file);
    const middle = Math.floor(file.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    expect(() => readBackup(flipped)).toThrow(BackupFileError);
    expect(() => readBackup(Buffer.from('not a backup'))).toThrow(/damaged or cut off/);

    // A table changed inside a well-formed archive: its checksum no longer matches.
    const original = readTar(gunzipSync(file));
    const entries = original.map((entry) => ({ ...entry }));
    const usersEntry = entries.find((entry) => entry.name === 'tables/users.jsonl');
    if (!usersEntry) throw new Error('no users table');
    usersEntry.data = Buffer.from(usersEntry.data.toString('utf8').replace('ahli0@', 'jahat@'));
    expect(() => readBackup(rebuild(entries))).toThrow(/does not match its SHA-256/);
    // A table left out of the archive.
    expect(() => readBackup(rebuild(original.filter((e) => e.name !== 'tables/links.jsonl')))).toThrow(
      /missing tables\/links\.jsonl/,
    );
  });

  it('refuses a database that holds a portal, changing nothing', async () => {
    const source = await memoryDatabase();
    await fillPortal(source);
    const contents = readBackup(await backupToBuffer(source));
    const target = await memoryDatabase();
    await fillPortal(target, 1);
    const before = await dumpTables(target);
    await expect(restoreBackup(target, contents)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup(target, contents)).rejects.toThrow(/not empty \(users has 1 rows\)/);
    expect(await dumpTables(target)).toEqual(before);
  });

  it('refuses a backup from a newer schema', async () => {
    const source = await memoryDatabase();
    const contents = readBackup(await backupToBuffer(source));
    contents.manifest.schemaVersion = { tag: '9999_future', when: Date.now() * 10 };
    const target = await memoryDatabase(false);
    await expect(restoreBackup(target, contents)).rejects.toThrow(/newer portal/);
    const tables = rowsOf<{ n: unknown }>(
      await target.db.execute(
        sql`select count(*) as n from information_schema.tables where table_schema = 'public'`,
      ),
    );
    expect(Number(tables[0]?.n)).toBe(0);
  });

  it('restores a backup of an older schema, then migrates it forward', async () => {
    const journal = readJournal();
    const first = journal[0];
    if (!first || journal.length < 2) throw new Error('needs two migrations');
    // A portal on the first migration only, with a user: then its backup.
    const client = new PGlite();
    const partial = migrationsFolderUpTo(first.when);
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: partial.folder });
      await client.query(
        `insert into users (name, email, phone, password_hash, role, ministry) values ('Lama', 'lama@contoh.my', '1', 'h', 'r', 'm')`,
      );
      const handle = {
        db: db as unknown as DatabaseHandle['db'],
        driver: 'pglite' as const,
        migrate: async () => {},
        setControlHandler() {},
        close: async () => {},
      };
      const contents = readBackup(await backupToBuffer(handle));
      expect(contents.manifest.schemaVersion).toEqual({ tag: first.tag, when: first.when });
      expect(contents.manifest.tables.map((t) => t.name)).not.toContain('portal_founding');

      const target = await memoryDatabase(false);
      const result = await restoreBackup(target, contents);
      expect(result).toMatchObject({ fromTag: first.tag, toTag: journal.at(-1)?.tag });
      expect((await target.db.select({ email: users.email }).from(users)).map((u) => u.email)).toEqual([
        'lama@contoh.my',
      ]);
      // 0001 founds a portal that has accounts: run after the load, as on an upgrade.
      const founding = rowsOf<{ founder_user_id: number }>(
        await target.db.execute(sql`select founder_user_id from portal_founding`),
      );
      expect(founding).toEqual([{ founder_user_id: 1 }]);
    } finally {
      partial.remove();
      await client.close();
    }
  });
});
