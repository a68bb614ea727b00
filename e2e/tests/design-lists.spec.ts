// /links and /members as rows (docs/decisions/list-row.md), the directory's contacts, sticky search and exports,
// and no contact data on the public org chart. One database serves the run: names carry a unique suffix.
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { registrationCode } from '../founder';

function uniqueSuffix(): string {
  return `${test.info().project.name}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function baseUrl(): string {
  return test.info().project.use.baseURL as string;
}

function isPhone(): boolean {
  return test.info().project.name === 'mobile';
}

interface Person {
  name: string;
  email: string;
  phone: string;
}

function mobileNumber(): string {
  return `017${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

async function register(
  request: Page['request'],
  person: Person,
  ministry = 'SUKAN (MINISTRI)',
  role = 'Member',
): Promise<void> {
  const pair = { ministry, role };
  const response = await request.post('/api/register', {
    headers: { Origin: baseUrl() },
    data: {
      registrationCode: registrationCode(),
      ...person,
      password: 'kata-laluan-ujian',
      ...pair,
      ministryRoles: [pair],
    },
  });
  expect(response.ok(), `POST /api/register answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
}

function person(name: string, phone = mobileNumber()): Person {
  const suffix = uniqueSuffix();
  return { name: `${name} ${suffix}`, email: `senarai-${suffix}@contoh.my`, phone };
}

/** Registers `target` from a browser of its own, so `page` stays signed in as whoever it registers. */
async function registerElsewhere(browser: Browser, target: Person, ministry?: string): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    await register(context.request, target, ministry);
  } finally {
    await context.close();
  }
}

async function openMembers(page: Page): Promise<void> {
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Senarai Ahli' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Cari ahli' })).toBeVisible();
}

function memberEntry(page: Page, name: string): Locator {
  return page.locator('[data-testid="member-entry"]:visible').filter({ hasText: name });
}

/** A thumb's 44 px on a phone; a pointer's 40 px from 768 px, as the frame's own icon buttons. */
async function expectTarget(locator: Locator): Promise<void> {
  const least = isPhone() ? 44 : 40;
  // Polled: read while a ⋯ is swapped for its menu's own button (at first use), the box is null.
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return Math.min(box?.width ?? 0, box?.height ?? 0);
    })
    .toBeGreaterThanOrEqual(least);
}

/** No serious or critical axe finding in the light theme and in the dark one (the phone's setting). */
async function expectAxeCleanInBothThemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    // Switching the theme on an open page starts the colour transitions: axe must read the colours they
    // end on, not one halfway between the themes.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await seriousAxeViolations(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null, reducedMotion: null });
}

async function contactHrefs(page: Page, target: Person): Promise<Record<string, string | null>> {
  const entry = memberEntry(page, target.name);
  await expect(entry).toHaveCount(1);
  if (!isPhone()) {
    const hrefs: Record<string, string | null> = {};
    for (const label of ['Hubungi', 'WhatsApp', 'E-mel']) {
      const link = entry.getByRole('link', { name: `${label} ${target.name}`, exact: true });
      if ((await link.count()) === 0) {
        hrefs[label] = null;
        continue;
      }
      await expectTarget(link);
      hrefs[label] = await link.getAttribute('href');
    }
    return hrefs;
  }
  const menuButton = entry.getByRole('button', { name: `Tindakan untuk ${target.name}`, exact: true });
  await expectTarget(menuButton);
  await menuButton.click();
  const menu = page.getByRole('menu', { name: `Tindakan untuk ${target.name}` });
  await expect(menu).toBeVisible();
  const hrefs: Record<string, string | null> = {};
  for (const label of ['Hubungi', 'WhatsApp', 'E-mel']) {
    const item = menu.getByRole('menuitem', { name: label, exact: true });
    hrefs[label] = (await item.count()) === 0 ? null : await item.getAttribute('href');
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return hrefs;
}

test.describe('members directory', () => {
  test('offers call, WhatsApp and e-mail for a Malaysian mobile, and no WhatsApp for a landline', async ({
    page,
    browser,
  }) => {
    const mobile = person('Hubungan Bimbit');
    const landline = person('Hubungan Pejabat', '0321234567');
    await registerElsewhere(browser, mobile);
    await registerElsewhere(browser, landline);
    await register(page.request, person('Ahli Pencari'));
    await openMembers(page);

    await page.getByRole('searchbox', { name: 'Cari ahli' }).fill(mobile.name);
    const national = mobile.phone.slice(1);
    expect(await contactHrefs(page, mobile)).toEqual({
      Hubungi: `tel:+60${national}`,
      WhatsApp: `https://wa.me/60${national}`,
      'E-mel': `mailto:${mobile.email}`,
    });
    const whatsApp = memberEntry(page, mobile.name).getByRole('link', {
      name: `WhatsApp ${mobile.name}`,
      exact: true,
    });
    await expect(whatsApp).toHaveAttribute('href', `https://wa.me/60${national}`);
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAttribute('rel', /noopener/);
    await expectTarget(whatsApp);

    await page.getByRole('searchbox', { name: 'Cari ahli' }).fill(landline.name);
    expect(await contactHrefs(page, landline)).toEqual({
      Hubungi: 'tel:+60321234567',
      WhatsApp: null,
      'E-mel': `mailto:${landline.email}`,
    });
    await expectAxeCleanInBothThemes(page);
  });

  test('rows on a phone are 56-64 px tall with the name on one line', { tag: '@mobile' }, async ({
    page,
  }) => {
    const me = person('Ahli Dengan Nama Yang Sangat Panjang Sekali Untuk Baris');
    await register(page.request, me);
    await openMembers(page);
    await page.getByRole('searchbox', { name: 'Cari ahli' }).fill(me.name);
    const entry = memberEntry(page, me.name);
    const box = await entry.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(56);
    expect(box?.height ?? 0).toBeLessThanOrEqual(64);
    const name = entry.getByRole('heading', { level: 2, name: me.name });
    expect(await name.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('nowrap');
  });

  test('the search stays under the header while the list scrolls, and still searches', async ({ page }) => {
    const me = person('Ahli Melekit');
    await register(page.request, me);
    // A short window, so the list scrolls whatever the number of members in the run's database.
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 375, height: 420 });
    await openMembers(page);
    await expect(page.locator('[data-testid="member-entry"]:visible').first()).toBeVisible();

    // Down to the list's last member: the search sticks for as long as the list is under it.
    await page.locator('[data-testid="member-entry"]:visible').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const search = page.getByRole('searchbox', { name: 'Cari ahli' });
    await expect(search).toBeInViewport();
    const header = await page.locator('header').first().boundingBox();
    const box = await search.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
    // Nothing lies on top of it: a tap on its middle reaches the field.
    const onTop = await search.evaluate((input) => {
      const rect = input.getBoundingClientRect();
      return document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) === input;
    });
    expect(onTop).toBe(true);

    await search.fill(me.name);
    await expect(memberEntry(page, me.name)).toBeVisible();
    await expect(page.locator('[data-testid="member-entry"]:visible')).toHaveCount(1);
  });

  test('the CSV and vCard exports sit under ⋯ and still download', async ({ page }) => {
    const me = person('Ahli Eksport');
    await register(page.request, me);
    await openMembers(page);
    const menuButton = page.getByRole('button', { name: 'Muat turun senarai ahli' });
    await expectTarget(menuButton);
    await expect(page.getByRole('link', { name: /^Muat turun/ })).toHaveCount(0);

    for (const [label, extension, marker] of [
      ['Muat turun CSV', '.csv', me.name],
      ['Muat turun vCard', '.vcf', `FN:${me.name}`],
    ] as const) {
      await menuButton.click();
      const item = page.getByRole('menuitem', { name: label, exact: true });
      await expect(item).toBeVisible();
      const downloading = page.waitForEvent('download');
      await item.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\${extension}$`));
      expect(readFileSync(await download.path(), 'utf8')).toContain(marker);
    }
  });
});

interface NewLink {
  title: string;
  url: string;
  category: string;
  description?: string;
}

async function addLinkByApi(page: Page, link: NewLink): Promise<void> {
  const response = await page.request.post('/api/links', { headers: { Origin: baseUrl() }, data: link });
  expect(response.ok(), `POST /api/links answered ${response.status()}: ${await response.text()}`).toBe(true);
}

async function openLinks(page: Page): Promise<void> {
  await page.goto('/links');
  await expect(page.getByRole('heading', { level: 1, name: 'Pautan Berguna' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Semua' })).toBeVisible();
}

function linkRow(page: Page, title: string): Locator {
  return page
    .getByTestId('link-card')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

test.describe('links list', () => {
  test('each link is one row at most 64 px tall, and the whole row is its one link', async ({ page }) => {
    const link: NewLink = {
      title: `Baris Pautan Dengan Judul Yang Agak Panjang ${uniqueSuffix()}`,
      url: 'https://contoh.my/baris',
      category: 'Bahan JPPM',
      description: 'Penerangan yang panjang supaya baris kedua juga terpotong dan tidak membalut ke bawah.',
    };
    await register(page.request, person('Ahli Baris'));
    await addLinkByApi(page, link);
    await openLinks(page);

    const row = linkRow(page, link.title);
    const box = await row.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(56);
    expect(box?.height ?? 0).toBeLessThanOrEqual(64);
    await expect(row.getByText(link.description ?? '', { exact: true })).toBeVisible();
    await expect(row.getByText(link.category, { exact: true })).toBeVisible();

    // One link, holding the title and description, nothing interactive inside it; ⋯ sits beside it.
    const open = row.getByRole('link');
    await expect(open).toHaveCount(1);
    await expect(open).toHaveAccessibleName(
      new RegExp(`^Buka ${escapeRegExp(link.title)} .*${escapeRegExp(link.description ?? '')}$`),
    );
    await expect(open).toHaveAttribute('href', link.url);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', /noopener/);
    await expect(open.getByRole('heading', { level: 2, name: link.title })).toBeVisible();
    await expect(open.locator('a, button')).toHaveCount(0);
    const menuButton = row.getByRole('button', { name: `Tindakan untuk ${link.title}`, exact: true });
    await expectTarget(menuButton);
    await expectAxeCleanInBothThemes(page);
    const openBox = await open.boundingBox();
    const menuBox = await menuButton.boundingBox();
    expect((openBox?.width ?? 0) + (menuBox?.width ?? 0)).toBeGreaterThan((box?.width ?? 0) - 24);
  });

  test('edit and delete sit under the ⋯ menu, only for the links a member may change', async ({
    page,
    browser,
  }) => {
    const suffix = uniqueSuffix();
    const mine: NewLink = {
      title: `Pautan Menu ${suffix}`,
      url: 'https://contoh.my/menu',
      category: 'Aplikasi',
    };
    await register(page.request, person('Ahli Menu'));
    await addLinkByApi(page, mine);
    await openLinks(page);

    const menuButton = page.getByRole('button', { name: `Tindakan untuk ${mine.title}`, exact: true });
    await menuButton.click();
    const menu = page.getByRole('menu', { name: `Tindakan untuk ${mine.title}` });
    await expect(menu.getByRole('menuitem')).toHaveText(['Sunting', 'Padam']);
    await menu.getByRole('menuitem', { name: 'Sunting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sunting Pautan' });
    await expect(dialog.getByLabel('Judul')).toHaveValue(mine.title);
    const renamed = `Pautan Menu Baharu ${suffix}`;
    await dialog.getByLabel('Judul').fill(renamed);
    await dialog.getByRole('button', { name: 'Kemaskini' }).click();
    await expect(dialog).toBeHidden();
    await expect(linkRow(page, renamed)).toBeVisible();
    await expect(page.getByRole('button', { name: `Tindakan untuk ${renamed}`, exact: true })).toBeFocused();

    const other = await browser.newContext({ baseURL: baseUrl(), viewport: page.viewportSize() });
    try {
      const otherPage = await other.newPage();
      await register(otherPage.request, person('Ahli Lain'));
      await openLinks(otherPage);
      await expect(linkRow(otherPage, renamed)).toBeVisible();
      await expect(otherPage.getByRole('button', { name: `Tindakan untuk ${renamed}` })).toHaveCount(0);
    } finally {
      await other.close();
    }

    await page.getByRole('button', { name: `Tindakan untuk ${renamed}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Padam' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Padam Pautan' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Padam', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(linkRow(page, renamed)).toHaveCount(0);
  });
});

