// A failed query in the log: the error and the query's shape, never its parameters (argon2 hashes,
// e-mail addresses, phones). Real errors from the real drivers: PGlite always, PostgreSQL in its pass.

import { createDatabase, type DatabaseHandle, users } from '@kubm/db';
import { TRPCError } from '@trpc/server';
import { afterAll, describe, expect, it } from 'vitest';
import { serializeError } from '../src/log-errors';
import { createLogger } from '../src/logger';
import { createTestDatabase } from './harness';

const EMAIL = 'rahsia.ahli@contoh.my';
const PHONE = '0198765432';
const HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$YWJjZGVmZ2hpamtsbW5vcA$K7uEo3ZbC1mYbQW2mUq5f0eZpQ2b9Yk8hV3nB6cT1aE';
const SECRETS = [EMAIL, PHONE, HASH, 'YWJjZGVmZ2hpamtsbW5vcA', '0198765432'];

const drivers = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function open(driver: (typeof drivers)[number]): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const handle = await createDatabase({ dataDir: 'memory://' });
    cleanups.push(() => handle.close());
    return handle;
  }
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL as string);
  const handle = await createDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
  cleanups.push(async () => {
    await handle.close();
    await database.drop();
  });
  return handle;
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

/** What the server's logger writes for `{ err }`, as the request handler logs a failed procedure. */
function logged(err: unknown): string {
  const lines: string[] = [];
  const logger = createLogger('info', { destination: { write: (line) => lines.push(line) } });
  logger.error({ err, path: 'auth.register' }, 'tRPC procedure failed');
  return lines.join('');
}

describe.each(drivers)('errors of failed queries on %s', (driver) => {
  it('a unique violation: SQL shape, code and constraint kept; parameters and detail gone', async () => {
    const { db } = await open(driver);
    const row = {
      name: 'Ahli Rahsia',
      email: EMAIL,
      phone: PHONE,
      passwordHash: HASH,
      role: 'Ahli Biasa',
      ministry: 'Umum',
    };
    await db.insert(users).values(row);
    const error = await failure(() => db.insert(users).values(row));
    // The raw error does carry the values (this is what used to be logged).
    expect(`${(error as Error).message} ${JSON.stringify((error as { cause?: unknown }).cause)}`).toContain(
      EMAIL,
    );

    // As tRPC hands it to onError, wrapped; and as the request handler logs its cause.
    for (const err of [error, new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error })]) {
      const line = logged(err);
      for (const secret of SECRETS) expect(line).not.toContain(secret);
      expect(line).not.toContain('params');
      expect(line).not.toContain('Key (email)');
      const entry = JSON.parse(line) as { err: Record<string, unknown> };
      const dbError = (
        err instanceof TRPCError ? (entry.err.cause as Record<string, unknown>) : entry.err
      ) as Record<string, unknown> & { cause: Record<string, unknown> };
      expect(dbError.message).toMatch(/^Failed query: insert into "users" \(.*\) values \(default, \$1/);
      expect(dbError.query).toMatch(/^insert into "users"/);
      expect(String(dbError.stack)).toMatch(/\n\s+at /);
      expect(dbError.cause).toMatchObject({
        code: '23505',
        constraint: 'users_email_unique',
        table: 'users',
        message: 'duplicate key value violates unique constraint "users_email_unique"',
      });
    }
  });

  it('a value in PostgreSQL’s own message (invalid input) is masked', async () => {
    const { db } = await open(driver);
    const row = {
      name: 'Ahli',
      email: 'lain@contoh.my',
      phone: PHONE,
      passwordHash: HASH,
      role: 'Ahli Biasa',
    };
    // An e-mail address where the integer id goes: PostgreSQL quotes it in its message.
    const error = await failure(() =>
      db.insert(users).values({ ...row, ministry: 'Umum', id: EMAIL as unknown as number }),
    );
    const serialized = JSON.stringify(serializeError(error));
    for (const secret of SECRETS) expect(serialized).not.toContain(secret);
    expect(serialized).toContain('invalid input syntax for type integer');
    expect(serialized).toContain('22P02');
    expect(serialized).toContain('insert into \\"users\\"');
  });
});
