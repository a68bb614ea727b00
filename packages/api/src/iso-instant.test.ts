// isoInstant on each driver the run has, and the text it reads: what `Date#toISOString` gives for the instant,
// whatever the session's time zone and however many microseconds the instant has.
import { activities } from '@kubm/db';
import { openFreshDatabase, TEST_DRIVERS } from '@kubm/db/testing/fresh-database';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoFromTimestamptzText, isoInstant } from './iso-instant';

const INSTANTS = [
  ['2026-03-08 09:05:07.123456+08', '2026-03-08T01:05:07.123Z'],
  // Microseconds are truncated, never rounded up into the next millisecond, as Date reads them.
  ['2026-12-31 23:59:59.999999+00', '2026-12-31T23:59:59.999Z'],
  ['2027-01-01 00:00:00+00', '2027-01-01T00:00:00.000Z'],
  ['2024-02-29 12:00:00.5-05', '2024-02-29T17:00:00.500Z'],
] as const;

describe('isoFromTimestamptzText', () => {
  it.each([
    ['2026-03-08 01:05:07+00', '2026-03-08T01:05:07.000Z'],
    ['2026-03-08 01:05:07.1+00', '2026-03-08T01:05:07.100Z'],
    ['2026-03-08 01:05:07.12+00', '2026-03-08T01:05:07.120Z'],
    ['2026-03-08 01:05:07.123+00', '2026-03-08T01:05:07.123Z'],
    ['2026-03-08 01:05:07.1239+00', '2026-03-08T01:05:07.123Z'],
    ['2026-03-08 01:05:07.999999+00', '2026-03-08T01:05:07.999Z'],
  ])('reads UTC text %s without a Date', (text, iso) => {
    expect(isoFromTimestamptzText(text)).toBe(iso);
    expect(isoFromTimestamptzText(text)).toBe(new Date(text).toISOString());
  });

  it.each([
    ['2026-03-08 09:05:07.5+08', '2026-03-08T01:05:07.500Z'],
    ['2026-03-08 06:35:07+05:30', '2026-03-08T01:05:07.000Z'],
    ['2026-03-07 20:05:07.25-05', '2026-03-08T01:05:07.250Z'],
  ])('reads another zone %s as Date does', (text, iso) => {
    expect(isoFromTimestamptzText(text)).toBe(iso);
  });
});

describe.each(TEST_DRIVERS)('isoInstant on %s', (driver) => {
  it.each(['UTC', 'Asia/Kuala_Lumpur'])(
    "gives toISOString's text for each instant, in a session on %s",
    async (zone) => {
      const { handle, dispose } = await openFreshDatabase(driver);
      try {
        const rows = await handle.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('TimeZone', ${zone}, true)`);
          await tx
            .insert(activities)
            .values(
              INSTANTS.map(([at], i) => ({ description: `d${i}`, timestamp: sql`${at}::timestamptz` })),
            );
          return tx
            .select({ read: activities.timestamp, iso: isoInstant(activities.timestamp) })
            .from(activities)
            .orderBy(asc(activities.id));
        });
        expect(rows.map((row) => row.iso)).toEqual(INSTANTS.map(([, iso]) => iso));
        expect(rows.map((row) => row.iso)).toEqual(rows.map((row) => row.read.toISOString()));
      } finally {
        await dispose();
      }
    },
  );
});
