import { describe, expect, it } from 'vitest';
import { FeedError } from '../feeds/read-source';
import { toCalendarEvent } from './event';
import {
  googleCalendarUrls,
  googleEventsUrl,
  googleIdFromIcsUrl,
  googleItemToEvent,
  parseGooglePage,
} from './google';

const KL = 'Asia/Kuala_Lumpur';

const source = {
  apiUrl: 'http://127.0.0.1:9/calendar/v3',
  calendarId: 'kubm@group.calendar.google.com',
  apiKey: 'k3y',
  maxPages: 3,
};

describe('Google Calendar API v3', () => {
  it('asks events.list for single events by start time in a window, with the key', () => {
    const url = new URL(
      googleEventsUrl(
        source,
        { from: Date.parse('2026-01-01T00:00:00Z'), to: Date.parse('2026-04-01T00:00:00Z') },
        'p2',
      ),
    );
    expect(url.pathname).toBe('/calendar/v3/calendars/kubm%40group.calendar.google.com/events');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      singleEvents: 'true',
      orderBy: 'startTime',
      timeMin: '2026-01-01T00:00:00.000Z',
      timeMax: '2026-04-01T00:00:00.000Z',
      maxResults: '2500',
      key: 'k3y',
      pageToken: 'p2',
    });
  });

  it('reads timed and all-day items into the one shape, HTML descriptions as text', () => {
    const timed = googleItemToEvent(
      {
        id: 'abc_20260305T113000Z',
        status: 'confirmed',
        htmlLink: 'https://www.google.com/calendar/event?eid=abc',
        summary: 'Misa Belia',
        description: 'Bawa <b>Alkitab</b><br>dan kawan &amp; keluarga',
        location: 'Dewan',
        start: { dateTime: '2026-03-05T19:30:00+08:00', timeZone: 'Asia/Kuala_Lumpur' },
        end: { dateTime: '2026-03-05T13:00:00Z' },
      },
      KL,
    );
    expect(timed && toCalendarEvent(timed, KL, null)).toEqual({
      id: 'abc_20260305T113000Z',
      summary: 'Misa Belia',
      description: 'Bawa Alkitab\ndan kawan & keluarga',
      location: 'Dewan',
      start: '2026-03-05T19:30:00+08:00',
      end: '2026-03-05T21:00:00+08:00',
      allDay: false,
      htmlLink: 'https://www.google.com/calendar/event?eid=abc',
    });
    const allDay = googleItemToEvent(
      { id: 'd', start: { date: '2026-03-20' }, end: { date: '2026-03-23' } },
      KL,
    );
    expect(allDay && toCalendarEvent(allDay, KL, 'https://page')).toMatchObject({
      summary: '(No title)',
      description: null,
      start: '2026-03-20',
      end: '2026-03-22',
      allDay: true,
      htmlLink: 'https://page',
    });
  });

  it('leaves out cancelled and unreadable items', () => {
    expect(googleItemToEvent({ id: 'x', status: 'cancelled', start: { date: '2026-03-01' } }, KL)).toBeNull();
    expect(googleItemToEvent({ id: 'y', start: { dateTime: 'soon' } }, KL)).toBeNull();
    expect(googleItemToEvent({ start: { date: '2026-03-01' } }, KL)).toBeNull();
    expect(googleItemToEvent('nope', KL)).toBeNull();
  });

  it('reads a page and its next token; refuses what is not a page', () => {
    const page = parseGooglePage(
      JSON.stringify({ items: [{ id: 'a', start: { date: '2026-03-01' } }], nextPageToken: 'n' }),
      KL,
    );
    expect(page.events.map((e) => e.id)).toEqual(['a']);
    expect(page.nextPageToken).toBe('n');
    expect(() => parseGooglePage('<html>', KL)).toThrow(FeedError);
    expect(() => parseGooglePage('{"error":{"code":403}}', KL)).toThrow(FeedError);
  });

  it("derives the calendar's public addresses", () => {
    expect(googleCalendarUrls('kubm@group.calendar.google.com', KL)).toEqual({
      ics: 'https://calendar.google.com/calendar/ical/kubm%40group.calendar.google.com/public/basic.ics',
      page: 'https://calendar.google.com/calendar/embed?src=kubm%40group.calendar.google.com&ctz=Asia%2FKuala_Lumpur',
    });
    expect(
      googleIdFromIcsUrl(
        'https://calendar.google.com/calendar/ical/kubm%40group.calendar.google.com/public/basic.ics',
      ),
    ).toBe('kubm@group.calendar.google.com');
    expect(googleIdFromIcsUrl('https://example.org/calendar.ics')).toBeNull();
  });
});
