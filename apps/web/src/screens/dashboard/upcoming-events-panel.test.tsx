import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { UpcomingEventsPanel } from './upcoming-events-panel';

describe('UpcomingEventsPanel', () => {
  it('shows its empty state and the link to /calendar until the calendar supplies events', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/">
        <UpcomingEventsPanel />
      </Router>,
    );
    expect(html).toContain('Acara Akan Datang');
    expect(html).toContain('Tiada acara akan datang.');
    expect(html).toMatch(/<a[^>]*href="\/calendar"[^>]*>.*Lihat Kalendar<\/a>/);
    expect(html).toContain('max-h-[400px] overflow-y-auto');
  });

  it('shows the events given instead of the empty text', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/">
        <UpcomingEventsPanel>
          <p>Misa Belia</p>
        </UpcomingEventsPanel>
      </Router>,
    );
    expect(html).toContain('Misa Belia');
    expect(html).not.toContain('Tiada acara akan datang.');
  });
});
