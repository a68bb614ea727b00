import { describe, expect, it } from 'vitest';
import { JUST_NOW, relativeTime, UNKNOWN_TIME } from './relative-time';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const secondsAgo = (s: number) => new Date(NOW - s * 1000);

describe('relativeTime', () => {
  it.each([
    [0, 'baru sahaja'],
    [59, 'baru sahaja'],
    [60, '1 minit yang lalu'],
    [119, '1 minit yang lalu'],
    [120, '2 minit yang lalu'],
    [3599, '59 minit yang lalu'],
    [3600, '1 jam yang lalu'],
    [7199, '1 jam yang lalu'],
    [86399, '23 jam yang lalu'],
    [86400, '1 hari yang lalu'],
    [2 * 86400 - 1, '1 hari yang lalu'],
    [400 * 86400, '400 hari yang lalu'],
  ])('%i s ago → %j', (seconds, expected) => {
    expect(relativeTime(secondsAgo(seconds), NOW)).toBe(expected);
  });

  it('rounds a part-second down (59.999 s is still under a minute)', () => {
    expect(relativeTime(NOW - 59_999, NOW)).toBe(JUST_NOW);
    expect(relativeTime(NOW - 60_000, NOW)).toBe('1 minit yang lalu');
  });

  it('reads a future time as just now', () => {
    expect(relativeTime(NOW + 1000, NOW)).toBe(JUST_NOW);
    expect(relativeTime(NOW + 5 * 86400_000, NOW)).toBe(JUST_NOW);
  });

  it('accepts ISO strings, epoch milliseconds and Dates alike', () => {
    const iso = new Date(NOW - 3 * 3600_000).toISOString();
    expect(relativeTime(iso, NOW)).toBe('3 jam yang lalu');
    expect(relativeTime(NOW - 3 * 3600_000, new Date(NOW))).toBe('3 jam yang lalu');
    expect(relativeTime('2026-11-21 11:55:00Z', '2026-11-21T12:00:00Z')).toBe('5 minit yang lalu');
  });

  it.each([['not a date'], [''], ['   '], [Number.NaN], [new Date('nope')]])(
    'gives the fallback for an unreadable time %j',
    (bad) => {
      expect(relativeTime(bad, NOW)).toBe(UNKNOWN_TIME);
    },
  );

  it('gives the fallback when the clock itself is unreadable', () => {
    expect(relativeTime(NOW, Number.NaN)).toBe(UNKNOWN_TIME);
  });

  it('uses the real clock by default', () => {
    expect(relativeTime(new Date())).toBe(JUST_NOW);
    expect(relativeTime(new Date(Date.now() - 2 * 86400_000))).toBe('2 hari yang lalu');
  });
});
