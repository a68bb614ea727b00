// The organisation chart and the public pages (docs/product.md#organisation-chart): a vacant place takes the
// chosen member into that place (role and ministry/BEC), the searchable member picker, collapsible groups with
// jump chips, and the public pages' front door. At 1280px ('desktop') and 375px ('mobile'); one database serves
// the run, so every test names its members with a unique suffix.
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { FOUNDER, registrationCode } from '../founder';

const ST_LUKE = 'ST LUKE - WARDIEBURN (BEC)';
const ST_MARK = 'ST MARK - DTHO (BEC)';

function uniqueSuffix(): string {
  return `${test.info().project.name}-${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;
}

function baseUrl(): string {
  return test.info().project.use.baseURL as string;
}

/** Registers a member over REST (the page then holds their session) and returns their member id. */
async function signUp(page: Page, name: string, ministry: string): Promise<void> {
  const pair = { ministry, role: 'Member' };
  const response = await page.request.post('/api/register', {
    headers: { Origin: baseUrl() },
    data: {
      registrationCode: registrationCode(),
      name,
      email: `reka-${uniqueSuffix()}@contoh.my`,
      phone: '0123456789',
      password: 'kata-laluan-ujian',
      ...pair,
      ministryRoles: [pair],
    },
  });
  expect(response.ok(), `POST /api/register answered ${response.status()}`).toBe(true);
}

async function signInAsFounder(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', {
    headers: { Origin: baseUrl() },
    data: { email: FOUNDER.email, password: FOUNDER.password },
  });
  expect(response.ok(), `POST /api/login answered ${response.status()}`).toBe(true);
}

interface ApiMember {
  id: number;
  name: string;
  role: string;
  ministry: string;
}

async function listMembers(page: Page): Promise<ApiMember[]> {
  const response = await page.request.get('/api/members');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiMember[];
}

/** Empties ST LUKE (its members go to 'Umum', as a removal does), so its two places are vacant. */
async function emptyStLuke(page: Page): Promise<void> {
  for (const member of await listMembers(page)) {
    if (member.ministry !== ST_LUKE) continue;
    const response = await page.request.put(`/api/members/${member.id}`, {
      headers: { Origin: baseUrl() },
      data: { role: 'Ahli Biasa', ministry: 'Umum' },
    });
    expect(response.ok(), `PUT /api/members/${member.id} answered ${response.status()}`).toBe(true);
  }
}

function group(page: Page, title: string): Locator {
  return page
    .getByTestId('org-group')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function expectToast(page: Page, title: string): Promise<void> {
  const region = page.getByRole('region', { name: /^Notifikasi/, includeHidden: true });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
}

test('a vacant BEC place takes the chosen member: the role and that BEC', async ({ page }) => {
  const name = `Ahli Pindah ${uniqueSuffix()}`;
  await signUp(page, name, ST_MARK);
  await signInAsFounder(page);
  await emptyStLuke(page);
  await page.goto('/org-chart');

  const stLuke = group(page, 'St Luke (Wardieburn)');
  const stMark = group(page, 'St Mark (DTHO)');
  await expect(stMark.getByText(name, { exact: true })).toBeVisible();
  await expect(stLuke.getByTestId('vacant-position')).toHaveCount(2);

  await stLuke
    .getByRole('button', { name: 'Tetapkan ahli ke jawatan Ketua BEC (ST LUKE)', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Tetapkan Ahli ke Jawatan' });
  await expect(dialog.getByLabel('Jawatan', { exact: true })).toHaveText('Ketua BEC');
  await expect(dialog.getByLabel('Ministri / BEC', { exact: true })).toHaveText(ST_LUKE);

  await dialog.getByLabel('Ahli', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Cari nama ahli' }).fill(name);
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Ahli', { exact: true })).toHaveText(name);
  await dialog.getByRole('button', { name: 'Tetapkan Jawatan' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Role updated');

  // In the place itself: ST LUKE lists them as its Ketua BEC and has no vacant place left; ST MARK lost them.
  const moved = stLuke.getByTestId('member-card').filter({ hasText: name });
  await expect(moved).toContainText('Ketua BEC');
  await expect(stLuke.getByTestId('vacant-position')).toHaveCount(0);
  await expect(stMark.getByText(name, { exact: true })).toHaveCount(0);
  const stored = (await listMembers(page)).find((member) => member.name === name);
  expect(stored).toMatchObject({ role: 'Ketua BEC', ministry: ST_LUKE });
});

test('the member picker filters by typing and works from the keyboard', async ({ page }) => {
  const suffix = uniqueSuffix();
  const alpha = `Pemilih Alfa ${suffix}`;
  const beta = `Pemilih Beta ${suffix}`;
  await signUp(page, alpha, 'KOIR (MINISTRI)');
  await signUp(page, beta, 'KOIR (MINISTRI)');
  await signInAsFounder(page);
  await page.goto('/org-chart');
  await page.getByRole('button', { name: 'Tetapkan ahli ke jawatan Bendahari', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tetapkan Ahli ke Jawatan' });
  const picker = dialog.getByLabel('Ahli', { exact: true });
  await expect(picker).toHaveText('Pilih ahli');

  // Opened from the keyboard, the search box takes the focus.
  await picker.focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: 'Cari nama ahli' });
  await expect(search).toBeFocused();
  // The open list hides the dialog from assistive technology (a modal layer), so it is asked for by role.
  await expect(page.getByRole('listbox')).toBeVisible();
  const options = page.getByRole('listbox').getByRole('option');

  await search.pressSequentially(suffix.toUpperCase());
  await expect(options).toHaveCount(2);
  // Each option is named by the member alone (their role and ministry describe it), at least 44 px tall.
  await expect(options.nth(0)).toHaveAccessibleName(alpha);
  await expect(options.nth(1)).toHaveAccessibleName(beta);
  await expect(options.nth(1)).toHaveAccessibleDescription('Member · KOIR');
  const box = await options.first().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await seriousAxeViolations(page, '[data-slot="popover-content"]')).toEqual([]);

  // Arrows move the active option; Enter picks it and the focus comes back to the picker.
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id')) ?? '',
  );
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(picker).toHaveText(beta);
  await expect(picker).toBeFocused();

  // Narrower text, then nothing; Escape closes the list and leaves the dialog open.
  await page.keyboard.press('Enter');
  await search.fill(`Alfa ${suffix}`);
  await expect(options).toHaveCount(1);
  await search.fill('tiada-sesiapa-bernama-ini');
  await expect(page.getByRole('status').filter({ hasText: 'Tiada ahli ditemui.' })).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(picker).toHaveText(beta);
});

test('groups fold and unfold; jump chips open and reach their group', async ({ page }) => {
  const name = `Ahli Lompat ${uniqueSuffix()}`;
  await signUp(page, name, 'OUTREACH (MINISTRI)');
  await page.goto('/org-chart');
  await page.getByRole('button', { name: 'Ministri', exact: true }).click();

  // On a phone the ministries start folded, on a desktop open: either way the chip opens the group,
  // scrolls to it and hands it the focus.
  const outreach = group(page, 'OUTREACH');
  const toggle = outreach.getByRole('button', { name: 'OUTREACH', exact: true });
  await expect(toggle).toHaveAttribute(
    'aria-expanded',
    test.info().project.name === 'mobile' ? 'false' : 'true',
  );
  const chips = page.getByRole('navigation', { name: 'Lompat ke bahagian' });
  await expect(chips.getByRole('link', { name: /^LITURGI/ })).toBeVisible();
  await chips.getByRole('link', { name: /^OUTREACH/ }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  await expect(toggle).toBeInViewport();
  await expect(outreach.getByText(name, { exact: true })).toBeVisible();

  // Its header folds and unfolds it.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(outreach.getByText(name, { exact: true })).toBeHidden();
  await toggle.click();
  await expect(outreach.getByText(name, { exact: true })).toBeVisible();

  // The committee chip reaches the chart.
  await chips.getByRole('link', { name: 'Jawatankuasa Utama', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jawatankuasa Utama' })).toBeInViewport();

  // All at once.
  await page.getByRole('button', { name: 'Kuncupkan semua' }).click();
  await expect(page.getByTestId('org-group').getByRole('button', { expanded: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Kembangkan semua' }).click();
  await expect(page.getByTestId('org-group').getByRole('button', { expanded: false })).toHaveCount(0);

  // The groups view: the same sections; a long name stays on one line, never broken inside a word.
  await page.getByRole('tab', { name: 'Paparan Kumpulan' }).click();
  const row = page.getByTestId('member-card').filter({ hasText: name });
  await expect(row).toBeVisible();
  const line = row.getByText(name, { exact: true });
  expect(await line.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('nowrap');
  await expect(page.getByRole('navigation', { name: 'Lompat ke bahagian' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
});

async function expectFrontDoor(page: Page): Promise<void> {
  await expect(page.getByText('Jawatankuasa KUBM', { exact: true })).toBeVisible();
  await expect(page.getByText('Keuskupan Agung Kuala Lumpur', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Jawatankuasa komuniti belia dewasa gereja yang menyelaras ministri dan BEC kami.'),
  ).toBeVisible();
  // No way to reach a member from a public page.
  await expect(page.locator('a[href^="tel:"], a[href^="mailto:"], a[href*="wa.me"]')).toHaveCount(0);
}

test('the public pages open with the committee, link to each other and offer the right way in', async ({
  page,
}) => {
  await page.goto('/carta-organisasi');
  await expect(page.getByRole('heading', { level: 1, name: 'Carta Organisasi' })).toBeVisible();
  await expectFrontDoor(page);
  const pages = page.getByRole('navigation', { name: 'Halaman awam' });
  await expect(pages.getByRole('link', { name: 'Carta Organisasi' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Log Masuk', exact: true })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Papan Pemuka' })).toHaveCount(0);

  await pages.getByRole('link', { name: 'Keputusan Undian' }).click();
  await expect(page).toHaveURL(/\/keputusan-undian$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Keputusan Undian' })).toBeVisible();
  await expectFrontDoor(page);
  await expect(pages.getByRole('link', { name: 'Keputusan Undian' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Carta Organisasi' })).toHaveAttribute(
    'href',
    '/carta-organisasi',
  );
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Signed in, both pages lead back to the dashboard instead of to a login.
  await signInAsFounder(page);
  for (const path of ['/keputusan-undian', '/carta-organisasi']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Papan Pemuka' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Log Masuk', exact: true })).toHaveCount(0);
    await expectFrontDoor(page);
  }
  await page.getByRole('link', { name: 'Papan Pemuka' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
});
