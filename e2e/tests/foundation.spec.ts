// The shared frame and public routes (docs/product.md#routes), as a visitor and a signed-in member see them,
// at 1280px (project 'desktop') and 375px (project 'mobile'). Tests tagged @desktop or @mobile run
// only in that project; the others run in both.
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { registrationCode } from '../founder';

const NOT_FOUND_PATH = '/halaman-yang-tiada';
const PUBLIC_PAGES = ['/carta-organisasi', '/keputusan-undian'] as const;
const AXE_PAGES = ['/auth', ...PUBLIC_PAGES, NOT_FOUND_PATH] as const;

/** The path and query of the page's address, e.g. '/auth?tab=register'. */
function addressOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the screen has settled: the frame is drawn and no request is in flight. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Registers a new member through the REST API; the browser context keeps the session cookie. */
async function signInAsNewMember(page: Page): Promise<string> {
  const email = `e2e-${Date.now()}-${randomBytes(3).toString('hex')}@contoh.my`;
  const pair = { ministry: 'KOIR (MINISTRI)', role: 'Member' };
  const baseURL = test.info().project.use.baseURL as string;
  const response = await page.request.post('/api/register', {
    headers: { Origin: baseURL },
    data: {
      registrationCode: registrationCode(),
      name: 'Ahli Ujian',
      email,
      phone: '0123456789',
      password: 'kata-laluan-ujian',
      ...pair,
      ministryRoles: [pair],
    },
  });
  expect(response.ok(), `POST /api/register answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return email;
}

test.describe('routes for a visitor', () => {
  test('/ sends a visitor to /auth', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => addressOf(page)).toBe('/auth');
    await expect(page.getByRole('tab', { name: 'Log Masuk' })).toHaveAttribute('aria-selected', 'true');
  });

  test("/auth?tab=register selects 'Daftar'; the tabs rewrite the address", async ({ page }) => {
    await page.goto('/auth?tab=register');
    const login = page.getByRole('tab', { name: 'Log Masuk' });
    const register = page.getByRole('tab', { name: 'Daftar' });
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await expect(login).toHaveAttribute('aria-selected', 'false');

    await login.click();
    await expect(login).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => addressOf(page)).toBe('/auth');

    await register.click();
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => addressOf(page)).toBe('/auth?tab=register');
  });

  for (const path of PUBLIC_PAGES) {
    test(`${path} opens signed out, with a 'Log Masuk' link to /auth and X-Robots-Tag: noindex`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      await settle(page);
      expect(addressOf(page)).toBe(path);
      const login = page.getByRole('link', { name: 'Log Masuk', exact: true }).first();
      await expect(login).toBeVisible();
      await expect(login).toHaveAttribute('href', '/auth');
    });
  }

  test('/carta-organisasi shows the organisation chart title', async ({ page }) => {
    await page.goto('/carta-organisasi');
    await expect(page.getByRole('heading', { level: 1, name: 'Carta Organisasi' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto(NOT_FOUND_PATH);
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    expect(addressOf(page)).toBe(NOT_FOUND_PATH);
  });
});

test.describe('the shared frame', () => {
  test('has a banner, <main id="main"> and a footer with the note and the current year', async ({ page }) => {
    await page.goto('/auth');
    await settle(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(page.locator('main')).toHaveCount(1);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText('Hubungi kami melalui platform sosial di atas untuk maklumat lanjut');
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer).toContainText(String(year));
  });

  test("the header reads 'Portal Jawatankuasa KUBM' at 1280px", { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/auth');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Portal Jawatankuasa KUBM', { exact: true })).toBeVisible();
    await expect(banner.getByText('Portal KUBM', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeHidden();
  });

  test("the header reads 'Portal KUBM' at 375px", { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/auth');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Portal KUBM', { exact: true })).toBeVisible();
    await expect(banner.getByText('Portal Jawatankuasa KUBM', { exact: true })).toBeHidden();
  });

  test('the sidebar shows Profile and Tasks only when signed in', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/auth');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav.getByRole('link', { name: 'Papan Pemuka' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Senarai Ahli' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profil Saya' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Pengurusan Tugas' })).toHaveCount(0);

    await signInAsNewMember(page);
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Profil Saya' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pengurusan Tugas' })).toBeVisible();
  });

  test('the sidebar marks the current route with aria-current="page"', { tag: '@desktop' }, async ({
    page,
  }) => {
    await signInAsNewMember(page);
    await page.goto('/');
    await expect.poll(() => addressOf(page)).toBe('/');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    const current = nav.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Papan Pemuka' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Pengurusan Tugas' }).click();
    await expect.poll(() => addressOf(page)).toBe('/tasks');
    await expect(nav.getByRole('link', { name: 'Pengurusan Tugas' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Papan Pemuka' })).not.toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveCount(1);
  });
});

test.describe('the mobile menu', () => {
  test("opens as a dialog 'Menu' without 'Senarai Ahli' and closes with 'Tutup menu'", {
    tag: '@mobile',
  }, async ({ page }) => {
    await page.goto('/auth');
    await settle(page);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(menu).toBeVisible();
    // Scoped to the main navigation: signed out, the menu also lists the public 'Carta Organisasi'.
    const nav = menu.getByRole('navigation', { name: 'Navigasi utama' });
    for (const name of ['Papan Pemuka', 'Carta Organisasi', 'Kalendar Aktiviti', 'Pautan Berguna']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Senarai Ahli' })).toHaveCount(0);
    // Signed out, the account section offers 'Log Masuk' and 'Daftar'.
    await expect(menu.getByRole('link', { name: 'Log Masuk' })).toHaveAttribute('href', '/auth');
    await expect(menu.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/auth?tab=register');

    await menu.getByRole('button', { name: 'Tutup menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('closes on a route change', { tag: '@mobile' }, async ({ page }) => {
    await signInAsNewMember(page);
    await page.goto('/');
    await expect.poll(() => addressOf(page)).toBe('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(menu).toBeVisible();
    // Signed in, Profile and Tasks join the links; the member list still stays out of the mobile menu.
    await expect(menu.getByRole('link', { name: 'Profil Saya' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pengurusan Tugas' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Senarai Ahli' })).toHaveCount(0);

    await menu.getByRole('link', { name: 'Pautan Berguna' }).click();
    await expect.poll(() => addressOf(page)).toBe('/links');
    await expect(menu).toBeHidden();
  });
});

test.describe('accessibility and layout', () => {
  for (const path of AXE_PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  for (const path of [...AXE_PAGES, '/auth?tab=register']) {
    test(`${path} does not overflow horizontally at 375px`, { tag: '@mobile' }, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      const width = await page.evaluate(
        () => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
      );
      expect(width).toBeLessThanOrEqual(375);
    });
  }
});

test('the axe check finds a violation planted in a real page, under its CSP', async ({ page }) => {
  await page.goto('/auth');
  await settle(page);
  // An image without alternative text is a critical violation (axe rule image-alt).
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.getElementById('main')?.append(img);
  });
  const violations = await seriousAxeViolations(page);
  expect(violations.map((v) => v.id)).toContain('image-alt');
});
