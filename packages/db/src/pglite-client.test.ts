import { PGlite, types } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DRIZZLE_TEXT_TYPES, DrizzlePGlite, withoutClientParsers } from './pglite-client';

const asText = (value: string) => value;
/** What drizzle's PGlite driver passes with every query (drizzle-orm/pglite/session.js). */
const drizzleOptions = () => ({
  rowMode: 'array' as const,
  parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, asText])),
});

describe('withoutClientParsers', () => {
  it("drops drizzle's parsers, which the client already has, and keeps the rest of the options", () => {
    const options = drizzleOptions();
    const lean = withoutClientParsers(options);
    expect(lean).toEqual({ rowMode: 'array' });
    expect(withoutClientParsers(options)).toBe(lean);
  });

  it('keeps parsers that ask for more: another type, or a type read differently', () => {
    const anotherType = { parsers: { ...drizzleOptions().parsers, [types.INT4]: (value: string) => value } };
    expect(withoutClientParsers(anotherType)).toBe(anotherType);
    const parsedDate = { parsers: { [types.TIMESTAMPTZ]: (value: string) => new Date(value) } };
    expect(withoutClientParsers(parsedDate)).toBe(parsedDate);
  });
});

describe('DrizzlePGlite', () => {
  const lean = new DrizzlePGlite({});
  const plain = new PGlite();
  afterAll(async () => {
    await Promise.all([lean.close(), plain.close()]);
  });

  const QUERY = `select timestamptz '2026-11-24 10:00:00+08' as at, timestamp '2026-11-24 10:00' as local,
    date '2026-11-24' as day, interval '1 day' as span, array[1.5, 2]::numeric[] as amounts, 42 as n`;

  it("answers drizzle's queries exactly as a plain PGlite does", async () => {
    const [a, b] = await Promise.all([
      lean.query(QUERY, [], drizzleOptions()),
      plain.query(QUERY, [], drizzleOptions()),
    ]);
    expect(a.rows).toEqual(b.rows);
    expect(a.rows[0]).toEqual([
      '2026-11-24 02:00:00+00',
      '2026-11-24 10:00:00',
      '2026-11-24',
      '1 day',
      '{1.5,2}',
      42,
    ]);
  });

  it('still applies parsers that ask for more', async () => {
    const result = await lean.query<{ n: number }>('select 21 as n', [], {
      parsers: { [types.INT4]: (v: string) => Number(v) * 2 },
    });
    expect(result.rows[0]?.n).toBe(42);
  });

  it('gives drizzle typed rows through its query builder', async () => {
    const db = drizzle(lean);
    const { rows } = await db.execute<{ at: string }>(`select timestamptz '2026-11-24 00:00:00+00' as at`);
    expect(rows[0]?.at).toBe('2026-11-24 00:00:00+00');
  });
});
