import { describe, expect, it } from 'vitest';
import { daysUntilDue, dueText } from './due-text';

// 28 November 2026, 10:00 in Kuala Lumpur (02:00 UTC).
const TODAY = new Date('2026-11-28T02:00:00.000Z');

describe('dueText', () => {
  it.each([
    ['2026-11-28', 'hari ini', false],
    ['2026-11-29', 'esok', false],
    ['2026-12-01', '3 hari lagi', false],
    ['2027-01-27', '60 hari lagi', false],
    ['2026-11-27', 'lewat 1 hari', true],
    ['2026-11-26', 'lewat 2 hari', true],
    ['2025-11-28', 'lewat 365 hari', true],
  ])('%s → %j (late %s)', (due, text, late) => {
    expect(dueText(due, TODAY)).toEqual({ text, late });
  });

  it("counts today by Kuala Lumpur's clock, not UTC's", () => {
    // 23:30 UTC on the 27th is already 07:30 on the 28th in Kuala Lumpur.
    const earlyMorningKl = new Date('2026-11-27T23:30:00.000Z');
    expect(dueText('2026-11-28', earlyMorningKl)).toEqual({ text: 'hari ini', late: false });
    expect(dueText('2026-11-27', earlyMorningKl)).toEqual({ text: 'lewat 1 hari', late: true });
    // 15:59 UTC is 23:59 the same day in Kuala Lumpur; a minute later it is the next day.
    expect(daysUntilDue('2026-11-29', new Date('2026-11-28T15:59:00.000Z'))).toBe(1);
    expect(daysUntilDue('2026-11-29', new Date('2026-11-28T16:00:00.000Z'))).toBe(0);
  });

  it('reads a Date by its local calendar day, as the date pickers give it', () => {
    expect(dueText(new Date(2026, 11, 1), TODAY)).toEqual({ text: '3 hari lagi', late: false });
    expect(dueText(new Date(2026, 10, 28, 23, 59), TODAY)).toEqual({ text: 'hari ini', late: false });
  });

  it('counts across month, year and leap-day boundaries in whole days', () => {
    expect(daysUntilDue('2028-03-01', new Date('2028-02-28T04:00:00.000Z'))).toBe(2);
    expect(daysUntilDue('2027-01-01', new Date('2026-12-31T04:00:00.000Z'))).toBe(1);
  });

  it('gives no text for a due date that is not a day', () => {
    for (const due of ['', 'esok', '2026-02-30', '28/11/2026', new Date(Number.NaN)]) {
      expect(dueText(due, TODAY)).toEqual({ text: '', late: false });
    }
    expect(dueText('2026-11-28', new Date(Number.NaN))).toEqual({ text: '', late: false });
  });
});
