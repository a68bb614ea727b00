// The member list (/members, docs/product.md#members-and-profile) and the dashboard (/, docs/product.md#dashboard:
// activity colours and relative time) as members see them, at 1280px (project
// 'desktop') and 375px (project 'mobile'). One database serves the whole run, so every test names its
// members with a unique suffix and looks only at its own entries.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { registrationCode } from '../founder';

const BEC = 'ST MARK - DTHO (BEC)';
const MINISTRY = 'LITURGI (MINISTRI)';

/** A short suffix unique to this test in this project, so names and e-mails never meet another test's. */
function uniqueSuffix(): string {
  return `${test.info().project.name}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

function baseUrl(): string {
  return test.info().project.use.baseURL as string;
}

/**
 * Registers a member through the REST API. The page shares the session cookie it sets, so the last member
 * registered is the one signed in.
 */
async function registerMember(page: Page, name: string, ministry: string, role = 'Member'): Promise<void> {
  const email = `ahli-${uniqueSuffix()}@contoh.my`;
  const pair = { ministry, role };
  const response = await page.request.post('/api/register', {
    headers: { Origin: baseUrl() },
    data: {
      registrationCode: registrationCode(),
      name,
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
}

/** Optional screenshots for a person to look at: set KUBM_E2E_SCREENSHOTS to a folder. */
async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.KUBM_E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: join(dir, `members-dashboard-${test.info().project.name}-${name}.png`),
    fullPage: true,
  });
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
}

async function openMembers(page: Page): Promise<void> {
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Senarai Ahli' })).toBeVisible();
  // Loaded: the search box replaces 'Memuat data ahli...'.
  await expect(page.getByRole('searchbox', { name: 'Cari ahli' })).toBeVisible();
}

/** The member entries on screen: table rows at 1280px, list rows at 375px (the other layout is display:none). */
function entries(page: Page): Locator {
  return page.locator('[data-testid="member-entry"]:visible');
}

function entryOf(page: Page, name: string): Locator {
  return entries(page).filter({ hasText: name });
}

/**
 * Jawatan, Ministri and BEC of an entry: the table row's cells at 1280px; at 375px the row's muted line,
 * which holds the role and then whichever of the ministry (without '(MINISTRI)') or BEC the member has.
 */
async function expectColumns(entry: Locator, role: string, ministri: string, bec: string): Promise<void> {
  const isRow = (await entry.evaluate((element) => element.tagName)) === 'TR';
  if (isRow) {
    const cells = (await entry.locator('td').allTextContents()).map((text) => text.trim());
    expect(cells.slice(0, 3)).toEqual([role, ministri, bec]);
    return;
  }
  const place = (bec === '-' ? ministri : bec).replace(/ \(MINISTRI\)$/, '');
  const fields = (await entry.locator('[data-field]').allTextContents()).map((text) => text.trim());
  expect(fields).toEqual([role, place]);
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Cari ahli' }).fill(text);
}

test.describe('members list', () => {
  test('searches by name, ministry and role, and splits a BEC into its own column', async ({ page }) => {
    const suffix = uniqueSuffix();
    const becMember = `Bernadette Komuniti ${suffix}`;
    const ministryMember = `Liturgi Ahli ${suffix}`;
    await registerMember(page, becMember, BEC);
    await registerMember(page, ministryMember, MINISTRY);
    await openMembers(page);

    // The table (or cards) shows the header columns at 1280px.
    if (test.info().project.name === 'desktop') {
      const headers = page.getByRole('columnheader');
      await expect(headers).toHaveText(['Nama', 'Jawatan', 'Ministri', 'BEC', 'Hubungi']);
    }

    // By name (any case): only that member.
    await search(page, becMember.toUpperCase());
    await expect(entries(page)).toHaveCount(1);
    const bec = entryOf(page, becMember);
    await expect(bec).toBeVisible();
    // The BEC shows in the BEC column and Ministri reads '-'.
    await expectColumns(bec, 'Member', '-', BEC);
    // No photo: the avatar shows the two initials.
    await expect(bec.getByText('BK', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^1 daripada \d+ ahli$/ })).toBeVisible();
    await snapshot(page, 'search-name');

    // A ministry stays under Ministri, with '-' under BEC.
    await search(page, ministryMember);
    await expect(entries(page)).toHaveCount(1);
    await expectColumns(entryOf(page, ministryMember), 'Member', MINISTRY, '-');
    await expect(entryOf(page, ministryMember).getByText('LA', { exact: true })).toBeVisible();

    // By ministry, lower case: the BEC member matches 'st mark', the LITURGI one does not.
    await search(page, 'st mark');
    await expect(entryOf(page, becMember)).toBeVisible();
    await expect(entryOf(page, ministryMember)).toHaveCount(0);
    for (const text of await entries(page).allTextContents()) expect(text.toLowerCase()).toContain('st mark');
    await search(page, 'liturgi');
    await expect(entryOf(page, ministryMember)).toBeVisible();
    await expect(entryOf(page, becMember)).toHaveCount(0);

    // By role: the founding chair holds 'Pengerusi KUBM'; neither new member does.
    await search(page, 'pengerusi kubm');
    await expect(entries(page).first()).toBeVisible();
    await expect(entryOf(page, becMember)).toHaveCount(0);

    // A search that finds nobody.
    await search(page, `tiada-sesiapa-${suffix}`);
    await expect(page.getByText('Tiada ahli ditemui dengan carian tersebut.', { exact: true })).toBeVisible();
    await expect(entries(page)).toHaveCount(0);

    // Clearing the search brings everyone back.
    await search(page, '');
    await expect(entryOf(page, becMember)).toBeVisible();
    await expect(entryOf(page, ministryMember)).toBeVisible();
  });

  test('the CSV and vCard links download the directory with the page’s cookies', async ({
    page,
    playwright,
  }) => {
    const name = `Eksport Ahli ${uniqueSuffix()}`;
    await registerMember(page, name, BEC);
    await openMembers(page);

    // Under the ⋯ menu beside the title.
    await page.getByRole('button', { name: 'Muat turun senarai ahli' }).click();
    const csv = page.getByRole('menuitem', { name: 'Muat turun CSV' });
    const vcard = page.getByRole('menuitem', { name: 'Muat turun vCard' });
    await expect(csv).toHaveAttribute('href', '/api/members/export.csv');
    await expect(csv).toHaveAttribute('download', '');
    await expect(vcard).toHaveAttribute('href', '/api/members/export.vcf');
    await expect(vcard).toHaveAttribute('download', '');

    for (const [link, type, marker] of [
      [csv, 'text/csv', name],
      [vcard, 'text/vcard', `FN:${name}`],
    ] as const) {
      const href = (await link.getAttribute('href')) ?? '';
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
      expect(await response.text()).toContain(marker);
    }

    // Without the session cookie, the same addresses answer 401.
    const anonymous = await playwright.request.newContext({ baseURL: baseUrl() });
    try {
      for (const href of ['/api/members/export.csv', '/api/members/export.vcf']) {
        expect((await anonymous.get(href)).status(), href).toBe(401);
      }
    } finally {
      await anonymous.dispose();
    }
  });

  test('reads as rows without sideways scrolling at 375px', { tag: '@mobile' }, async ({ page }) => {
    const name = `Ahli Dengan Nama Yang Sangat Panjang Untuk Ujian Susun Atur ${uniqueSuffix()}`;
    await registerMember(page, name, 'WARDEN - HOSPITALITY (MINISTRI)', 'Timbalan Ketua Ministri');
    await openMembers(page);
    await search(page, name);
    const card = entryOf(page, name);
    await expect(card).toBeVisible();
    expect(await card.evaluate((element) => element.tagName)).toBe('LI');
    await expect(page.getByRole('table')).toBeHidden();
    await expectNoHorizontalOverflow(page);
    await search(page, '');
    await expect(entries(page).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snapshot(page, 'cards');
  });

  test('has no serious or critical axe violations', async ({ page }) => {
    await registerMember(page, `Axe Ahli ${uniqueSuffix()}`, MINISTRY);
    await openMembers(page);
    await expect(entries(page).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await search(page, `tiada-${uniqueSuffix()}`);
    await expect(page.getByText('Tiada ahli ditemui dengan carian tersebut.', { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('dashboard', () => {
  test('shows the date, the three counts, a fresh registration and the upcoming panel', async ({ page }) => {
    const name = `Ahli Baharu ${uniqueSuffix()}`;
    await registerMember(page, name, MINISTRY);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Papan Pemuka' })).toBeVisible();

    // Today's date as 'MMMM d, yyyy', in the browser's own time zone.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date()),
    );
    await expect(page.getByText(today, { exact: true })).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: /Selamat Datang ke .*KUBM/ })).toBeVisible();

    // Three stat cards, each with a number; the members include the founder and this test's member.
    const cards = page.getByTestId('stat-card');
    await expect(cards).toHaveCount(3);
    for (const [index, label] of ['Jumlah Ahli', 'Ministry', 'Peranan'].entries()) {
      await expect(cards.nth(index)).toHaveText(new RegExp(`^${label}\\d+$`));
    }
    const total = Number((await cards.nth(0).textContent())?.replace('Jumlah Ahli', ''));
    expect(total).toBeGreaterThanOrEqual(2);

    // The registration is the newest activity: blue 'joined' line, just now.
    const activity = page.getByTestId('activity-item').filter({ hasText: `${name} menyertai jawatankuasa` });
    await expect(activity).toBeVisible();
    await expect(activity.getByText('baru sahaja', { exact: true })).toBeVisible();
    await expect(activity.locator('[data-kind="joined"]')).toBeVisible();
    await expect(page.getByTestId('activity-item').first()).toContainText(name);

    // Upcoming events from the test calendar (e2e/calendar-feed.ts; calendar.spec.ts checks them), and the
    // link to /calendar.
    await expect(page.getByRole('heading', { level: 2, name: 'Acara Akan Datang' })).toBeVisible();
    await expect(page.getByTestId('upcoming-events').getByTestId('calendar-event').first()).toBeVisible();
    const toCalendar = page.getByRole('link', { name: 'Lihat Kalendar' });
    await expect(toCalendar).toHaveAttribute('href', '/calendar');
    await expectNoHorizontalOverflow(page);
    await snapshot(page, 'dashboard');

    expect(await seriousAxeViolations(page)).toEqual([]);

    await toCalendar.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/calendar');
  });
});
