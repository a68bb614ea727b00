import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { calendarMonthSchema } from './calendar';

describe('calendarMonthSchema', () => {
  it('takes month 1 to 12 and a year 1900 to 2100, as numbers or path digits', () => {
    expect(calendarMonthSchema.parse({ year: 2028, month: 2 })).toEqual({ year: 2028, month: 2 });
    expect(calendarMonthSchema.parse({ year: '2027', month: '12' })).toEqual({ year: 2027, month: 12 });
    expect(calendarMonthSchema.parse({ year: '1900', month: '01' })).toEqual({ year: 1900, month: 1 });
  });

  it('refuses any other month or year with one message each', () => {
    for (const month of [13, 0, -1, 1.5, '13', '0', 'abc', '', ' 3', '1e1', null, undefined]) {
      const result = calendarMonthSchema.safeParse({ year: 2026, month });
      expect(result.success, String(month)).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['month', MSG.calendarMonthInvalid],
      ]);
    }
    for (const year of [1899, 2101, '20260', 'abc', 2026.5]) {
      const result = calendarMonthSchema.safeParse({ year, month: 3 });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['year', MSG.calendarYearInvalid],
      ]);
    }
  });
});
