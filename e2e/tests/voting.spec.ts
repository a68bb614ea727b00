// The live voting results (/keputusan-undian, docs/product.md#voting-results), polled every 30 s. Signed out, at
// 1280px (project 'desktop') and 375px ('mobile'). The server reads the sheet from a file (voting-sheet.ts)
// every 0.2 s at most; the tests rewrite that file. The page's 30 s poll is the product's: the tests move the
// page's clock (page.clock) instead of waiting for it.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { EMPTY_SHEET, removeVotingSheet, SURVEY_URL, writeVotingSheet } from '../voting-sheet';

const PATH = '/keputusan-undian';
const API = '/api/voting-results';
/** The page's poll (LIMITS.votingRefreshMs in @kubm/validators). */
const POLL_MS = 30_000;

/**
 * Already counted (layout a). 12 votes: Pengerusi Ana 2 / Ben 1; Setiausaha a tie, Dina 3 / Eli 3;
 * Tempat Retret three ways at 1 each (1/3 → 33.3%).
 */
const COUNTED_SHEET = [
  'Kategori,Soalan,Pilihan,Undi',
  'Pemilihan AJK,Pengerusi,Ben,1',
  'Pemilihan AJK,Pengerusi,Ana,2',
  'Pemilihan AJK,Setiausaha,Dina,3',
  'Pemilihan AJK,Setiausaha,Eli,3',
  'Aktiviti,Tempat Retret,Genting,1',
  'Aktiviti,Tempat Retret,Cameron,1',
  '"Aktiviti","Tempat Retret","Port Dickson, N. Sembilan",1',
].join('\r\n');

/** The same sheet a little later: Ben overtakes Ana, 5 to 2 (16 votes in all). */
const CHANGED_SHEET = COUNTED_SHEET.replace('Pengerusi,Ben,1', 'Pengerusi,Ben,5');

/** Raw answers as a Google Form writes them (layout b): one row per respondent. 4 votes. */
const FORM_SHEET = [
  'Timestamp,Pemilihan AJK: Pengerusi,Pemilihan AJK: Bendahari',
  '21/11/2026 10:00:00,Ana,Faiz',
  '21/11/2026 10:01:00,Ana,',
  '21/11/2026 10:02:00,Ben,Faiz',
].join('\n');

interface Answer {
  totalVotes: number;
  results: unknown[];
  stale: boolean;
}

/**
 * Writes the sheet and waits until the server answers from it, so a page opened next shows it at once
 * (the server answers from the last sheet it read and refreshes behind the answer).
 */
async function publishSheet(page: Page, csv: string, expected: (answer: Answer) => boolean): Promise<void> {
  writeVotingSheet(csv);
  await expect
    .poll(async () => expected((await (await page.request.get(API)).json()) as Answer), {
      message: 'the server did not pick up the new sheet',
    })
    .toBe(true);
}

const withTotal = (total: number) => (answer: Answer) => answer.totalVotes === total && !answer.stale;

function question(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The option rows of a question, top to bottom, each as 'name|Tertinggi|percentage|votes'. */
function rowsOf(page: Page, name: string): Promise<string[]> {
  return question(page, name)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) =>
        [...li.querySelectorAll('span')]
          .map((span) => span.textContent?.trim() ?? '')
          .filter(Boolean)
          .join('|'),
      ),
    );
}

/** Waits until a question's rows read `expected` (the page fills and changes them by itself). */
async function expectRows(page: Page, name: string, expected: string[]): Promise<void> {
  await expect.poll(() => rowsOf(page, name), { message: `the options of '${name}'` }).toEqual(expected);
}

/** The big number of the total-votes card. */
function totalVotes(page: Page): Locator {
  return page.getByRole('region', { name: 'Jumlah Undi' }).getByText(/^[\d,]+$/);
}

/** Counts the page's requests for results from now on. */
function countPolls(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === API) count += 1;
  });
  return { count: () => count };
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
}