test('the public org chart carries no phone number, e-mail or contact link', async ({ page, browser }) => {
  // A member like the demo ones, with a BEC (shown in the default hierarchy view) and a Malaysian mobile.
  const member = person('Ahli Awam');
  await registerElsewhere(browser, member, 'ST LUKE - WARDIEBURN (BEC)');
  const national = member.phone.slice(1);
  const phoneForms = [
    member.phone,
    national,
    `${member.phone.slice(0, 3)}-${member.phone.slice(3)}`,
    `${member.phone.slice(0, 3)}-${member.phone.slice(3, 6)} ${member.phone.slice(6)}`,
  ];

  async function expectNoContacts(): Promise<void> {
    await expect(page.locator('a[href^="tel:"], a[href*="wa.me"], a[href^="mailto:"]')).toHaveCount(0);
    const html = await page.content();
    const text = (await page.locator('body').textContent()) ?? '';
    for (const haystack of [html, text.replace(/\s+/g, ' ')]) {
      expect(haystack).not.toContain(member.email);
      expect(haystack).not.toContain('@contoh.my');
      for (const form of phoneForms) expect(haystack).not.toContain(form);
    }
  }

  await page.goto('/carta-organisasi');
  await expect(page.getByRole('heading', { level: 1, name: 'Carta Organisasi' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoContacts();

  await page.getByRole('tab', { name: 'Paparan Kumpulan' }).click();
  // The member is on the page (so the check above and below looked at their entry), without contacts.
  await expect(page.getByText(member.name, { exact: true }).first()).toBeVisible();
  await expectNoContacts();
});
