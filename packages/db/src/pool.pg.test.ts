// The connections a server opens to PostgreSQL are bounded: more queries at once wait for one rather than
// open more. Runs only when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, DEFAULT_DATABASE_MAX_CONNECTIONS } from './client';

const serverUrl = process.env.TEST_DATABASE_URL as string;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const name = `kubm_test_pool_${randomBytes(4).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;

beforeAll(async () => {
  await admin`CREATE DATABASE ${admin(name)}`;
});
afterAll(async () => {
  await admin`DROP DATABASE IF EXISTS ${admin(name)} WITH (FORCE)`;
  await admin.end({ timeout: 5 });
});

/** The most backends this database had while `queries` queries slept at once, each on its own connection if it could. */
async function mostBackendsDuring(maxConnections: number | undefined, queries: number): Promise<number> {
  const handle = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', maxConnections });
  try {
    let done = false;
    const sleeping = Promise.all(
      Array.from({ length: queries }, () => handle.db.execute(sql`select pg_sleep(1)`)),
    ).finally(() => {
      done = true;
    });
    let most = 0;
    // Counted throughout, so a slow machine that opens the connections late is still seen at its peak.
    while (!done) {
      const [row] = await admin`
        select count(*)::int as n from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
      most = Math.max(most, row?.n as number);
      await new Promise((wait) => setTimeout(wait, 50));
    }
    await sleeping;
    return most;
  } finally {
    await handle.close();
  }
}

describe('connections to PostgreSQL', () => {
  it('are at most DATABASE_MAX_CONNECTIONS, however many queries run at once', async () => {
    expect(await mostBackendsDuring(2, 6)).toBe(2);
  });

  it('are at most 10 by default', async () => {
    expect(DEFAULT_DATABASE_MAX_CONNECTIONS).toBe(10);
    expect(await mostBackendsDuring(undefined, 14)).toBe(10);
  });
});
