// Which failures mean "the database is unavailable", on errors the real drivers raise.
import { createDatabase, type DatabaseHandle } from '@kubm/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation } from './db-errors';

let pglite: DatabaseHandle;

beforeAll(async () => {
  // No migrations: a table of our own is all these cases need.
  pglite = await createDatabase({ dataDir: 'memory://', migrate: false });
  await pglite.db.execute(sql`create table numbers (n integer primary key)`);
  await pglite.db.execute(sql`create table pointers (n integer references numbers (n))`);
});

afterAll(async () => {
  await pglite.close();
});

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

describe('isDatabaseUnavailable', () => {
  it('is true when no server answers at the address (postgres.js, ECONNREFUSED)', async () => {
    const nowhere = await createDatabase({
      databaseUrl: 'postgres://kubm@127.0.0.1:1/kubm',
      dataDir: 'memory://',
      migrate: false,
    });
    try {
      const error = await failure(() => nowhere.db.execute(sql`select 1`));
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await nowhere.close();
    }
  });

  it('is true for a table that is not there (a database created again without its tables)', async () => {
    const error = await failure(() => pglite.db.execute(sql`select * from no_such_table`));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is false for a query that is wrong, or a value the database refuses', async () => {
    expect(isDatabaseUnavailable(await failure(() => pglite.db.execute(sql`selec 1`)))).toBe(false);
    await pglite.db.execute(sql`insert into numbers values (1)`);
    const duplicate = await failure(() => pglite.db.execute(sql`insert into numbers values (1)`));
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(new Error('anything else'))).toBe(false);
  });

  it("is false for a query's own 55000 (an ERROR), which shares its code with a refused connection (a FATAL)", async () => {
    await pglite.db.execute(sql`create sequence if not exists counter`);
    const early = await failure(() => pglite.db.execute(sql`select currval('counter')`));
    expect(errorCodes(early)).toContain('55000');
    expect(isDatabaseUnavailable(early)).toBe(false);
    const refused = Object.assign(new Error('database "kubm" is not currently accepting connections'), {
      severity: 'FATAL',
      code: '55000',
    });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
  });
});

describe('isForeignKeyViolation', () => {
  it('is true for a row pointing at one that is not there, and for nothing else', async () => {
    const dangling = await failure(() => pglite.db.execute(sql`insert into pointers values (424242)`));
    expect(isForeignKeyViolation(dangling)).toBe(true);
    expect(isUniqueViolation(dangling)).toBe(false);
    expect(isDatabaseUnavailable(dangling)).toBe(false);
    await pglite.db.execute(sql`insert into numbers values (7) on conflict do nothing`);
    const duplicate = await failure(() => pglite.db.execute(sql`insert into numbers values (7)`));
    expect(isForeignKeyViolation(duplicate)).toBe(false);
    expect(isForeignKeyViolation(new Error('anything else'))).toBe(false);
  });
});
