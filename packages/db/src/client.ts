// One factory for both drivers: DATABASE_URL → PostgreSQL through postgres.js; otherwise PGlite in dataDir.
// Each driver's modules are loaded only when it is chosen: a server on PostgreSQL never loads PGlite.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openWithin } from './connect-error';
import { holdsEmbeddedDatabase } from './data-dir';
import { databaseTemplate } from './database-template';
import { type LockRequestHandler, lockDataDir } from './lock';
import {
  appliedMillis,
  LATEST_APPLIED_SQL,
  MIGRATIONS_FOLDER,
  migrationsFolderUpTo,
  migrationsUpToDate,
} from './migrations-state';
import { tightenTree } from './private-dir';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder both drivers share; code outside this package sees only this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations not applied yet (idempotent): a database dropped and created
   * again while the server runs gets its tables back. `upToWhen` stops after the migration of that
   * journal time (a restore loads a backup at the schema it was taken at).
   */
  migrate(options?: MigrateOptions): Promise<void>;
  /**
   * Embedded database only: answers requests on the DATA_DIR lock socket (`pnpm db:backup` asking the
   * running server for a backup). Until one is set, a request gets `{"ok":false,…}`.
   */
  setControlHandler(handler: LockRequestHandler | undefined): void;
  close(): Promise<void>;
}

export interface MigrateOptions {
  upToWhen?: number;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; unset for the embedded database. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Apply committed migrations before returning (default true). */
  migrate?: boolean;
  /**
   * DATABASE_URL only: connecting and migrating at start must finish within this (default 15 s), else
   * the client is closed and a DatabaseConnectError thrown. Also postgres.js's connect_timeout.
   */
  connectTimeoutMs?: number;
  /**
   * DATABASE_URL only: connections postgres.js opens at most (default DEFAULT_DATABASE_MAX_CONNECTIONS); more
   * queries at once wait for one. Every server process opens its own, within the server's max_connections.
   */
  maxConnections?: number;
  /** Sees every statement's SQL (never its parameters): for tests that count queries, or debugging. */
  onQuery?: (sql: string) => void;
  /**
   * PGlite only: PostgreSQL's shared_buffers in MB (default 16). PGlite zeroes and keeps all of it in its
   * WASM heap from the start, so this is resident memory the whole time; PostgreSQL's own default is 128.
   */
  pgliteSharedBuffersMb?: number;
  /**
   * Called before migrations are applied at open to a database that already has some applied (not to a
   * new, empty one): the server writes a backup there when BACKUP_DIR is set. A failure stops the open.
   */
  beforeMigrate?: (db: Database, driver: 'pglite' | 'postgres') => Promise<void>;
}

/** postgres.js's own default: a committee's load never keeps more than a few busy. */
export const DEFAULT_DATABASE_MAX_CONNECTIONS = 10;

/** Enough to cache a portal-sized database whole; see DatabaseOptions.pgliteSharedBuffersMb. */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

const migrationsFolder = MIGRATIONS_FOLDER;
const initScript = fileURLToPath(new URL('./pglite-init.js', import.meta.url));

/** The advisory lock migrations hold on PostgreSQL ('KUBM' in ASCII): one migrator at a time. */
const MIGRATION_LOCK_KEY = 0x4b55424d;

/**
 * Several servers may start, or re-check after an outage, on one PostgreSQL at once; concurrent migrations
 * would race on CREATE TABLE. Each migrates in one transaction that first takes a transaction-level advisory
 * lock; the others wait for it, then find nothing left to do. Transaction-level, not session-level: behind a
 * pooler in transaction mode (PgBouncer) a session lock stays with whichever server connection took it, held
 * long after our client has gone, and a later migration would wait for it for ever.
 */
async function migratePostgresExclusively(
  databaseUrl: string,
  connectTimeoutMs: number,
  folder: string = migrationsFolder,
): Promise<void> {
  const [{ default: postgres }, { readMigrationFiles }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/migrator'),
  ]);
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const connection = postgres(databaseUrl, {
    max: 1,
    onnotice: () => {},
    fetch_types: false,
    connect_timeout: connectTimeoutMs / 1000,
  });
  // The lock ends with the transaction, whether it committed or not. After a failure the connection is ended
  // at once: postgres.js waits out the whole timeout to end one the server has closed (a terminated
  // backend), and every request of an outage waits on this re-check.
  try {
    // What drizzle's migrator does (drizzle-orm/pg-core/dialect.js), with the lock first.
    await connection.begin(async (tx) => {
      await tx.unsafe(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      await tx.unsafe('create schema if not exists "drizzle"');
      await tx.unsafe(
        'create table if not exists "drizzle"."__drizzle_migrations" ' +
          '(id serial primary key, hash text not null, created_at bigint)',
      );
      const [last] = await tx.unsafe<{ created_at: string | null }[]>(LATEST_APPLIED_SQL);
      for (const migration of migrations) {
        if (last && Number(last.created_at) >= migration.folderMillis) continue;
        for (const statement of migration.sql) await tx.unsafe(statement);
        await tx.unsafe(
          'insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)',
          [migration.hash, migration.folderMillis],
        );
      }
    });
  } catch (error) {
    await connection.end({ timeout: 0 });
    throw error;
  }
  await connection.end({ timeout: 5 });
}

