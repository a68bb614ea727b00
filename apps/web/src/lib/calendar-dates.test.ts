import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dayKeyAt,
  dayOf,
  eventDayRange,
  formatEventDate,
  formatLongDay,
  hasTime,
  parseDayKey,
} from './calendar-dates';

const KL = 'Asia/Kuala_Lumpur';

// The device's zone must not matter: every case runs with the process in each of these. Node re-reads TZ
// whenever it is assigned.
const DEVICE_ZONES = ['UTC', 'America/New_York', 'Asia/Kuala_Lumpur', 'Pacific/Kiritimati'];

for (const deviceZone of DEVICE_ZONES) {
  describe(`with the device in ${deviceZone}`, () => {
    const saved = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = deviceZone;
    });
    afterAll(() => {
      process.env.TZ = saved;
    });

    it('is really running in that zone', () => {
      const offset = new Date('2026-01-15T12:00:00Z').getTimezoneOffset();
      const expected = {
        UTC: 0,
        'America/New_York': 300,
        'Asia/Kuala_Lumpur': -480,
        'Pacific/Kiritimati': -840,
      };
      expect(offset).toBe(expected[deviceZone as keyof typeof expected]);
    });

    it('shows an event at 19:30 in Kuala Lumpur as 7:30 PM', () => {
      expect(formatEventDate('2026-03-05T19:30:00+08:00', KL)).toBe('Mar 5, 2026 7:30 PM');
      // The same instant written in UTC.
      expect(formatEventDate('2026-03-05T11:30:00Z', KL)).toBe('Mar 5, 2026 7:30 PM');
      expect(formatEventDate('2026-03-05T11:30:00.000Z', KL)).toBe('Mar 5, 2026 7:30 PM');
    });

    it("uses the calendar's day, not the device's, near midnight", () => {
      // 00:30 on 1 February in Kuala Lumpur is still 31 January in UTC and New York.
      expect(formatEventDate('2026-02-01T00:30:00+08:00', KL)).toBe('Feb 1, 2026 12:30 AM');
      expect(dayOf('2026-02-01T00:30:00+08:00', KL)).toBe('2026-02-01');
      expect(formatEventDate('2026-01-31T23:59:00+08:00', KL)).toBe('Jan 31, 2026 11:59 PM');
    });

    it('formats noon, midnight and minutes with two digits', () => {
      expect(formatEventDate('2026-07-04T12:00:00+08:00', KL)).toBe('Jul 4, 2026 12:00 PM');
      expect(formatEventDate('2026-07-04T00:05:00+08:00', KL)).toBe('Jul 4, 2026 12:05 AM');
      expect(formatEventDate('2026-12-31T09:07:00+08:00', KL)).toBe('Dec 31, 2026 9:07 AM');
    });

    it('formats in whatever zone the calendar names, across daylight saving', () => {
      const NY = 'America/New_York';
      expect(formatEventDate('2026-07-01T23:30:00Z', NY)).toBe('Jul 1, 2026 7:30 PM');
      expect(formatEventDate('2026-01-01T00:30:00Z', NY)).toBe('Dec 31, 2025 7:30 PM');
    });

    it('shows a date without a time as MMM d, yyyy, never shifted a day', () => {
      expect(formatEventDate('2026-03-05', KL)).toBe('Mar 5, 2026');
      expect(formatEventDate('2024-02-29', 'America/New_York')).toBe('Feb 29, 2024');
      expect(formatEventDate('2026-01-01', 'Pacific/Kiritimati')).toBe('Jan 1, 2026');
    });

    it('reads a time without an offset at its word', () => {
      expect(formatEventDate('2026-03-05T19:30', KL)).toBe('Mar 5, 2026 7:30 PM');
      expect(formatEventDate('2026-03-05T19:30:00', 'America/New_York')).toBe('Mar 5, 2026 7:30 PM');
    });

    it('shows an unparseable value as it is', () => {
      for (const value of [
        '',
        'soon',
        'TBA',
        '2026-02-30',
        '2026-13-01',
        'not a date T',
        '2026-03-05T25:00',
      ]) {
        expect(formatEventDate(value, KL)).toBe(value);
      }
    });

    it('shows the value as it is when the zone is unknown here', () => {
      expect(formatEventDate('2026-03-05T19:30:00+08:00', 'Mars/Olympus_Mons')).toBe(
        '2026-03-05T19:30:00+08:00',
      );
      expect(formatEventDate('2026-03-05', 'Mars/Olympus_Mons')).toBe('Mar 5, 2026');
    });

    it('gives the days an event covers in the calendar zone', () => {
      // One evening.
      expect(
        eventDayRange({ start: '2026-03-05T19:30:00+08:00', end: '2026-03-05T21:00:00+08:00' }, KL),
      ).toEqual({
        first: '2026-03-05',
        last: '2026-03-05',
      });
      // Overnight: both days.
      expect(
        eventDayRange({ start: '2026-03-05T22:00:00+08:00', end: '2026-03-06T02:00:00+08:00' }, KL),
      ).toEqual({
        first: '2026-03-05',
        last: '2026-03-06',
      });
      // Ending exactly at midnight: the evening only.
      expect(
        eventDayRange({ start: '2026-03-05T22:00:00+08:00', end: '2026-03-06T00:00:00+08:00' }, KL),
      ).toEqual({
        first: '2026-03-05',
        last: '2026-03-05',
      });
      // No duration.
      expect(
        eventDayRange({ start: '2026-03-05T22:00:00+08:00', end: '2026-03-05T22:00:00+08:00' }, KL),
      ).toEqual({
        first: '2026-03-05',
        last: '2026-03-05',
      });
      // All-day, the end inclusive.
      expect(eventDayRange({ start: '2026-03-05', end: '2026-03-07' }, KL)).toEqual({
        first: '2026-03-05',
        last: '2026-03-07',
      });
      expect(eventDayRange({ start: '2026-03-05', end: '2026-03-05' }, KL)).toEqual({
        first: '2026-03-05',
        last: '2026-03-05',
      });
      // A broken end covers the start day only; a broken start covers nothing.
      expect(eventDayRange({ start: '2026-03-05', end: 'x' }, KL)).toEqual({
        first: '2026-03-05',
        last: '2026-03-05',
      });
      expect(eventDayRange({ start: 'x', end: '2026-03-05' }, KL)).toBeNull();
    });
  });
}

describe('day helpers', () => {
  it('knows a value with a time by its T', () => {
    expect(hasTime('2026-03-05T19:30:00+08:00')).toBe(true);
    expect(hasTime('2026-03-05')).toBe(false);
  });

  it('reads only real dates', () => {
    expect(parseDayKey('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDayKey('2026-02-29')).toBeNull();
    expect(parseDayKey('2026-3-5')).toBeNull();
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('gives the day of an instant in a zone', () => {
    const instant = Date.parse('2026-01-31T16:30:00Z');
    expect(dayKeyAt(instant, KL)).toBe('2026-02-01');
    expect(dayKeyAt(instant, 'UTC')).toBe('2026-01-31');
  });
});

describe('formatLongDay', () => {
  it('names the weekday, month and day', () => {
    expect(formatLongDay('2026-03-05')).toBe('Thursday, March 5, 2026');
    expect(formatLongDay('2024-02-29')).toBe('Thursday, February 29, 2024');
    expect(formatLongDay('nope')).toBe('nope');
  });
});
