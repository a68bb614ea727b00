// The page keeps still while it loads (Lighthouse's Cumulative Layout Shift), at 1280px and 375px: /links
// signed in and /auth signed out. Each waiting step is drawn on its own, as on a slow phone: the session
// answer, the screen's code and the list are held back a little, so the session spinner, the skeleton and
// the list each get painted before the next replaces them. Every shift the browser reports is counted.
import { randomBytes } from 'node:crypto';
import { expect, type Page, type Route, test } from '@playwright/test';
import { registrationCode } from '../founder';

/** Lighthouse calls below 0.1 good; the frame and both screens measure 0 today. */
const MAX_LAYOUT_SHIFT = 0.05;
/** How long each step is held back: several frames, so every intermediate state is painted. */
const HOLD_MS = 300;

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

function baseUrl(): string {
  return test.info().project.use.baseURL as string;
}

function uniqueSuffix(): string {
  return `${test.info().project.name}-${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;
}

/** Records every layout shift from the first byte on (buffered), with the elements that moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}"> ${text}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node: Node | null }[];
        };
        shifts.push({
          value: shift.value,
          hadRecentInput: shift.hadRecentInput,
          sources: (shift.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds back the session answer, the route's chunk and the list, each by HOLD_MS. */
async function holdBackLoading(page: Page, screenChunk: RegExp): Promise<void> {
  const hold = async (route: Route) => {
    await new Promise((resolveHold) => setTimeout(resolveHold, HOLD_MS));
    await route.continue();
  };
  await page.route(/\/trpc\/auth\.me/, hold);
  await page.route(screenChunk, hold);
  await page.route(/\/trpc\/links\.list/, hold);
}

/** The sum of the shifts not caused by the user, and the shifts themselves for the failure message. */
async function layoutShifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  // Entries are delivered after the frame that caused them: let two more frames pass.
  await page.evaluate(
    () =>
      new Promise<void>((resolveFrames) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolveFrames())),
      ),
  );
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
  const total = shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
  return { total, shifts };
}

test('/links does not shift while the session, the screen and the list load', async ({ page }) => {
  const suffix = uniqueSuffix();
  const register = await page.request.post('/api/register', {
    headers: { Origin: baseUrl() },
    data: {
      registrationCode: registrationCode(),
      name: 'Ahli Susun Atur',
      email: `susun-atur-${suffix}@contoh.my`,
      phone: '0123456789',
      password: 'kata-laluan-ujian',
      ministryRoles: [{ ministry: 'LITURGI (MINISTRI)', role: 'Member' }],
    },
  });
  expect(register.ok(), await register.text()).toBe(true);
  // A few links of different shapes: with and without a description, in two categories.
  const ids: number[] = [];
  try {
    for (let i = 1; i <= 4; i++) {
      const response = await page.request.post('/api/links', {
        headers: { Origin: baseUrl() },
        data: {
          title: `Pautan susun atur ${i} ${suffix}`,
          url: `https://contoh.my/susun-atur/${i}`,
          category: i % 2 === 0 ? 'Bahan Liturgi' : 'Lain-lain',
          description: i % 2 === 0 ? 'Bahan rujukan untuk ahli jawatankuasa, dua baris pada telefon.' : '',
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      ids.push(((await response.json()) as { id: number }).id);
    }

    await recordLayoutShifts(page);
    await holdBackLoading(page, /\/assets\/links-screen-[^/]*\.js$/);
    await page.goto('/links');
    await expect(page.getByRole('tab', { name: 'Semua' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: `Pautan susun atur 4 ${suffix}`, exact: true }),
    ).toBeVisible();
    // The next page is read ahead after the list's first paint; let it come and go.
    await page.waitForLoadState('networkidle');

    const { total, shifts } = await layoutShifts(page);
    expect(total, `layout shifts: ${JSON.stringify(shifts, null, 2)}`).toBeLessThan(MAX_LAYOUT_SHIFT);
  } finally {
    for (const id of ids) await page.request.delete(`/api/links/${id}`, { headers: { Origin: baseUrl() } });
  }
});

test('/auth does not shift while the session and the screen load', async ({ page }) => {
  await recordLayoutShifts(page);
  await holdBackLoading(page, /\/assets\/auth-screen-[^/]*\.js$/);
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Log Masuk' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { total, shifts } = await layoutShifts(page);
  expect(total, `layout shifts: ${JSON.stringify(shifts, null, 2)}`).toBeLessThan(MAX_LAYOUT_SHIFT);
});
