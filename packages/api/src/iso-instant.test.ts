// isoInstant on each driver the run has: the text the database writes is what `Date#toISOString` gives for the
// instant the driver reads, whatever the session's time zone and however many microseconds the instant has.
import { activities } from '@kubm/db';
import { openFreshDatabase, TEST_DRIVERS } from '@kubm/db/testing/fresh-database';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant';

const INSTANTS = [
  ['2026-03-08 09:05:07.123456+08', '2026-03-08T01:05:07.123Z'],
  // Microseconds are truncated, never rounded up into the next millisecond, as Date reads them.
  ['2026-12-31 23:59:59.999999+00', '2026-12-31T23:59:59.999Z'],
  ['2027-01-01 00:00:00+00', '2027-01-01T00:00:00.000Z'],
  ['2024-02-29 12:00:00.5-05', '2024-02-29T17:00:00.500Z'],
] as const;

describe.each(TEST_DRIVERS)('isoInstant on %s', (driver) => {
  it("writes toISOString's text for each instant, in a session on another time zone", async () => {
    const { handle, dispose } = await openFreshDatabase(driver);
    try {
      const rows = await handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local time zone 'Asia/Kuala_Lumpur'`);
        await tx
          .insert(activities)
          .values(INSTANTS.map(([at], i) => ({ description: `d${i}`, timestamp: sql`${at}::timestamptz` })));
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
  });
});
