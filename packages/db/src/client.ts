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
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder both drivers share; code outside this package sees only this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; unset for the embedded database. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Apply committed migrations before returning (default true). */
  migrate?: boolean;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    const sqlClient = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(sqlClient, { schema });
    try {
      if (runMigrations) await migratePostgres(db, { migrationsFolder });
    } catch (error) {
      await sqlClient.end({ timeout: 1 });
      throw error;
    }
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      close: () => sqlClient.end({ timeout: 5 }),
    };
  }

  const inMemory = options.dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDir(resolve(options.dataDir));
  try {
    const client = new PGlite(inMemory ? undefined : resolve(options.dataDir));
    const db = drizzlePglite(client, { schema });
    if (runMigrations) await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
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
