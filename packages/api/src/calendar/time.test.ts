import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToInstant,
  dateInZone,
  formatInstant,
  instantOf,
  isTimeZone,
  offsetMinutesAt,
  startOfDay,
} from './time';

const KL = 'Asia/Kuala_Lumpur';
const NY = 'America/New_York';

describe('calendar time', () => {
  it('writes an instant as the zone wall clock with its offset', () => {
    expect(formatInstant(Date.parse('2026-03-05T11:30:00Z'), KL)).toBe('2026-03-05T19:30:00+08:00');
    expect(formatInstant(Date.parse('2026-07-01T12:00:00Z'), NY)).toBe('2026-07-01T08:00:00-04:00');
    expect(formatInstant(Date.parse('2026-01-01T12:00:00Z'), NY)).toBe('2026-01-01T07:00:00-05:00');
    expect(formatInstant(Date.parse('2026-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe(
      '2026-01-01T17:30:00+05:30',
    );
    expect(formatInstant(Date.parse('2026-01-01T12:00:00Z'), 'UTC')).toBe('2026-01-01T12:00:00+00:00');
  });

  it('finds the instant of a wall-clock time, across DST', () => {
    const wall = { year: 2026, month: 3, day: 5, hour: 19, minute: 30, second: 0 };
    expect(new Date(instantOf(wall, KL)).toISOString()).toBe('2026-03-05T11:30:00.000Z');
    expect(new Date(instantOf({ ...wall, month: 7 }, NY)).toISOString()).toBe('2026-07-05T23:30:00.000Z');
    expect(new Date(instantOf(wall, NY)).toISOString()).toBe('2026-03-06T00:30:00.000Z');
    // 02:30 on 8 March 2026 does not exist in New York (clocks jump 02:00 → 03:00).
    const skipped = instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 }, NY);
    expect(formatInstant(skipped, NY)).toBe('2026-03-08T03:30:00-04:00');
    // 01:30 on 1 November 2026 happens twice: the first (EDT) is taken.
    const repeated = instantOf({ year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 }, NY);
    expect(formatInstant(repeated, NY)).toBe('2026-11-01T01:30:00-04:00');
  });

  it('counts days in the zone', () => {
    // 16:30 UTC on 31 January is already 1 February in Kuala Lumpur.
    expect(dateInZone(Date.parse('2028-01-31T16:30:00Z'), KL)).toBe('2028-02-01');
    expect(startOfDay('2028-02-01', KL)).toBe(Date.parse('2028-01-31T16:00:00Z'));
    expect(offsetMinutesAt(Date.now(), KL)).toBe(480);
  });

  it('adds days and months', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths(2027, 12, 1)).toEqual({ year: 2028, month: 1 });
    expect(addMonths(2028, 1, -1)).toEqual({ year: 2027, month: 12 });
    expect(addMonths(2028, 1, -13)).toEqual({ year: 2026, month: 12 });
    const jan31 = instantOf({ year: 2028, month: 1, day: 31, hour: 10, minute: 0, second: 0 }, KL);
    expect(formatInstant(addMonthsToInstant(jan31, 1, KL), KL)).toBe('2028-02-29T10:00:00+08:00');
    expect(formatInstant(addMonthsToInstant(jan31, 3, KL), KL)).toBe('2028-04-30T10:00:00+08:00');
  });

  it('knows zone names', () => {
    expect(isTimeZone(KL)).toBe(true);
    expect(isTimeZone('W. Europe Standard Time')).toBe(false);
  });
});
