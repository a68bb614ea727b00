// Upgrading a portal that already has data to the hardening migration (0001) loses nothing: its sessions
// keep working (their ids are converted to hashes) and the portal counts as founded.

import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { portalFounding, sessions, users } from './schema';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
const firstOnly = mkdtempSync(join(tmpdir(), 'kubm-migrations-'));
afterAll(() => rmSync(firstOnly, { recursive: true, force: true }));

/** A copy of the migrations folder as it was before 0001. */
function migrationsUpTo0000(): string {
  cpSync(migrationsFolder, firstOnly, { recursive: true });
  const journalPath = join(firstOnly, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag === '0000_init');
  writeFileSync(journalPath, JSON.stringify(journal));
  return firstOnly;
}

describe('migration 0001 on a portal with data', () => {
  it('hashes existing session ids and marks the portal founded by its first account', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo0000() });
      // Raw SQL: drizzle's insert names every column of today's schema, some of them added by later migrations.
      const inserted = await client.query<{ id: number }>(
        `insert into users (name, email, phone, password_hash, role, ministry)
         values ('Ana', 'ana@contoh.my', '0123456789', 'x', 'Member', 'IKD (MINISTRI)') returning id`,
      );
      const userId = inserted.rows[0]?.id as number;
      const expiresAt = new Date(Date.now() + 3_600_000);
      await client.query('insert into sessions (id, user_id, expires_at) values ($1, $2, $3)', [
        'plainsessionid123',
        userId,
        expiresAt.toISOString(),
      ]);

      await migrate(db, { migrationsFolder });

      const rows = await db.select({ id: sessions.id, userId: sessions.userId }).from(sessions);
      expect(rows).toEqual([{ id: createHash('sha256').update('plainsessionid123').digest('hex'), userId }]);
      expect(await db.select({ founder: portalFounding.founderUserId }).from(portalFounding)).toEqual([
        { founder: userId },
      ]);
    } finally {
      await client.close();
    }
  });

  it('leaves an empty portal unfounded', async () => {
    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder });
      expect(await db.select().from(portalFounding)).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

const before0003 = mkdtempSync(join(tmpdir(), 'kubm-migrations-'));
afterAll(() => rmSync(before0003, { recursive: true, force: true }));

/** A copy of the migrations folder as it was before 0003. */
function migrationsUpTo0002(): string {
  cpSync(migrationsFolder, before0003, { recursive: true });
  const journalPath = join(before0003, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 2);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before0003;
}

describe('migration 0003 (photo versions) on a portal with photos', () => {
  it('stores each photo version as its address had it (first 16 hex digits of the SHA-256 of the data URL)', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo0002() });
      const photo = `data:image/jpeg;base64,${Buffer.alloc(3000, 7).toString('base64')}`;
      const insert = `insert into users (name, email, phone, password_hash, role, ministry, profile_photo)
        values ($1, $2, '0123456789', 'x', 'Member', 'IKD (MINISTRI)', $3)`;
      await client.query(insert, ['Ana', 'ana@contoh.my', photo]);
      await client.query(insert, ['Ben', 'ben@contoh.my', null]);

      await migrate(db, { migrationsFolder });

      const rows = await db
        .select({ name: users.name, version: users.profilePhotoVersion })
        .from(users)
        .orderBy(users.name);
      const version = createHash('sha256').update(photo, 'utf8').digest('hex').slice(0, 16);
      expect(rows).toEqual([
        { name: 'Ana', version },
        { name: 'Ben', version: null },
      ]);
      // From now on a photo goes with its version, and only with it.
      await expect(
        client.query(`update users set profile_photo = 'data:image/png;base64,AAAA' where name = 'Ben'`),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        client.query(`update users set profile_photo_version = 'abc' where name = 'Ben'`),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        client.query(`update users set profile_photo = null where name = 'Ana'`),
      ).rejects.toMatchObject({ code: '23514' });
    } finally {
      await client.close();
    }
  });
});
