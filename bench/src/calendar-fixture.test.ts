import { describe, expect, it } from 'vitest';
import { calendarFixture, escapeIcsText, foldIcsLine, formatZoned } from './calendar-fixture';

const NOW = Date.parse('2026-11-27T03:30:00Z');
const DAY_MS = 86_400_000;

/** The instant of a zoned 'yyyy-MM-ddTHH:mm:ss+08:00' or of an all-day date's 00:00 in +08:00. */
function instant(value: string): number {
  return Date.parse(value.length === 10 ? `${value}T00:00:00+08:00` : value);
}

describe('calendarFixture', () => {
  const { ics, events } = calendarFixture(NOW, 200);

  it('writes every event into the feed, each with its own UID', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(200);
    expect(new Set(events.map((e) => e.id)).size).toBe(200);
    for (const line of ics.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75);
  });

  it('keeps every event from tomorrow to well inside 3 months, in the portal order', () => {
    const starts = events.map((e) => instant(e.start));
    expect(Math.min(...starts)).toBeGreaterThan(NOW);
    expect(Math.max(...events.map((e) => instant(e.end)))).toBeLessThan(NOW + 85 * DAY_MS);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it('mixes timed and all-day events, with and without location, description and link', () => {
    const allDay = events.filter((e) => e.allDay);
    expect(allDay).toHaveLength(40);
    expect(allDay.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.start) && e.end >= e.start)).toBe(true);
    expect(allDay.some((e) => e.end > e.start)).toBe(true);
    const timed = events.filter((e) => !e.allDay);
    expect(timed.every((e) => e.start.endsWith('+08:00') && e.end > e.start)).toBe(true);
    for (const key of ['location', 'description', 'htmlLink'] as const) {
      expect(events.some((e) => e[key] === null)).toBe(true);
      expect(events.some((e) => e[key] !== null)).toBe(true);
    }
  });

  it('writes the one-day all-day event with its end exclusive in the feed and inclusive in the answer', () => {
    const event = events.find((e) => e.id === 'penanda-aras-5@kubm.contoh.my');
    expect(event).toMatchObject({ allDay: true, start: '2026-11-30', end: '2026-11-30' });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261130\r\nDTEND;VALUE=DATE:20261201');
  });
});

describe('the iCalendar helpers', () => {
  it('escape text and fold long lines', () => {
    expect(escapeIcsText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    const folded = foldIcsLine('x'.repeat(200));
    expect(folded.split('\r\n').map((line) => line.length)).toEqual([75, 75, 52]);
    expect(folded.replace(/\r\n /g, '')).toBe('x'.repeat(200));
  });

  it('write an instant as the portal does in Kuala Lumpur', () => {
    expect(formatZoned(Date.parse('2026-12-01T16:30:00Z'))).toBe('2026-12-02T00:30:00+08:00');
  });
});
