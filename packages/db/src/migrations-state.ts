// Whether every committed migration is applied, in one query. drizzle's migrator, even with nothing to do,
// creates its schema and table "if not exists" and reads its journal table on every start (on PGlite about
// 75 ms of CPU; on PostgreSQL a connection of its own and an advisory lock besides).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed migrations (packages/db/migrations). */
export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** drizzle's own record of applied migrations: created_at is the journal's `when` of each. */
export const LATEST_APPLIED_SQL =
  'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1';

/** undefined_table, invalid_schema_name: a database never migrated. */
const NOT_MIGRATED_CODES = new Set(['42P01', '3F000']);

export interface JournalEntry {
  /** The migration's file name without .sql, e.g. 0002_list_order_indexes. */
  tag: string;
  /** Its time in the journal (ms): drizzle records it as created_at once applied. */
  when: number;
}

/** drizzle-kit's journal of the committed migrations, in the order they apply. */
export function readJournal(migrationsFolder: string = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The `when` of the newest entry in drizzle-kit's journal. */
export function newestMigrationMillis(migrationsFolder: string): number {
  return Math.max(0, ...readJournal(migrationsFolder).map((entry) => entry.when));
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

/** The newest applied migration's `when`, or undefined for a database never migrated. */
export async function appliedMillis(latestApplied: () => Promise<unknown>): Promise<number | undefined> {
  try {
    const latest = await latestApplied();
    return latest === undefined || latest === null ? undefined : Number(latest);
  } catch (error) {
    if (NOT_MIGRATED_CODES.has(String((error as { code?: unknown }).code))) return undefined;
    throw error;
  }
}

/** A temporary copy of the migrations folder whose journal ends at `upToWhen`; `remove()` deletes it. */
export function migrationsFolderUpTo(
  upToWhen: number,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'kubm-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: JournalEntry[] };
  journal.entries = journal.entries.filter((entry) => entry.when <= upToWhen);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
