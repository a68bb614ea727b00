import { describe, expect, it } from 'vitest';
import { formatMalayClock, formatMalayCount, formatMalayDate } from './malay-format';

// Every instant of a year in steps that walk through all hours, minutes, seconds and days.
const instants = Array.from({ length: 400 }, (_, i) => Date.UTC(2026, 0, 1) + i * 79_213_457);

describe('the hand-written ms-MY formats match Intl', () => {
  it('counts', () => {
    const intl = new Intl.NumberFormat('ms-MY');
    for (const n of [0, 1, 7, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 2_147_483_647, -1, -1234])
      expect(formatMalayCount(n)).toBe(intl.format(n));
    expect(formatMalayCount(1234)).toBe('1,234');
    expect(formatMalayCount(-0)).toBe('0');
  });

  it('clock times', () => {
    const intl = new Intl.DateTimeFormat('ms-MY', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    for (const at of instants) expect(formatMalayClock(at)).toBe(intl.format(at));
  });

  it('dates', () => {
    const intl = new Intl.DateTimeFormat('ms-MY', { day: 'numeric', month: 'long', year: 'numeric' });
    for (const at of instants) expect(formatMalayDate(at)).toBe(intl.format(at));
    expect(formatMalayDate(new Date(2026, 11, 2).getTime())).toBe('2 Disember 2026');
  });
});
