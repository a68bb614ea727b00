// The frame (docs/product.md#routes): bottom navigation on phones, dark mode, per-screen titles, bottom-sheet
// dialogs, and the frame's bugs (Escape order, a toast over the menu, the signed-out /links request).
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { registrationCode } from '../founder';

const DARK_BACKGROUND = 'rgb(11, 17, 32)';

function addressOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Registers a new member through the REST API; the browser context keeps the session cookie. */
async function signInAsNewMember(page: Page): Promise<void> {
  const email = `e2e-shell-${Date.now()}-${randomBytes(3).toString('hex')}@contoh.my`;
  const pair = { ministry: 'KOIR (MINISTRI)', role: 'Member' };
  const baseURL = test.info().project.use.baseURL as string;
  const response = await page.request.post('/api/register', {
    headers: { Origin: baseURL },
    data: {
      registrationCode: registrationCode(),
      name: 'Ahli Reka Bentuk',
      email,
      phone: '0123456789',
      password: 'kata-laluan-ujian',
      ...pair,
      ministryRoles: [pair],
    },
  });
  expect(response.ok(), `POST /api/register answered ${response.status()}`).toBe(true);
}

const htmlIsDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('bottom navigation', () => {
  test('at 375px: five targets of at least 48px, the current one marked', { tag: '@mobile' }, async ({
    page,
  }) => {
    await signInAsNewMember(page);
    await page.goto('/');
    await settle(page);
    const bar = page.getByRole('navigation', { name: 'Navigasi pantas' });
    await expect(bar).toBeVisible();
    const home = bar.getByRole('link', { name: 'Utama' });
    const tasks = bar.getByRole('link', { name: 'Tugas' });
    const more = bar.getByRole('button', { name: 'Lagi' });
    const targets = [
      home,
      tasks,
      bar.getByRole('link', { name: 'Kalendar' }),
      bar.getByRole('link', { name: 'Carta' }),
      more,
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(48);
      expect(box?.width).toBeGreaterThanOrEqual(48);
    }
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);

    await tasks.click();
    await expect.poll(() => addressOf(page)).toBe('/tasks');
    await expect(tasks).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveAttribute('aria-current', 'page');

    // 'Lagi' opens the slide-in menu; closing it returns the focus to 'Lagi'.
    await more.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pautan Berguna' })).toBeVisible();
    await menu.getByRole('button', { name: 'Tutup menu' }).click();
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    // Nothing hides behind the bar: at the very bottom, the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const barBox = await bar.boundingBox();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);
  });

  test('is not there at 1280px', { tag: '@desktop' }, async ({ page }) => {
    await signInAsNewMember(page);
    await page.goto('/');
    await settle(page);
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigasi pantas' })).toBeHidden();
  });

  test('signed out: no bar; the menu offers the two public pages', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/auth');
    await settle(page);
    await expect(page.getByRole('navigation', { name: 'Navigasi pantas' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const pages = page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('navigation', { name: 'Halaman awam' });
    await expect(pages.getByRole('link', { name: 'Carta Organisasi' })).toHaveAttribute(
      'href',
      '/carta-organisasi',
    );
    await expect(pages.getByRole('link', { name: 'Keputusan Undian' })).toHaveAttribute(
      'href',
      '/keputusan-undian',
    );
  });

  test('tabs and the menu toggle are at least 44px tall on a phone', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/auth');
    await settle(page);
    for (const target of [
      page.getByRole('tab', { name: 'Log Masuk' }),
      page.getByRole('tab', { name: 'Daftar' }),
      page.getByRole('button', { name: 'Buka menu' }),
    ]) {
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('dark mode', () => {
  test("follows the phone's setting", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/auth');
    await settle(page);
    expect(await htmlIsDark(page)).toBe(true);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlIsDark(page)).toBe(false);
    expect(await bodyBackground(page)).not.toBe(DARK_BACKGROUND);
  });

  test("the menu's choice overrides the phone and is remembered after a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAsNewMember(page);
    await page.goto('/');
    await settle(page);
    expect(await htmlIsDark(page)).toBe(false);

    const choose = async (name: string) => {
      if (isMobile(page)) {
        await page.getByRole('button', { name: 'Buka menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        // The radio is visually hidden inside its label; a finger touches the label.
        await menu.locator('label', { hasText: name }).click();
        await expect(menu.getByRole('radio', { name })).toBeChecked();
        await menu.getByRole('button', { name: 'Tutup menu' }).click();
        await expect(menu).toBeHidden();
      } else {
        await page
          .getByRole('banner')
          .getByRole('button', { name: /menu akaun/ })
          .click();
        await page.getByRole('menuitemradio', { name }).click();
        await page.keyboard.press('Escape');
      }
    };

    await choose('Gelap');
    await expect.poll(() => htmlIsDark(page)).toBe(true);
    await page.reload();
    await settle(page);
    expect(await htmlIsDark(page)).toBe(true);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    for (const meta of await page.locator('meta[name="theme-color"]').all()) {
      await expect(meta).toHaveAttribute('content', '#0b1120');
    }

    await choose('Ikut peranti');
    await expect.poll(() => htmlIsDark(page)).toBe(false);
    await page.reload();
    await settle(page);
    expect(await htmlIsDark(page)).toBe(false);
  });

  for (const path of ['/auth', '/carta-organisasi']) {
    test(`${path} has no serious or critical axe violations in the dark`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      await settle(page);
      expect(await htmlIsDark(page)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('the dashboard and the open menu have no serious axe violations in the dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAsNewMember(page);
    await page.goto('/');
    await settle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Lagi' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
});

test.describe('document titles', () => {
  const VISITOR_TITLES: [string, string][] = [
    ['/auth', 'Log Masuk · Portal KUBM'],
    ['/auth?tab=register', 'Daftar · Portal KUBM'],
    ['/reset-password', 'Tetapkan Semula Kata Laluan · Portal KUBM'],
    ['/carta-organisasi', 'Carta Organisasi · Portal KUBM'],
    ['/keputusan-undian', 'Keputusan Undian · Portal KUBM'],
    ['/halaman-yang-tiada', 'Halaman Tidak Dijumpai · Portal KUBM'],
  ];
  const MEMBER_TITLES: [string, string][] = [
    ['/', 'Papan Pemuka · Portal KUBM'],
    ['/profile', 'Profil Saya · Portal KUBM'],
    ['/org-chart', 'Carta Organisasi · Portal KUBM'],
    ['/calendar', 'Kalendar Aktiviti · Portal KUBM'],
    ['/tasks', 'Pengurusan Tugas · Portal KUBM'],
    ['/links', 'Pautan Berguna · Portal KUBM'],
    ['/members', 'Senarai Ahli · Portal KUBM'],
  ];

  test('every screen a visitor can open has its own title', { tag: '@desktop' }, async ({ page }) => {
    for (const [path, title] of VISITOR_TITLES) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test("every member's screen has its own title, also after in-app navigation", { tag: '@desktop' }, async ({
    page,
  }) => {
    await signInAsNewMember(page);
    for (const [path, title] of MEMBER_TITLES) {
      await page.goto(path);
      await expect.poll(() => addressOf(page)).toBe(path);
      await expect(page, path).toHaveTitle(title);
    }
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Papan Pemuka' })
      .click();
    await expect(page).toHaveTitle('Papan Pemuka · Portal KUBM');
  });
});

test.describe('dialogs and toasts', () => {
  async function openForgotPassword(page: Page) {
    await page.goto('/auth');
    await settle(page);
    await page.getByRole('button', { name: 'Lupa kata laluan?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lupa Kata Laluan' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('Escape closes the dialog first, then the toast', async ({ page }) => {
    const dialog = await openForgotPassword(page);
    await dialog.getByLabel('E-mel', { exact: true }).fill('sesiapa@contoh.my');
    await dialog.getByRole('button', { name: 'Hantar Pautan' }).click();
    const region = page.getByRole('region', { name: /^Notifikasi/, includeHidden: true });
    const toastTitle = region.getByText('Permintaan set semula dihantar', { exact: true });
    await expect(toastTitle).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toastTitle).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(toastTitle).toBeHidden();
  });

  test('a dialog is a bottom sheet at 375px', { tag: '@mobile' }, async ({ page }) => {
    const dialog = await openForgotPassword(page);
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(viewport?.width);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
  });

  test('a dialog is centred at 1280px', { tag: '@desktop' }, async ({ page }) => {
    const dialog = await openForgotPassword(page);
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    const middle = (box?.x ?? 0) + (box?.width ?? 0) / 2;
    expect(Math.abs(middle - (viewport?.width ?? 0) / 2)).toBeLessThanOrEqual(1);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(viewport?.height ?? 0);
  });

  test("a toast does not cover the menu's 'Log Masuk' and 'Daftar'", { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/auth');
    await settle(page);
    const form = page.getByRole('tabpanel', { name: 'Log Masuk' });
    await form.getByLabel('E-mel', { exact: true }).fill('tiada-sesiapa@contoh.my');
    await form.getByLabel('Kata Laluan', { exact: true }).fill('salah-sama-sekali');
    await form.getByRole('button', { name: 'Log Masuk', exact: true }).click();
    const region = page.getByRole('region', { name: /^Notifikasi/, includeHidden: true });
    await expect(region.getByText('Login failed', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
    for (const name of ['Log Masuk', 'Daftar']) {
      const link = menu.getByRole('link', { name, exact: true });
      const box = await link.boundingBox();
      if (!box) throw new Error(`${name} has no box`);
      // What a finger on the middle of the link would touch.
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim() ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(hit).toBe(name);
    }
    await expect(region.getByText('Login failed', { exact: true })).toBeVisible();
  });
});

test('signed out, /links sends the visitor to /auth without asking for the links', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/trpc\/[^?]*links\.list/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/links');
  await expect.poll(() => addressOf(page)).toBe('/auth');
  await settle(page);
  expect(asked).toEqual([]);
});

test('signed in, /links still reads the links', async ({ page }) => {
  await signInAsNewMember(page);
  const answered = page.waitForResponse((response) => /\/trpc\/[^?]*links\.list/.test(response.url()));
  await page.goto('/links');
  expect((await answered).status()).toBe(200);
});
