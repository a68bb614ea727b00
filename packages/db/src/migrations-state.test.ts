import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { LATEST_APPLIED_SQL, migrationsUpToDate, newestMigrationMillis } from './migrations-state';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

describe('migrationsUpToDate', () => {
  const newest = newestMigrationMillis(migrationsFolder);

  it('is true only when the newest journal entry is recorded as applied', async () => {
    expect(newest).toBeGreaterThan(0);
    expect(await migrationsUpToDate(async () => String(newest), migrationsFolder)).toBe(true);
    expect(await migrationsUpToDate(async () => newest - 1, migrationsFolder)).toBe(false);
    expect(await migrationsUpToDate(async () => undefined, migrationsFolder)).toBe(false);
  });

  it('is false for a database never migrated, and passes any other failure on', async () => {
    const missing = Object.assign(new Error('relation does not exist'), { code: '42P01' });
    expect(await migrationsUpToDate(() => Promise.reject(missing), migrationsFolder)).toBe(false);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    await expect(migrationsUpToDate(() => Promise.reject(refused), migrationsFolder)).rejects.toBe(refused);
  });

  it('reads what drizzle’s migrator records, before and after it runs', async () => {
    const client = new PGlite();
    try {
      const latestApplied = async () =>
        (await client.query<{ created_at: unknown }>(LATEST_APPLIED_SQL)).rows[0]?.created_at;
      expect(await migrationsUpToDate(latestApplied, migrationsFolder)).toBe(false);
      await migrate(drizzle(client), { migrationsFolder });
      expect(await migrationsUpToDate(latestApplied, migrationsFolder)).toBe(true);
      await client.query('delete from drizzle.__drizzle_migrations where created_at = $1', [newest]);
      expect(await migrationsUpToDate(latestApplied, migrationsFolder)).toBe(false);
    } finally {
      await client.close();
    }
  });
});
