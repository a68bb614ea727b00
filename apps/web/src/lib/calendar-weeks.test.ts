import { describe, expect, it } from 'vitest';
import { badgeParts, groupByWeek, weekRangeText, weekStart } from './calendar-weeks';

const KL = 'Asia/Kuala_Lumpur';
// Friday 27 November 2026; its week runs Sunday 22 to Saturday 28 November.
const TODAY = '2026-11-27';

const event = (id: string, start: string) => ({ id, start });

describe('weekStart', () => {
  it('goes back to the Sunday', () => {
    expect(weekStart('2026-11-27')).toBe('2026-11-22');
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekStart('2026-11-28')).toBe('2026-11-22');
    expect(weekStart('2027-01-01')).toBe('2026-12-27');
  });
});

describe('badgeParts', () => {
  it('names the day and month in short Malay', () => {
    expect(badgeParts('2026-11-28')).toEqual({ weekday: 'Sab', day: '28', month: 'Nov' });
    expect(badgeParts('2026-11-29')).toEqual({ weekday: 'Ahd', day: '29', month: 'Nov' });
    expect(badgeParts('2026-12-07')).toEqual({ weekday: 'Isn', day: '7', month: 'Dis' });
    expect(badgeParts('2026-03-05')).toEqual({ weekday: 'Kha', day: '5', month: 'Mac' });
    expect(badgeParts('2026-08-14')).toEqual({ weekday: 'Jum', day: '14', month: 'Ogo' });
  });

  it('gives nothing for a value that is not a day', () => {
    expect(badgeParts('TBA')).toBeNull();
    expect(badgeParts('2026-02-30')).toBeNull();
  });
});

describe('weekRangeText', () => {
  it('writes the month once within a month, both months across two', () => {
    expect(weekRangeText('2026-12-06', TODAY)).toBe('6 – 12 Dis');
    expect(weekRangeText('2026-11-29', TODAY)).toBe('29 Nov – 5 Dis');
  });

  it("adds the year when the week ends in another year than today's", () => {
    expect(weekRangeText('2026-12-27', TODAY)).toBe('27 Dis 2026 – 2 Jan 2027');
    expect(weekRangeText('2027-01-03', TODAY)).toBe('3 – 9 Jan 2027');
    expect(weekRangeText('2027-01-31', TODAY)).toBe('31 Jan – 6 Feb 2027');
  });
});

describe('groupByWeek', () => {
  it("labels this week, next week, then each later week's range", () => {
    const groups = groupByWeek(
      [
        event('a', '2026-11-28T20:00:00+08:00'),
        event('b', '2026-11-29'),
        event('c', '2026-12-05T10:00:00+08:00'),
        event('d', '2026-12-07'),
        event('e', '2026-12-30'),
      ],
      KL,
      TODAY,
    );
    expect(groups.map((g) => [g.label, g.events.map((e) => e.event.id)])).toEqual([
      ['Minggu ini', ['a']],
      ['Minggu depan', ['b', 'c']],
      ['6 – 12 Dis', ['d']],
      ['27 Dis 2026 – 2 Jan 2027', ['e']],
    ]);
    expect(groups[0]?.events[0]?.day).toBe('2026-11-28');
  });

  it("counts the day on the calendar's clock: 00:30 in Kuala Lumpur is Sunday there", () => {
    // 16:30 UTC on Saturday 28 November is 00:30 on Sunday 29 November in Kuala Lumpur.
    const [group] = groupByWeek([event('x', '2026-11-28T16:30:00Z')], KL, TODAY);
    expect(group?.label).toBe('Minggu depan');
    expect(group?.events[0]?.day).toBe('2026-11-29');
  });

  it('puts an event still running from an earlier week under this week', () => {
    const [group] = groupByWeek([event('kem', '2026-11-20')], KL, TODAY);
    expect(group?.label).toBe('Minggu ini');
  });

  it('keeps weeks in order and unreadable starts last', () => {
    const groups = groupByWeek(
      [event('later', '2026-12-07'), event('tba', 'TBA'), event('soon', '2026-11-27')],
      KL,
      TODAY,
    );
    expect(groups.map((g) => [g.label, g.events.map((e) => e.event.id)])).toEqual([
      ['Minggu ini', ['soon']],
      ['6 – 12 Dis', ['later']],
      ['Tarikh lain', ['tba']],
    ]);
    expect(groups[2]?.events[0]?.day).toBeNull();
  });

  it('gives no groups for no events', () => {
    expect(groupByWeek([], KL, TODAY)).toEqual([]);
  });
});
