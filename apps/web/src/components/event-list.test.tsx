import type { CalendarEvent } from '@kubm/validators';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EventList, type EventListVariant } from './event-list';

const KL = 'Asia/Kuala_Lumpur';

const misa: CalendarEvent = {
  id: 'misa',
  summary: 'Misa Belia',
  description: `Bawa Alkitab\nJumpa di dewan ${'x'.repeat(300)}`,
  location: 'Dewan St. Mary, Kuala Lumpur',
  start: '2026-03-05T19:30:00+08:00',
  end: '2026-03-05T21:00:00+08:00',
  allDay: false,
  htmlLink: 'https://example.org/misa',
};

const hariBelia: CalendarEvent = {
  id: 'hari-belia',
  summary: 'Hari Belia',
  description: null,
  location: null,
  start: '2026-03-10',
  end: '2026-03-10',
  allDay: true,
  htmlLink: null,
};

const render = (events: CalendarEvent[], variant: EventListVariant = 'upcoming', today = '2026-03-05') =>
  renderToStaticMarkup(
    <EventList events={events} timeZone={KL} variant={variant} labelledBy="h" today={today} />,
  );

describe('EventList', () => {
  it('links the title out in a new tab and shows start, end, description and location', () => {
    const html = render([misa]);
    expect(html).toMatch(
      /<a href="https:\/\/example.org\/misa" target="_blank" rel="noopener noreferrer"[^>]*>Misa Belia/,
    );
    expect(html).toContain('(opens in a new tab)');
    expect(html).toContain('<time dateTime="2026-03-05T19:30:00+08:00">Mar 5, 2026 7:30 PM</time>');
    expect(html).toContain('<time dateTime="2026-03-05T21:00:00+08:00">Mar 5, 2026 9:00 PM</time>');
    expect(html).toContain(
      `Bawa Alkitab Jumpa di dewan ${'x'.repeat(200 - 'Bawa Alkitab Jumpa di dewan '.length)}...`,
    );
    expect(html).toContain('Dewan St. Mary, Kuala Lumpur');
  });

  it('shows a title without a page as text, and a one-day event without its end', () => {
    const html = render([hariBelia]);
    expect(html).not.toContain('<a');
    expect(html).toContain('Hari Belia');
    expect(html.match(/<time /g)).toHaveLength(1);
    expect(html).toContain('<time dateTime="2026-03-10">Mar 10, 2026</time>');
    expect(html).not.toContain('Location');
  });

  it('leaves the description out of the month list and the dashboard rows', () => {
    for (const variant of ['month', 'compact'] as const) {
      const html = render([misa], variant);
      expect(html).not.toContain('Bawa Alkitab');
      expect(html).toContain('Mar 5, 2026 7:30 PM');
      expect(html).toContain('Dewan St. Mary');
    }
  });

  it('shows a date it cannot read as it is, without a <time>', () => {
    const html = render([{ ...hariBelia, start: 'TBA', end: 'TBA' }]);
    expect(html).toContain('<span>TBA</span>');
    expect(html).not.toContain('<time');
  });

  it('never links a javascript: address', () => {
    const html = render([{ ...misa, htmlLink: 'javascript:alert(1)' }]);
    expect(html).not.toContain('<a');
  });

  it('puts a date badge beside each event, gold on today only', () => {
    const html = render([misa, hariBelia]);
    const badges = html.match(
      /<span aria-hidden="true" lang="ms" data-testid="event-date-badge"[^>]*>.*?<\/span><\/span>/g,
    );
    expect(badges).toHaveLength(2);
    expect(badges?.[0]).toContain('data-today="true"');
    expect(badges?.[0]).toMatch(/>Kha<.*>5<.*>Mac</);
    expect(badges?.[1]).not.toContain('data-today');
    expect(badges?.[1]).toMatch(/>Sel<.*>10<.*>Mac</);
  });

  it('groups the events by week under Malay labels, each week its own named list', () => {
    const html = render([
      misa,
      hariBelia,
      { ...hariBelia, id: 'later', start: '2026-03-17', end: '2026-03-17' },
    ]);
    expect(html).toMatch(
      /<ul aria-labelledby="h"[^>]*><li[^>]*><p id="([^"]+)" lang="ms"[^>]*>Minggu ini<\/p><ul aria-labelledby="\1"/,
    );
    expect(html).toContain('>Minggu depan</p>');
    expect(html).toContain('>15 – 21 Mac</p>');
    expect(html.indexOf('Misa Belia')).toBeLessThan(html.indexOf('Minggu depan'));
  });
});
