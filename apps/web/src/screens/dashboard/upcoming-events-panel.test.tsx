import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { UpcomingEventsPanel } from './upcoming-events-panel';

describe('UpcomingEventsPanel', () => {
  it('frames the events given with its heading, the link to /calendar and the 400 px scroll area', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/">
        <UpcomingEventsPanel>
          <p>Misa Belia</p>
        </UpcomingEventsPanel>
      </Router>,
    );
    expect(html).toContain('Acara Akan Datang');
    expect(html).toMatch(/<a[^>]*href="\/calendar"[^>]*>.*Lihat Kalendar<\/a>/);
    expect(html).toMatch(
      /<section[^>]*tabindex="0"[^>]*class="min-h-68 max-h-\[400px\] overflow-y-auto[^"]*"><p>Misa Belia<\/p>/,
    );
  });
});
