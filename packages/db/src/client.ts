// One factory for both drivers: DATABASE_URL → PostgreSQL through postgres.js; otherwise PGlite in dataDir.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { openWithin } from './connect-error';
import { lockDataDir } from './lock';
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
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** The advisory lock migrations hold on PostgreSQL ('KUBM' in ASCII): one migrator at a time. */
const MIGRATION_LOCK_KEY = 0x4b55424d;

/**
 * Several servers may start, or re-check after an outage, on one PostgreSQL at once; concurrent migrations
 * would race on CREATE TABLE. Each migrates over a connection of its own (max 1, so the session advisory
 * lock and the migration share it) while holding the lock; the others wait, then find nothing left to do.
 */
async function migratePostgresExclusively(databaseUrl: string, connectTimeoutMs: number): Promise<void> {
  const connection = postgres(databaseUrl, {
    max: 1,
    onnotice: () => {},
    connect_timeout: connectTimeoutMs / 1000,
  });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres(connection, { schema }), { migrationsFolder });
    // Ending the session releases the lock, even when the migration failed.
  } finally {
    await connection.end({ timeout: 5 });
  }
}

function queryLogger(options: DatabaseOptions): { logQuery(sql: string): void } | undefined {
  const { onQuery } = options;
  return onQuery ? { logQuery: (sql) => onQuery(sql) } : undefined;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    const connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
    const sqlClient = postgres(databaseUrl, {
      max: 10,
      onnotice: () => {},
      connect_timeout: connectTimeoutMs / 1000,
    });
    const db = drizzlePostgres(sqlClient, { schema, logger: queryLogger(options) });
    try {
      if (runMigrations) {
        await openWithin(
          databaseUrl,
          connectTimeoutMs,
          migratePostgresExclusively(databaseUrl, connectTimeoutMs),
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

  const inMemory = options.dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : await lockDataDir(resolve(options.dataDir));
  try {
    const client = new PGlite(inMemory ? undefined : resolve(options.dataDir));
    const db = drizzlePglite(client, { schema, logger: queryLogger(options) });
    if (runMigrations) await migratePglite(db, { migrationsFolder });
    if (!inMemory) tightenTree(resolve(options.dataDir));
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
