// The calendar's answers are checked and serialised once per feed and window: the same events go out as the
// same prepared answer, and an event that has ended leaves the next answer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedAnswerOf } from '../prepared-answer';
import { type Calendar, createCalendar, DEFAULT_CALENDAR_SETTINGS } from './calendar';

const HOUR_MS = 3_600_000;
const silent = { info() {}, warn() {}, error() {} };

function stamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const start = Date.parse('2026-12-01T02:00:00Z');
let folder: string;
let clock = start;
let calendar: Calendar;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'kubm-calendar-'));
  const feed = join(folder, 'feed.ics');
  const event = (uid: string, from: number, hours: number, summary: string) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp(start)}`,
      `DTSTART:${stamp(from)}`,
      `DTEND:${stamp(from + hours * HOUR_MS)}`,
      `SUMMARY:${summary}`,
      'END:VEVENT',
    ].join('\r\n');
  writeFileSync(
    feed,
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//KUBM//test//EN',
      event('a@kubm', start + HOUR_MS, 1, 'Mesyuarat AJK'),
      event('b@kubm', start + 24 * HOUR_MS, 2, 'Latihan Koir'),
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );
  calendar = createCalendar(
    { ...DEFAULT_CALENDAR_SETTINGS, icsUrl: feed },
    { logger: silent, now: () => clock },
  );
});

afterAll(() => {
  calendar?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the upcoming events', () => {
  it('are one prepared answer while the same events are in the window', async () => {
    const first = await calendar.upcoming();
    expect(first.events.map((e) => e.summary)).toEqual(['Mesyuarat AJK', 'Latihan Koir']);
    expect(preparedAnswerOf(first.events)?.json).toBe(JSON.stringify(first.events));
    clock += 10 * 60_000;
    const later = await calendar.upcoming();
    expect(later.events).toBe(first.events);
  });

  it('leave out an event once it has ended, in a new answer', async () => {
    const before = await calendar.upcoming();
    clock = start + 2 * HOUR_MS + 60_000;
    const after = await calendar.upcoming();
    expect(after.events).not.toBe(before.events);
    expect(after.events.map((e) => e.summary)).toEqual(['Latihan Koir']);
    expect(preparedAnswerOf(after.events)?.json).toBe(JSON.stringify(after.events));
  });

  it('drop an event the moment it ends, though the answer before was kept only a moment earlier', async () => {
    const bEnds = start + 26 * HOUR_MS; // 'Latihan Koir', 2 hours from start + 24 h
    clock = bEnds - 500;
    expect((await calendar.upcoming()).events.map((e) => e.summary)).toEqual(['Latihan Koir']);
    clock = bEnds;
    expect((await calendar.upcoming()).events).toEqual([]);
  });
});
