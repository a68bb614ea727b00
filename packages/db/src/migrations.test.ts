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
      const [first] = await db
        .insert(users)
        .values({
          name: 'Ana',
          email: 'ana@contoh.my',
          phone: '0123456789',
          passwordHash: 'x',
          role: 'Member',
          ministry: 'IKD (MINISTRI)',
        })
        .returning({ id: users.id });
      const userId = first?.id as number;
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
