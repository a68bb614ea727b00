import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { createQueryClient } from '../../lib/query-client';
import { FreshnessNote, LoadFailed } from './status-notices';
import { HttpError, VOTING_RESULTS_PATH } from './voting-fetch';
import type { VotingResults } from './voting-results';
import { EMPTY_TEXT, VotingResultsScreen } from './voting-results-screen';

const SURVEY = 'https://forms.example.com/undian-kubm';
const RESULTS: VotingResults = {
  totalVotes: 1234,
  results: [
    { category: 'Pemilihan AJK', question: 'Pengerusi', option: 'Ana', votes: 2, percentage: 40 },
    { category: 'Pemilihan AJK', question: 'Pengerusi', option: 'Ben', votes: 2, percentage: 40 },
    { category: 'Pemilihan AJK', question: 'Pengerusi', option: 'Chong', votes: 1, percentage: 20 },
    { category: 'Pemilihan AJK', question: 'Setiausaha', option: 'Dina', votes: 0, percentage: 0 },
    { category: 'Aktiviti', question: 'Tempat', option: 'Genting', votes: 1229, percentage: 100 },
  ],
  surveyUrl: SURVEY,
  stale: false,
};

/** The screen over a query cache that already holds `data` (or nothing yet). */
function render(state: { data?: VotingResults } = {}): string {
  const client = createQueryClient();
  if (state.data) client.setQueryData([VOTING_RESULTS_PATH], state.data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      {/* The front door reads the address to mark its own page. */}
      <Router ssrPath="/keputusan-undian">
        <VotingResultsScreen />
      </Router>
    </QueryClientProvider>,
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('VotingResultsScreen', () => {
  it("shows the title and the 'Live Updates' badge in every state", () => {
    for (const html of [render(), render({ data: RESULTS })]) {
      expect(html).toContain('Keputusan Undian');
      expect(html).toContain('Live Updates');
    }
  });

  it('opens with the front door: the committee, and a link to the org chart', () => {
    const html = render();
    expect(html).toContain('Jawatankuasa KUBM');
    expect(html).toContain('href="/carta-organisasi"');
    expect(html).toMatch(/aria-current="page"[^>]*>.*Keputusan Undian/);
  });

  it('shows 3 skeleton cards before the first answer, and nothing else', () => {
    const html = render();
    expect(count(html, 'data-testid="voting-skeleton-card"')).toBe(3);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain(EMPTY_TEXT);
    expect(html).not.toContain('Belum Mengundi?');
  });

  it('shows the total with the 30-second note, the results grouped, and the survey button', () => {
    const html = render({ data: RESULTS });
    const plain = text(html);
    expect(plain).toContain('Jumlah Undi 1,234');
    expect(plain).toContain('Keputusan dikemaskini setiap 30 saat.');
    expect(html).not.toContain('voting-skeleton-card');
    // Categories in the sheet's order, each question with its total.
    expect(plain.indexOf('Pemilihan AJK')).toBeLessThan(plain.indexOf('Aktiviti'));
    expect(plain).toContain('Pengerusi Jumlah: 5 undi');
    expect(plain).toContain('Setiausaha Jumlah: 0 undi');
    expect(plain).toContain('Tempat Jumlah: 1,229 undi');
    expect(plain).toMatch(/Ana Tertinggi 40\.0% 2 undi/);
    expect(plain).toMatch(/Ben Tertinggi 40\.0% 2 undi/);
    expect(plain).toMatch(/Chong 20\.0% 1 undi/);
    // Ana and Ben tie at the top; Dina's question has no votes, so nobody there is 'Tertinggi'.
    expect(plain).toMatch(/Dina 0\.0% 0 undi/);
    expect(count(plain, 'Tertinggi')).toBe(3);
    const link = /<a [^>]*href="([^"]+)"[^>]*>/.exec(html.slice(html.indexOf('Belum Mengundi?')));
    expect(link?.[1]).toBe(SURVEY);
    expect(link?.[0]).toContain('target="_blank"');
    expect(link?.[0]).toContain('rel="noopener noreferrer"');
  });

  it('draws each bar as an SVG width with a named meter, and no inline style anywhere', () => {
    const html = render({ data: RESULTS });
    expect(html).not.toContain('style=');
    const meters = [
      ...html.matchAll(
        /<div role="meter" aria-labelledby="([^"]+)"[^>]*aria-valuenow="([^"]+)"[^>]*aria-valuetext="([^"]+)"/g,
      ),
    ];
    expect(meters.map((m) => [m[2], m[3]])).toEqual([
      ['40', '40.0%'],
      ['40', '40.0%'],
      ['20', '20.0%'],
      ['0', '0.0%'],
      ['100', '100.0%'],
    ]);
    for (const meter of meters) expect(html).toContain(`id="${meter[1]}"`);
    expect([...html.matchAll(/<rect width="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '40',
      '40',
      '20',
      '0',
      '100',
    ]);
  });

  it('hides the total card when the total is 0, and the survey card when there is no address', () => {
    const noVotes: VotingResults = {
      ...RESULTS,
      totalVotes: 0,
      results: [{ category: 'K', question: 'S', option: 'A', votes: 0, percentage: 0 }],
      surveyUrl: null,
    };
    const html = render({ data: noVotes });
    expect(html).not.toContain('Jumlah Undi');
    expect(html).not.toContain('Belum Mengundi?');
    expect(html).not.toContain('Tertinggi');
    expect(render({ data: { ...RESULTS, surveyUrl: 'javascript:alert(1)' } })).not.toContain(
      'Belum Mengundi?',
    );
  });

  it("shows 'Tiada data undian tersedia pada masa ini' for no results, with the survey card still there", () => {
    const html = render({ data: { totalVotes: 0, results: [], surveyUrl: SURVEY, stale: false } });
    expect(html).toContain(EMPTY_TEXT);
    expect(html).toContain('Belum Mengundi?');
    expect(html).not.toContain('Jumlah Undi');
  });

  it("says when the server could only send the sheet's last good results", () => {
    const html = render({ data: { ...RESULTS, stale: true } });
    expect(html).toContain('Keputusan mungkin tidak terkini');
    expect(html).toContain('Helaian undian tidak dapat dibaca buat masa ini.');
    expect(html).toContain('Pengerusi');
  });

  it("shows the failure with the server's message when the first load fails", () => {
    const message = 'Keputusan undian tidak dapat dimuatkan buat masa ini. Sila cuba lagi sebentar lagi.';
    const error = new HttpError(503, 'Service Unavailable', JSON.stringify({ message }));
    const html = renderToStaticMarkup(
      <LoadFailed error={error} retry={{ onRetry: () => {}, busy: false }} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Gagal memuat keputusan undian');
    expect(html).toContain(message);
    expect(html).toContain('Halaman ini akan mencuba lagi setiap 30 saat.');
    expect(html).toContain('Cuba Lagi');
  });

  it('offers a retry with results that failed to refresh, none for a stale sheet', () => {
    const retry = { onRetry: () => {}, busy: false };
    const failed = renderToStaticMarkup(<FreshnessNote notice="refresh-failed" retry={retry} />);
    expect(failed).toContain('role="status"');
    expect(failed).toContain('Cuba Lagi');
    expect(renderToStaticMarkup(<FreshnessNote notice="sheet-stale" retry={retry} />)).not.toContain(
      'Cuba Lagi',
    );
  });
});
