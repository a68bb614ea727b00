// The screens the README shows, at a phone's and a desktop's size, written to docs/screenshots/.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, test } from '@playwright/test';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

type Shot = { name: string; path: string; size: typeof PHONE; dark?: boolean; signedIn: boolean };

const SHOTS: Shot[] = [
  { name: 'dashboard-phone', path: '/', size: PHONE, signedIn: true },
  { name: 'dashboard-phone-dark', path: '/', size: PHONE, dark: true, signedIn: true },
  { name: 'dashboard-desktop', path: '/', size: DESKTOP, signedIn: true },
  { name: 'tasks-phone', path: '/tasks', size: PHONE, signedIn: true },
  { name: 'members-phone', path: '/members', size: PHONE, signedIn: true },
  { name: 'org-chart-desktop', path: '/org-chart', size: DESKTOP, signedIn: true },
  { name: 'calendar-desktop', path: '/calendar', size: DESKTOP, signedIn: true },
  { name: 'voting-results-phone', path: '/keputusan-undian', size: PHONE, signedIn: false },
];

async function signIn(page: Page): Promise<void> {
  // The demo chair (packages/db seed data); the same account the README tells a newcomer to try.
  const response = await page.request.post('/api/login', {
    data: { email: 'pengerusi@contoh.my', password: 'kubm-demo-2026' },
    headers: { Origin: new URL(baseUrl()).origin },
  });
  if (!response.ok()) throw new Error(`demo sign-in answered ${response.status()}`);
}

function baseUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('no baseURL');
  return url;
}

for (const shot of SHOTS) {
  test(shot.name, async ({ page }) => {
    await page.setViewportSize(shot.size);
    await page.emulateMedia({ colorScheme: shot.dark ? 'dark' : 'light', reducedMotion: 'reduce' });
    if (shot.signedIn) await signIn(page);
    await page.goto(shot.path);
    await page.waitForLoadState('networkidle');
    // Fonts and lazy chunks settled: no spinner or skeleton in the picture.
    await page.evaluate(() => document.fonts.ready);
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    await page.screenshot({ path: join(OUT, `${shot.name}.png`), animations: 'disabled' });
  });
}
