import { describe, expect, it } from 'vitest';
import { eventCountsByDay, eventHref, eventsOnDay, flattenDescription, isEndShown } from './calendar-events';

const KL = 'Asia/Kuala_Lumpur';

describe('flattenDescription', () => {
  it('puts the text on one line', () => {
    expect(flattenDescription('Bawa Alkitab\nJumpa di dewan\r\n\r\n  pintu B\t ')).toBe(
      'Bawa Alkitab Jumpa di dewan pintu B',
    );
  });

  it("cuts at 200 characters with '...'", () => {
    const exact = 'a'.repeat(200);
    expect(flattenDescription(exact)).toBe(exact);
    expect(flattenDescription(`${exact}b`)).toBe(`${exact}...`);
    expect(flattenDescription(`${'a'.repeat(199)} bbb`)).toBe(`${'a'.repeat(199)}...`);
  });

  it('counts characters, not UTF-16 halves', () => {
    const text = '🙏'.repeat(201);
    expect(flattenDescription(text)).toBe(`${'🙏'.repeat(200)}...`);
  });

  it('gives nothing for no description', () => {
    expect(flattenDescription(null)).toBe('');
    expect(flattenDescription(' \n ')).toBe('');
  });
});

describe('isEndShown', () => {
  it('hides an end equal to the start', () => {
    expect(isEndShown({ start: '2026-03-05', end: '2026-03-05' })).toBe(false);
    expect(isEndShown({ start: '2026-03-05T19:30:00+08:00', end: '2026-03-05T19:30:00+08:00' })).toBe(false);
    expect(isEndShown({ start: '2026-03-05T19:30:00+08:00', end: '2026-03-05T11:30:00Z' })).toBe(false);
  });

  it('shows a different end', () => {
    expect(isEndShown({ start: '2026-03-05', end: '2026-03-07' })).toBe(true);
    expect(isEndShown({ start: '2026-03-05T19:30:00+08:00', end: '2026-03-05T21:00:00+08:00' })).toBe(true);
    expect(isEndShown({ start: 'soon', end: 'later' })).toBe(true);
  });
});

describe('eventHref', () => {
  it('links http(s) only', () => {
    expect(eventHref('https://example.org/misa')).toBe('https://example.org/misa');
    expect(eventHref('http://example.org/')).toBe('http://example.org/');
    expect(eventHref(null)).toBeNull();
    expect(eventHref('javascript:alert(1)')).toBeNull();
    expect(eventHref('not a url')).toBeNull();
  });
});

const timed = (start: string, end = start) => ({ start, end });

describe('eventCountsByDay', () => {
  const march = { year: 2026, month: 3 };

  it('marks the day of a timed event in the calendar zone', () => {
    // 00:30 on 1 March in KL is 28 February in UTC: still 1 March here.
    const counts = eventCountsByDay([timed('2026-03-01T00:30:00+08:00')], KL, march);
    expect([...counts]).toEqual([['2026-03-01', 1]]);
    expect(eventCountsByDay([timed('2026-02-28T16:30:00Z')], KL, march).get('2026-03-01')).toBe(1);
  });

  it('marks every day of a multi-day and an all-day event', () => {
    const counts = eventCountsByDay(
      [
        { start: '2026-03-05', end: '2026-03-07' },
        timed('2026-03-06T22:00:00+08:00', '2026-03-08T10:00:00+08:00'),
      ],
      KL,
      march,
    );
    expect(Object.fromEntries(counts)).toEqual({
      '2026-03-05': 1,
      '2026-03-06': 2,
      '2026-03-07': 2,
      '2026-03-08': 1,
    });
  });

  it('clips events running into or out of the month', () => {
    const counts = eventCountsByDay(
      [
        { start: '2026-02-27', end: '2026-03-02' },
        timed('2026-03-31T20:00:00+08:00', '2026-04-02T08:00:00+08:00'),
        { start: '2025-01-01', end: '2027-12-31' },
        { start: '2026-04-01', end: '2026-04-01' },
      ],
      KL,
      march,
    );
    expect(counts.get('2026-03-01')).toBe(2);
    expect(counts.get('2026-03-02')).toBe(2);
    expect(counts.get('2026-03-03')).toBe(1);
    expect(counts.get('2026-03-31')).toBe(2);
    expect(counts.size).toBe(31);
    expect([...counts.keys()].every((day) => day.startsWith('2026-03-'))).toBe(true);
  });

  it('knows how long February is', () => {
    const counts = eventCountsByDay([{ start: '2024-02-01', end: '2024-03-31' }], KL, {
      year: 2024,
      month: 2,
    });
    expect(counts.size).toBe(29);
    expect(
      eventCountsByDay([{ start: '2026-02-01', end: '2026-03-31' }], KL, { year: 2026, month: 2 }).size,
    ).toBe(28);
  });

  it('skips events it cannot read', () => {
    expect(eventCountsByDay([timed('TBA')], KL, march).size).toBe(0);
  });
});

describe('eventsOnDay', () => {
  it('keeps the events covering the day', () => {
    const events = [
      { id: 'a', ...timed('2026-03-05T19:30:00+08:00', '2026-03-05T21:00:00+08:00') },
      { id: 'b', start: '2026-03-04', end: '2026-03-06' },
      { id: 'c', ...timed('2026-03-06T00:30:00+08:00') },
      { id: 'd', ...timed('2026-03-04T22:00:00+08:00', '2026-03-05T00:00:00+08:00') },
    ];
    expect(eventsOnDay(events, KL, '2026-03-05').map((e) => e.id)).toEqual(['a', 'b']);
    expect(eventsOnDay(events, KL, '2026-03-06').map((e) => e.id)).toEqual(['b', 'c']);
  });
});