/** Runs `migrate` on the committed migrations, or on those up to `upToWhen` (a temporary copy). */
async function withMigrations(
  options: MigrateOptions | undefined,
  migrate: (folder: string) => Promise<void>,
) {
  if (options?.upToWhen === undefined) return migrate(migrationsFolder);
  const partial = migrationsFolderUpTo(options.upToWhen);
  try {
    await migrate(partial.folder);
  } finally {
    partial.remove();
  }
}

function queryLogger(options: DatabaseOptions): { logQuery(sql: string): void } | undefined {
  const { onQuery } = options;
  return onQuery ? { logQuery: (sql) => onQuery(sql) } : undefined;
}

function pgliteOptions(options: DatabaseOptions, defaultStartParams: string[]): PGliteOptions {
  const sharedBuffersMb = options.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB;
  return { startParams: [...defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] };
}

/**
 * A new data folder is made by initdb and a second, temporary PGlite: over 400 MB of WASM heaps and buffers
 * that neither the garbage collector nor malloc would give back soon (not even from a worker thread). In a
 * child process of its own all of it is returned when it exits.
 */
function initializeDataDir(dataDir: string, options: PGliteOptions): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [initScript, JSON.stringify({ dataDir, options })], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      if (code === 0) done();
      else
        fail(
          new Error(`Creating the database in ${dataDir} failed (${signal ?? `exit ${code}`}): ${stderr}`),
        );
    });
  });
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    const [{ default: postgres }, { drizzle: drizzlePostgres }] = await Promise.all([
      import('postgres'),
      import('drizzle-orm/postgres-js'),
    ]);
    const { databaseUrl } = options;
    const connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
    const sqlClient = postgres(databaseUrl, {
      max: options.maxConnections ?? DEFAULT_DATABASE_MAX_CONNECTIONS,
      onnotice: () => {},
      // postgres.js would otherwise read the array types on each new connection, in a promise nobody awaits: a
      // connection ended during that read (pg_terminate_backend, a restart) was an unhandled rejection, which
      // stops Node. The schema has no array columns, and drizzle reads and writes arrays as text anyway.
      fetch_types: false,
      connect_timeout: connectTimeoutMs / 1000,
    });
    const db = drizzlePostgres(sqlClient, { schema, logger: queryLogger(options) });
    try {
      if (runMigrations) {
        const latestApplied = async () => (await sqlClient.unsafe(LATEST_APPLIED_SQL))[0]?.created_at;
        const closeClient = () => sqlClient.end({ timeout: 0 });
        const pending = await openWithin(
          databaseUrl,
          connectTimeoutMs,
          (async () => {
            if (await migrationsUpToDate(latestApplied, migrationsFolder)) return undefined;
            return { applied: await appliedMillis(latestApplied) };
          })(),
          closeClient,
        );
        if (pending) {
          // Not bounded by the connect timeout: a backup of a large portal may take longer.
          if (pending.applied !== undefined && options.beforeMigrate) {
            await options.beforeMigrate(db as unknown as Database, 'postgres');
          }
          await openWithin(
            databaseUrl,
            connectTimeoutMs,
            migratePostgresExclusively(databaseUrl, connectTimeoutMs),
            closeClient,
          );
        }
      }
    } catch (error) {
      await sqlClient.end({ timeout: 1 });
      throw error;
    }
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      migrate: (migrateOptions) =>
        withMigrations(migrateOptions, (folder) =>
          migratePostgresExclusively(databaseUrl, connectTimeoutMs, folder),
        ),
      setControlHandler() {},
      close: () => sqlClient.end({ timeout: 5 }),
    };
  }

  const [{ PGlite }, { DrizzlePGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('./pglite-client'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = resolve(options.dataDir);
  let control: LockRequestHandler | undefined;
  const onRequest: LockRequestHandler = (request, socket) => {
    if (control) control(request, socket);
    else
      socket.end(
        `${JSON.stringify({ ok: false, message: 'the process holding DATA_DIR takes no requests (yet)' })}\n`,
      );
  };
  const release = inMemory ? () => {} : await lockDataDir(dataDir, { onRequest });
  try {
    const clientOptions = pgliteOptions(options, PGlite.defaultStartParams);
    const isNew = inMemory || !holdsEmbeddedDatabase(dataDir);
    // The template is migrated: a database asked for without migrations starts empty, as before.
    const template = isNew && runMigrations ? databaseTemplate() : undefined;
    if (isNew && !inMemory && !template) await initializeDataDir(dataDir, clientOptions);
    // new PGlite(undefined, options) would drop the options: they go in one object.
    const client = new DrizzlePGlite({
      ...clientOptions,
      ...(inMemory ? {} : { dataDir }),
      ...(template ? { loadDataDir: template } : {}),
    });
    const db = drizzlePglite(client, { schema, logger: queryLogger(options) });
    const latestApplied = async () =>
      (await client.query<{ created_at: unknown }>(LATEST_APPLIED_SQL)).rows[0]?.created_at;
    if (runMigrations && !(await migrationsUpToDate(latestApplied, migrationsFolder))) {
      if (options.beforeMigrate && (await appliedMillis(latestApplied)) !== undefined) {
        await options.beforeMigrate(db as unknown as Database, 'pglite');
      }
      await migratePglite(db, { migrationsFolder });
    }
    if (!inMemory) tightenTree(dataDir);
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      migrate: (migrateOptions) =>
        withMigrations(migrateOptions, (folder) => migratePglite(db, { migrationsFolder: folder })),
      setControlHandler(handler) {
        control = handler;
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
