// Whether every committed migration is applied, in one query. drizzle's migrator, even with nothing to do,
// creates its schema and table "if not exists" and reads its journal table on every start (on PGlite about
// 75 ms of CPU; on PostgreSQL a connection of its own and an advisory lock besides).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** drizzle's own record of applied migrations: created_at is the journal's `when` of each. */
export const LATEST_APPLIED_SQL =
  'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1';

/** undefined_table, invalid_schema_name: a database never migrated. */
const NOT_MIGRATED_CODES = new Set(['42P01', '3F000']);

/** The `when` of the newest entry in drizzle-kit's journal. */
export function newestMigrationMillis(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * The migrator's own test (it applies each migration newer than the newest recorded), without its
 * statements. `latestApplied` runs LATEST_APPLIED_SQL and returns created_at (undefined when no row).
 */
export async function migrationsUpToDate(
  latestApplied: () => Promise<unknown>,
  migrationsFolder: string,
): Promise<boolean> {
  let latest: unknown;
  try {
    latest = await latestApplied();
  } catch (error) {
    if (NOT_MIGRATED_CODES.has(String((error as { code?: unknown }).code))) return false;
    throw error;
  }
  return latest !== undefined && latest !== null && Number(latest) >= newestMigrationMillis(migrationsFolder);
}
