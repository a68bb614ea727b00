// Migrate to the backup's schema, load in one transaction, then migrate forward to this portal's.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { readJournal } from '../migrations-state';
import type { BackupContents } from './format';
import { backupTables, type Executor, quoteIdent, rowsOf } from './tables';
import { appliedSchemaVersion } from './write';

const INSERT_ROWS = 500;

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreResult {
  tables: number;
  rows: number;
  fromTag: string | null;
  toTag: string | null;
}

async function query<T>(db: Executor, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

async function tableColumns(db: Executor, schema: string, table: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select column_name::text as name from information_schema.columns
        where table_schema = ${schema} and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

async function firstNonEmpty(db: Executor): Promise<{ table: string; rows: number } | undefined> {
  for (const table of [
    ...backupTables(),
    { name: 'sessions', schema: 'public', qualified: '"public"."sessions"' },
  ]) {
    if ((await tableColumns(db, table.schema, table.name)).length === 0) continue;
    const [row] = await query<{ n: unknown }>(db, sql.raw(`select count(*) as n from ${table.qualified}`));
    const rows = Number(row?.n ?? 0);
    if (rows > 0) return { table: table.name, rows };
  }
  return undefined;
}

function* jsonArrays(data: Buffer, size: number): Generator<string> {
  let start = 0;
  let group: string[] = [];
  while (start < data.length) {
    const end = data.indexOf(10, start);
    const stop = end === -1 ? data.length : end;
    group.push(data.toString('utf8', start, stop));
    start = stop + 1;
    if (group.length === size) {
      yield `[${group.join(',')}]`;
      group = [];
    }
  }
  if (group.length > 0) yield `[${group.join(',')}]`;
}

/** Refuses, changing nothing, a backup from a newer schema or a target holding any row. */
export async function restoreBackup(
  handle: DatabaseHandle,
  contents: BackupContents,
): Promise<RestoreResult> {
  const { manifest, tables } = contents;
  const journal = readJournal();
  const version = manifest.schemaVersion;
  const known = journal.find((entry) => entry.when === version.when);
  const newest = journal.at(-1);
  if (!known) {
    if (!newest || version.when > newest.when) {
      throw new RestoreRefusedError(
        `The backup is from a newer portal (schema ${version.tag ?? version.when}, this portal knows up to ` +
          `${newest?.tag ?? 'none'}): restore it with that version of the portal or a newer one. Nothing was changed.`,
      );
    }
    throw new RestoreRefusedError(
      `The backup's schema version (${version.tag ?? version.when}) is not one of this portal's migrations. ` +
        'Nothing was changed.',
    );
  }

  const db = handle.db;
  const holding = await firstNonEmpty(db);
  if (holding) {
    throw new RestoreRefusedError(
      `The target database is not empty (${holding.table} has ${holding.rows} rows): a backup is restored only ` +
        'into a new, empty database. Nothing was changed.',
    );
  }
  const applied = await appliedSchemaVersion(db);
  if (applied && applied.when > version.when) {
    throw new RestoreRefusedError(
      `The target database is already migrated past the backup (${applied.tag ?? applied.when} after ` +
        `${known.tag}): restore into a new, empty database. Nothing was changed.`,
    );
  }

  // The tables as they were when the backup was taken, so every column of the file has its place.
  await handle.migrate({ upToWhen: version.when });

  let rows = 0;
  const schemaOf = new Map(backupTables().map((table) => [table.name, table]));
  await db.transaction(async (tx) => {
    // Checked again inside the transaction: a server on this database may have written meanwhile.
    const raced = await firstNonEmpty(tx);
    if (raced) {
      throw new RestoreRefusedError(
        `The target database is not empty (${raced.table} has ${raced.rows} rows). Nothing was changed.`,
      );
    }
    for (const table of manifest.tables) {
      const tableSchema = schemaOf.get(table.name)?.schema ?? 'public';
      const qualified = `${quoteIdent(tableSchema)}.${quoteIdent(table.name)}`;
      const present = await tableColumns(tx, tableSchema, table.name);
      const missing = table.columns.filter((column) => !present.includes(column));
      if (missing.length > 0) {
        throw new RestoreRefusedError(
          `The backup's table ${table.name} has columns the database at ${known.tag} lacks ` +
            `(${missing.join(', ')}). Nothing was changed.`,
        );
      }
      const columns = table.columns.map(quoteIdent).join(', ');
      for (const group of jsonArrays(tables.get(table.name) ?? Buffer.alloc(0), INSERT_ROWS)) {
        await tx.execute(
          sql`${sql.raw(`insert into ${qualified} (${columns}) select ${columns} from json_populate_recordset(null::${qualified}, `)}${group}::json)`,
        );
      }
      rows += table.rows;
    }
    for (const sequence of manifest.sequences) {
      const target = schemaOf.get(sequence.table);
      if (!target) continue;
      const column = quoteIdent(sequence.column);
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${target.qualified}, ${sequence.column}),
              greatest(${sequence.next}::bigint, (select coalesce(max(${sql.raw(column)}), 0) + 1 from ${sql.raw(target.qualified)})),
              false)`,
      );
    }
  });

  await handle.migrate();
  const now = await appliedSchemaVersion(db);
  return { tables: manifest.tables.length, rows, fromTag: known.tag, toTag: now?.tag ?? null };
}
