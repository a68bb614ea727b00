// Several servers starting at once on one PostgreSQL database (or re-checking after an outage) migrate one
// at a time: the others wait, then find nothing left to do. Runs only when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './client';
import { users } from './schema';

const serverUrl = process.env.TEST_DATABASE_URL as string;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const name = `kubm_test_migrate_${randomBytes(4).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const opened: DatabaseHandle[] = [];

beforeAll(async () => {
  await admin`CREATE DATABASE ${admin(name)}`;
});
afterAll(async () => {
  await Promise.all(opened.map((h) => h.close()));
  await admin`DROP DATABASE IF EXISTS ${admin(name)} WITH (FORCE)`;
  await admin.end({ timeout: 5 });
});

describe('migrations on PostgreSQL', () => {
  it('apply once when four servers start together on an empty database, and again on re-check', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })),
    );
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    const [first] = opened;
    expect(await first?.db.select().from(users)).toEqual([]);
    await Promise.all(opened.map((h) => h.migrate()));
  });
});