test.describe('voting results for a visitor', () => {
  test.afterAll(() => {
    // Other spec files open this page too: leave them the empty sheet they started with.
    writeVotingSheet(EMPTY_SHEET);
  });

  test('shows the total, each question with its total, options by votes with percentages and bars, and Tertinggi on ties', async ({
    page,
  }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await publishSheet(page, COUNTED_SHEET, withTotal(12));

    const response = await page.goto(PATH);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'Keputusan Undian' })).toBeVisible();
    await expect(page.getByText('Live Updates', { exact: true })).toBeVisible();
    const login = page.getByRole('link', { name: 'Log Masuk', exact: true }).first();
    await expect(login).toHaveAttribute('href', '/auth');

    await expect(totalVotes(page)).toHaveText('12');
    await expect(page.getByRole('region', { name: 'Jumlah Undi' })).toContainText(
      'Keputusan dikemaskini setiap 30 saat.',
    );

    // Categories in the sheet's order, questions under them.
    const categories = page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /^(Pemilihan AJK|Aktiviti)$/ });
    await expect(categories).toHaveText(['Pemilihan AJK', 'Aktiviti']);

    await expect(question(page, 'Pengerusi')).toContainText('Jumlah: 3 undi');
    await expectRows(page, 'Pengerusi', ['Ana|Tertinggi|66.7%|2 undi', 'Ben|33.3%|1 undi']);
    await expectRows(page, 'Setiausaha', ['Dina|Tertinggi|50.0%|3 undi', 'Eli|Tertinggi|50.0%|3 undi']);
    await expect(question(page, 'Tempat Retret')).toContainText('Jumlah: 3 undi');
    await expectRows(page, 'Tempat Retret', [
      'Genting|Tertinggi|33.3%|1 undi',
      'Cameron|Tertinggi|33.3%|1 undi',
      'Port Dickson, N. Sembilan|Tertinggi|33.3%|1 undi',
    ]);

    // Each bar is a meter named by its option, as wide as its share.
    const anaBar = question(page, 'Pengerusi').getByRole('meter', { name: 'Ana' });
    await expect(anaBar).toHaveAttribute('aria-valuenow', '66.7');
    await expect(anaBar).toHaveAttribute('aria-valuetext', '66.7%');
    const [track, fill] = await Promise.all([anaBar.boundingBox(), anaBar.locator('rect').boundingBox()]);
    expect((fill?.width ?? 0) / (track?.width ?? 1)).toBeCloseTo(0.667, 2);

    await expectNoHorizontalOverflow(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('asks for the results once on a first load: the page preloads them and the screen takes that answer', async ({
    page,
  }) => {
    await publishSheet(page, COUNTED_SHEET, withTotal(12));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.goto(PATH);
    await expect(totalVotes(page)).toHaveText('12');
    // Once: a preload the fetcher did not take would be a second GET. Asked with the page, before the
    // screen's own code, which is what would ask for it without the preload.
    expect(asked.filter((line) => line.endsWith(API))).toEqual([`GET ${API}`]);
    const screenCode = asked.findIndex((line) => line.includes('/assets/voting-results-screen-'));
    expect(screenCode).toBeGreaterThan(-1);
    expect(asked.indexOf(`GET ${API}`)).toBeLessThan(screenCode);
  });

  test('reads a Google Form sheet of raw answers the same way', async ({ page }) => {
    await publishSheet(page, FORM_SHEET, withTotal(5));
    await page.goto(PATH);
    await expect(totalVotes(page)).toHaveText('5');
    await expectRows(page, 'Pengerusi', ['Ana|Tertinggi|66.7%|2 undi', 'Ben|33.3%|1 undi']);
    await expectRows(page, 'Bendahari', ['Faiz|Tertinggi|100.0%|2 undi']);
  });

  test('lays questions side by side on a wide screen and one under another on a phone', async ({ page }) => {
    await publishSheet(page, COUNTED_SHEET, withTotal(12));
    await page.goto(PATH);
    await expect(question(page, 'Setiausaha')).toBeVisible();
    const [first, second] = await Promise.all([
      question(page, 'Pengerusi').boundingBox(),
      question(page, 'Setiausaha').boundingBox(),
    ]);
    if (!first || !second) throw new Error('question cards not laid out');
    if (test.info().project.name === 'desktop') {
      expect(second.y).toBeCloseTo(first.y, 0);
      expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    } else {
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    }
    // Numbers a room can read: the total at 60px on a projector-sized screen, 36px on a phone.
    const totalSize = await totalVotes(page).evaluate((el) =>
      Number.parseFloat(getComputedStyle(el).fontSize),
    );
    expect(totalSize).toBeGreaterThanOrEqual(test.info().project.name === 'desktop' ? 60 : 36);
    await expectNoHorizontalOverflow(page);
  });

  test('updates by itself every 30 s after the sheet changes, keeping the old results until then', async ({
    page,
  }) => {
    await publishSheet(page, COUNTED_SHEET, withTotal(12));
    await page.clock.install();
    await page.goto(PATH);
    await expectRows(page, 'Pengerusi', ['Ana|Tertinggi|66.7%|2 undi', 'Ben|33.3%|1 undi']);
    const polls = countPolls(page);

    // An unchanged poll costs a 304 and changes nothing on the page.
    const unchanged = page.waitForResponse((r) => new URL(r.url()).pathname === API);
    await page.clock.fastForward(POLL_MS);
    expect((await unchanged).status()).toBe(304);
    expect(polls.count()).toBe(1);

    await publishSheet(page, CHANGED_SHEET, withTotal(16));
    // Halfway to the next poll nothing is asked (the page's clock also runs in real time, so the check
    // keeps a wide margin), and the old results stay on screen, never a skeleton.
    await page.clock.fastForward(POLL_MS / 2);
    expect(polls.count()).toBe(1);
    await expect(totalVotes(page)).toHaveText('12');
    await expect(page.getByText('Memuatkan keputusan undian...')).toHaveCount(0);

    await page.clock.fastForward(POLL_MS / 2);
    await expect(totalVotes(page)).toHaveText('16');
    await expectRows(page, 'Pengerusi', ['Ben|Tertinggi|71.4%|5 undi', 'Ana|28.6%|2 undi']);
    expect(polls.count()).toBe(2);
  });

  test('does not poll while the tab is hidden, and catches up as soon as it is shown', async ({ page }) => {
    // The browser cannot be told to hide a tab, so the page's own reading of its visibility is stubbed.
    await page.addInitScript(() => {
      let hidden = false;
      Object.defineProperty(Document.prototype, 'visibilityState', {
        configurable: true,
        get: () => (hidden ? 'hidden' : 'visible'),
      });
      Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
      (window as unknown as { setHidden: (value: boolean) => void }).setHidden = (value) => {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      };
    });
    await publishSheet(page, COUNTED_SHEET, withTotal(12));
    await page.clock.install();
    await page.goto(PATH);
    await expect(totalVotes(page)).toHaveText('12');
    const polls = countPolls(page);

    await page.evaluate(() => (window as unknown as { setHidden: (v: boolean) => void }).setHidden(true));
    await publishSheet(page, CHANGED_SHEET, withTotal(16));
    for (let i = 0; i < 4; i += 1) await page.clock.fastForward(POLL_MS);
    expect(polls.count()).toBe(0);

    await page.evaluate(() => (window as unknown as { setHidden: (v: boolean) => void }).setHidden(false));
    await expect(totalVotes(page)).toHaveText('16');
    expect(polls.count()).toBe(1);
  });

  test("opens the survey in a new tab from 'Belum Mengundi?'", async ({ page, context }) => {
    await publishSheet(page, COUNTED_SHEET, withTotal(12));
    await page.goto(PATH);
    const card = page.getByRole('region', { name: 'Belum Mengundi?' });
    const button = card.getByRole('link', { name: /Undi Sekarang/ });
    await expect(button).toHaveAttribute('href', SURVEY_URL);
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');

    // The survey is somebody else's site: answer it here instead of going out to the internet.
    await context.route(`${SURVEY_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Borang</title>' }),
    );
    const [survey] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await survey.waitForLoadState();
    expect(survey.url()).toBe(SURVEY_URL);
    expect(await survey.evaluate(() => window.opener)).toBeNull();
  });

  test("shows 'Tiada data undian tersedia pada masa ini' for a sheet without votes", async ({ page }) => {
    await publishSheet(page, EMPTY_SHEET, (answer) => answer.results.length === 0 && !answer.stale);
    await page.goto(PATH);
    await expect(page.getByText('Tiada data undian tersedia pada masa ini', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Jumlah Undi' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Belum Mengundi?' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('keeps the last results on screen, with a note, when the sheet or the server fails', async ({
    page,
  }) => {
    await publishSheet(page, COUNTED_SHEET, withTotal(12));
    await page.clock.install();
    await page.goto(PATH);
    await expect(totalVotes(page)).toHaveText('12');

    // The sheet is gone: the server sends its last good results marked stale.
    removeVotingSheet();
    try {
      await expect(async () => {
        await page.clock.fastForward(POLL_MS);
        await expect(
          page.getByText('Helaian undian tidak dapat dibaca buat masa ini.', { exact: false }),
        ).toBeVisible({
          timeout: 1_000,
        });
      }).toPass();
      await expectRows(page, 'Pengerusi', ['Ana|Tertinggi|66.7%|2 undi', 'Ben|33.3%|1 undi']);
    } finally {
      writeVotingSheet(COUNTED_SHEET);
    }

    // Our own server cannot be reached: the page keeps what it has and says so.
    await page.route(API, (route) => route.fulfill({ status: 503, body: '' }));
    await page.clock.fastForward(POLL_MS);
    await expect(
      page.getByText('Keputusan tidak dapat dikemaskini buat masa ini.', { exact: false }),
    ).toBeVisible();
    await expect(totalVotes(page)).toHaveText('12');
    await expectRows(page, 'Pengerusi', ['Ana|Tertinggi|66.7%|2 undi', 'Ben|33.3%|1 undi']);

    // Back again: the next poll clears the note.
    await page.unroute(API);
    await expect(async () => {
      await page.clock.fastForward(POLL_MS);
      await expect(page.getByText('Keputusan mungkin tidak terkini')).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
  });

  test('shows the failure, then the results, when the first load fails', async ({ page }) => {
    await publishSheet(page, COUNTED_SHEET, withTotal(12));
    await page.clock.install();
    const message = 'Keputusan undian tidak dapat dimuatkan buat masa ini. Sila cuba lagi sebentar lagi.';
    await page.route(API, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message }) }),
    );
    await page.goto(PATH);
    await expect(page.getByRole('alert').filter({ hasText: 'Gagal memuat keputusan undian' })).toContainText(
      message,
    );
    await page.unroute(API);
    await page.clock.fastForward(POLL_MS);
    await expect(totalVotes(page)).toHaveText('12');
    await expect(page.getByText('Gagal memuat keputusan undian')).toHaveCount(0);
  });
});
