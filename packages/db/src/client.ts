// One factory for both drivers: DATABASE_URL → PostgreSQL through postgres.js; otherwise PGlite in dataDir.
// Each driver's modules are loaded only when it is chosen: a server on PostgreSQL never loads PGlite.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openWithin } from './connect-error';
import { lockDataDir } from './lock';
import { LATEST_APPLIED_SQL, migrationsUpToDate } from './migrations-state';
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
   * again while the server runs gets its tables back.
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
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
  /** Sees every statement's SQL (never its parameters): for tests that count queries, or debugging. */
  onQuery?: (sql: string) => void;
  /**
   * PGlite only: PostgreSQL's shared_buffers in MB (default 16). PGlite zeroes and keeps all of it in its
   * WASM heap from the start, so this is resident memory the whole time; PostgreSQL's own default is 128.
   */
  pgliteSharedBuffersMb?: number;
}

/** Enough to cache a portal-sized database whole; see DatabaseOptions.pgliteSharedBuffersMb. */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
const initScript = fileURLToPath(new URL('./pglite-init.js', import.meta.url));

/** The advisory lock migrations hold on PostgreSQL ('KUBM' in ASCII): one migrator at a time. */
const MIGRATION_LOCK_KEY = 0x4b55424d;

/**
 * Several servers may start, or re-check after an outage, on one PostgreSQL at once; concurrent migrations
 * would race on CREATE TABLE. Each migrates over a connection of its own (max 1, so the session advisory
 * lock and the migration share it) while holding the lock; the others wait, then find nothing left to do.
 */
async function migratePostgresExclusively(databaseUrl: string, connectTimeoutMs: number): Promise<void> {
  const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
    await Promise.all([
      import('postgres'),
      import('drizzle-orm/postgres-js'),
      import('drizzle-orm/postgres-js/migrator'),
    ]);
  const connection = postgres(databaseUrl, {
    max: 1,
    onnotice: () => {},
    fetch_types: false,
    connect_timeout: connectTimeoutMs / 1000,
  });
  // Ending the session releases the lock, even when the migration failed. After a failure the connection
  // is ended at once: postgres.js waits out the whole timeout to end one the server has closed (a terminated
  // backend), and every request of an outage waits on this re-check.
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres(connection, { schema }), { migrationsFolder });
  } catch (error) {
    await connection.end({ timeout: 0 });
    throw error;
  }
  await connection.end({ timeout: 5 });
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
      max: 10,
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
        await openWithin(
          databaseUrl,
          connectTimeoutMs,
          (async () => {
            if (await migrationsUpToDate(latestApplied, migrationsFolder)) return;
            await migratePostgresExclusively(databaseUrl, connectTimeoutMs);
          })(),
          () => sqlClient.end({ timeout: 0 }),
        );
      }
    } catch (error) {
      await sqlClient.end({ timeout: 1 });
      throw error;
    }
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      migrate: () => migratePostgresExclusively(databaseUrl, connectTimeoutMs),
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
  const release = inMemory ? () => {} : await lockDataDir(dataDir);
  try {
    const clientOptions = pgliteOptions(options, PGlite.defaultStartParams);
    if (!inMemory && !existsSync(join(dataDir, 'PG_VERSION')))
      await initializeDataDir(dataDir, clientOptions);
    // new PGlite(undefined, options) would drop the options: they go in one object.
    const client = new DrizzlePGlite({ ...clientOptions, dataDir: inMemory ? undefined : dataDir });
    const db = drizzlePglite(client, { schema, logger: queryLogger(options) });
    const latestApplied = async () =>
      (await client.query<{ created_at: unknown }>(LATEST_APPLIED_SQL)).rows[0]?.created_at;
    if (runMigrations && !(await migrationsUpToDate(latestApplied, migrationsFolder))) {
      await migratePglite(db, { migrationsFolder });
    }
    if (!inMemory) tightenTree(dataDir);
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
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
