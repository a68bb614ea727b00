// The snapshot is read as fast as possible (on the embedded database every request waits for it); hashing,
// compressing and writing come after, in slices with yields, so requests carry on.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { readJournal } from '../migrations-state';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  EXCLUDED_TABLES,
  MANIFEST_NAME,
  type Manifest,
  type ManifestSequence,
  type ManifestTable,
  readBackup,
  tableFileName,
} from './format';
import { backupTables, type Executor, quoteIdent, rowsOf } from './tables';
import { TAR_END, tarHeader, tarPadding } from './tar';

// Pages double while under PAGE_BYTES (fewer round trips) and shrink when rows are large (photos).
const FIRST_PAGE_ROWS = 500;
const MAX_PAGE_ROWS = 10_000;
const PAGE_BYTES = 4 * 1024 * 1024;

interface TableSnapshot {
  name: string;
  columns: string[];
  rows: number;
  pages: string[];
}

export interface Snapshot {
  createdAt: Date;
  postgresVersion: string;
  schemaVersion: Manifest['schemaVersion'];
  tables: TableSnapshot[];
  sequences: ManifestSequence[];
}

async function query<T>(db: Executor, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

export async function appliedSchemaVersion(db: Executor): Promise<Manifest['schemaVersion'] | undefined> {
  let rows: { created_at: unknown }[];
  try {
    rows = await query(
      db,
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
  } catch (error) {
    const code = String(
      (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code,
    );
    if (code === '42P01' || code === '3F000') return undefined;
    throw error;
  }
  const when = rows[0] ? Number(rows[0].created_at) : undefined;
  if (when === undefined) return undefined;
  return { tag: readJournal().find((entry) => entry.when === when)?.tag ?? null, when };
}

export async function readSnapshot(db: Database): Promise<Snapshot> {
  return db.transaction(
    async (tx) => {
      // row_to_json writes timestamps in the session's zone: the file always says UTC.
      await tx.execute(sql`set local time zone 'UTC'`);
      const [clock] = await query<{ now: string; version: string }>(
        tx,
        sql`select to_char(now(), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now,
            current_setting('server_version') as version`,
      );
      const schemaVersion = await appliedSchemaVersion(tx);
      if (!schemaVersion) throw new Error('The database has no portal in it (no migration applied)');
      const tables: TableSnapshot[] = [];
      const sequences: ManifestSequence[] = [];
      const wanted = backupTables();
      const columnRows = await query<{ schema: string; table: string; name: string; seq: string | null }>(
        tx,
        sql`select n.nspname::text as schema, c.relname::text as table, a.attname::text as name,
              case when a.atthasdef or a.attidentity <> ''
                then pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) end as seq
            from pg_catalog.pg_attribute a
            join pg_catalog.pg_class c on c.oid = a.attrelid
            join pg_catalog.pg_namespace n on n.oid = c.relnamespace
            where c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
              and n.nspname in ${[...new Set(wanted.map((t) => t.schema))]}
            order by n.nspname, c.relname, a.attnum`,
      );
      for (const table of wanted) {
        const own = columnRows.filter((row) => row.schema === table.schema && row.table === table.name);
        const columns = own.map((row) => row.name);
        // Not created yet by a pending migration (the backup taken before migrating).
        if (columns.length === 0) continue;
        const pages: string[] = [];
        let rows = 0;
        const [key] = table.orderBy;
        if (key && table.orderBy.length === 1) {
          const k = quoteIdent(key);
          let last: string | null = null;
          let limit = FIRST_PAGE_ROWS;
          while (true) {
            const after: SQL = last === null ? sql`true` : sql`t.${sql.raw(k)} > ${last}`;
            const [page]: { lines: string | null; n: unknown; last: string | null }[] = await query(
              tx,
              sql`select string_agg(s.line, E'\n' order by s.k) as lines, count(*) as n, max(s.k)::text as last
                  from (select row_to_json(t)::text as line, t.${sql.raw(k)} as k
                        from ${sql.raw(table.qualified)} t where ${after}
                        order by t.${sql.raw(k)} limit ${sql.raw(String(limit))}) s`,
            );
            const n = Number(page?.n ?? 0);
            if (!page?.lines || n === 0) break;
            rows += n;
            pages.push(`${page.lines}\n`);
            last = page.last;
            if (n < limit) break;
            if (page.lines.length < PAGE_BYTES) limit = Math.min(MAX_PAGE_ROWS, limit * 2);
            else limit = Math.max(1, Math.floor((limit * PAGE_BYTES) / page.lines.length));
          }
        } else {
          const order = (table.orderBy.length > 0 ? table.orderBy : columns.slice(0, 1))
            .map(quoteIdent)
            .join(', ');
          const all = await query<{ line: string }>(
            tx,
            sql.raw(`select row_to_json(t)::text as line from ${table.qualified} t order by ${order}`),
          );
          rows = all.length;
          if (rows > 0) pages.push(`${all.map((r) => r.line).join('\n')}\n`);
        }
        tables.push({ name: table.name, columns, rows, pages });
        for (const { name: column, seq } of own) {
          if (!seq) continue;
          const [state] = await query<{ last_value: unknown; is_called: boolean }>(
            tx,
            sql.raw(`select last_value, is_called from ${seq}`),
          );
          if (!state) continue;
          const last = Number(state.last_value);
          sequences.push({ table: table.name, column, next: state.is_called ? last + 1 : last });
        }
      }
      return {
        createdAt: new Date(clock?.now ?? Number.NaN),
        postgresVersion: clock?.version ?? '',
        schemaVersion,
        tables,
        sequences,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (out.destroyed) throw new Error('the backup could not be written: its destination closed');
  if (out.write(chunk)) return;
  await new Promise<void>((done, fail) => {
    const finish = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', finish);
      if (error) fail(error);
      else done();
    };
    const onDrain = () => finish();
    const onClose = () => finish(new Error('the backup could not be written: its destination closed'));
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', finish);
  });
}

export async function writeSnapshot(
  snapshot: Snapshot,
  driver: 'pglite' | 'postgres',
  out: Writable,
): Promise<Manifest> {
  const tables: ManifestTable[] = [];
  const encoded: Buffer[][] = [];
  for (const table of snapshot.tables) {
    const hash = createHash('sha256');
    const pages: Buffer[] = [];
    let bytes = 0;
    for (const page of table.pages) {
      const data = Buffer.from(page, 'utf8');
      hash.update(data);
      pages.push(data);
      bytes += data.length;
      await yieldToEventLoop();
    }
    encoded.push(pages);
    tables.push({
      name: table.name,
      file: tableFileName(table.name),
      rows: table.rows,
      bytes,
      sha256: hash.digest('hex'),
      columns: table.columns,
    });
  }
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: Number.isNaN(snapshot.createdAt.getTime())
      ? new Date().toISOString()
      : snapshot.createdAt.toISOString(),
    source: { driver, postgresVersion: snapshot.postgresVersion },
    schemaVersion: snapshot.schemaVersion,
    tables,
    sequences: snapshot.sequences,
    excludedTables: [...EXCLUDED_TABLES],
  };
  const mtime = Math.floor(Date.parse(manifest.createdAt) / 1000);
  const gzip = createGzip({ level: 6 });
  // pipeline destroys gzip when `out` fails or closes early (a client gone): the writes below then throw.
  const piped = pipeline(gzip, out);
  piped.catch(() => {});
  const manifestData = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
  await write(gzip, tarHeader(MANIFEST_NAME, manifestData.length, mtime));
  await write(gzip, Buffer.concat([manifestData, tarPadding(manifestData.length)]));
  for (const [i, table] of tables.entries()) {
    await write(gzip, tarHeader(table.file, table.bytes, mtime));
    for (const page of encoded[i] ?? []) {
      await write(gzip, page);
      await yieldToEventLoop();
    }
    await write(gzip, tarPadding(table.bytes));
  }
  gzip.end(TAR_END);
  await piped;
  return manifest;
}

export async function writeBackup(
  db: Database,
  driver: 'pglite' | 'postgres',
  out: Writable,
): Promise<Manifest> {
  const snapshot = await readSnapshot(db);
  return writeSnapshot(snapshot, driver, out);
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** Written beside `file`, synced and checked whole, then renamed: never a half-written file under `file`. */
export async function writeBackupFile(
  file: string,
  produce: (out: Writable) => Promise<unknown>,
): Promise<WrittenBackup> {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    // 'wx': never onto an existing file; 0600 from the start, whatever the umask.
    await produce(createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
    const handle = await open(temporary, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await chmod(temporary, 0o600);
    const data = await readFile(temporary);
    const { manifest } = readBackup(data);
    await rename(temporary, file);
    return { file, bytes: data.length, manifest };
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export const BACKUP_FILE_PATTERN = /^kubm-backup-(\d{8}T\d{9}Z)\.tar\.gz$/;

export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `kubm-backup-${stamp}.tar.gz`;
}

export function backupFileTime(name: string): Date | undefined {
  const match = BACKUP_FILE_PATTERN.exec(name);
  if (!match?.[1]) return undefined;
  const s = match[1];
  return new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`,
  );
}
