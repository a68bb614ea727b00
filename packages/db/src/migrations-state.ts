// Whether every migration is applied, in one query: drizzle's migrator costs ~75 ms of CPU on PGlite even
// with nothing to do (docs/decisions/migrations-one-query.md).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** created_at is the journal's `when` of each applied migration. */
export const LATEST_APPLIED_SQL =
  'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1';

/** undefined_table, invalid_schema_name: a database never migrated. */
const NOT_MIGRATED_CODES = new Set(['42P01', '3F000']);

export interface JournalEntry {
  tag: string;
  when: number;
}

export function readJournal(migrationsFolder: string = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export function newestMigrationMillis(migrationsFolder: string): number {
  return Math.max(0, ...readJournal(migrationsFolder).map((entry) => entry.when));
}

/** The migrator's own test: every migration newer than the newest recorded is pending. */
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
