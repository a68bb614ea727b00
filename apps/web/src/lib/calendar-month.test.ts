import { describe, expect, it } from 'vitest';
import {
  ALL_MONTHS,
  addMonths,
  clampMonth,
  compareMonths,
  currentMonth,
  lastDayOf,
  monthAnchor,
  monthBounds,
  monthTitle,
} from './calendar-month';

const KL = 'Asia/Kuala_Lumpur';

describe('months', () => {
  it('steps across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 3 }, 14)).toEqual({ year: 2027, month: 5 });
    expect(addMonths({ year: 2026, month: 3 }, -15)).toEqual({ year: 2024, month: 12 });
  });

  it('compares', () => {
    expect(compareMonths({ year: 2026, month: 3 }, { year: 2026, month: 4 })).toBeLessThan(0);
    expect(compareMonths({ year: 2027, month: 1 }, { year: 2026, month: 12 })).toBeGreaterThan(0);
    expect(compareMonths({ year: 2026, month: 3 }, { year: 2026, month: 3 })).toBe(0);
  });

  it("opens on this month on the calendar's clock", () => {
    // 31 March 23:30 UTC is 1 April 07:30 in Kuala Lumpur.
    const instant = Date.parse('2026-03-31T23:30:00Z');
    expect(currentMonth(instant, KL)).toEqual({ year: 2026, month: 4 });
    expect(currentMonth(instant, 'UTC')).toEqual({ year: 2026, month: 3 });
  });

  it('knows the last day of a month', () => {
    expect(lastDayOf({ year: 2024, month: 2 })).toBe('2024-02-29');
    expect(lastDayOf({ year: 2026, month: 2 })).toBe('2026-02-28');
    expect(lastDayOf({ year: 2026, month: 12 })).toBe('2026-12-31');
  });

  it('titles a month', () => {
    expect(monthTitle({ year: 2026, month: 3 })).toBe('March 2026');
    expect(monthTitle({ year: 2026, month: 12 })).toBe('December 2026');
  });

  it('anchors a month on a day inside it in every zone', () => {
    const anchor = monthAnchor({ year: 2026, month: 1 });
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', KL]) {
      const month = new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric', year: 'numeric' }).format(
        anchor,
      );
      expect(month).toBe('1/2026');
    }
  });
});

describe('navigation bounds', () => {
  it('spans every month calendar.month accepts for a feed without a window', () => {
    expect(monthBounds(null)).toEqual({ start: { year: 1900, month: 1 }, end: { year: 2100, month: 12 } });
  });

  it("stops at a Google calendar's fetched window (its end exclusive)", () => {
    expect(monthBounds({ from: '2025-03-01', to: '2027-04-01' })).toEqual({
      start: { year: 2025, month: 3 },
      end: { year: 2027, month: 3 },
    });
    expect(monthBounds({ from: '2025-03-15', to: '2027-04-16' })).toEqual({
      start: { year: 2025, month: 3 },
      end: { year: 2027, month: 4 },
    });
  });

  it('keeps within the years calendar.month accepts', () => {
    expect(monthBounds({ from: '1850-01-01', to: '2300-01-01' })).toEqual(ALL_MONTHS);
  });

  it('clamps a month into the bounds', () => {
    const bounds = { start: { year: 2025, month: 3 }, end: { year: 2027, month: 3 } };
    expect(clampMonth({ year: 2024, month: 12 }, bounds)).toEqual({ year: 2025, month: 3 });
    expect(clampMonth({ year: 2027, month: 4 }, bounds)).toEqual({ year: 2027, month: 3 });
    expect(clampMonth({ year: 2026, month: 6 }, bounds)).toEqual({ year: 2026, month: 6 });
    expect(clampMonth({ year: 1899, month: 12 }, ALL_MONTHS)).toEqual({ year: 1900, month: 1 });
    expect(clampMonth({ year: 2101, month: 1 }, ALL_MONTHS)).toEqual({ year: 2100, month: 12 });
  });
});
