// The organisation chart (/org-chart) and its public twin (/carta-organisasi), docs/product.md#organisation-chart:
// member edit and assign-role, their messages and confirm text. At 1280px (project
// 'desktop') and 375px ('mobile'). One database serves the whole run: every test names its members with a
// unique suffix and looks only at its own cards.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { FOUNDER, registrationCode } from '../founder';
import { choose } from '../select';

function uniqueSuffix(): string {
  return `${test.info().project.name}-${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;
}

function baseUrl(): string {
  return test.info().project.use.baseURL as string;
}

/** Registers a member over REST; the page then holds their session. Returns the e-mail. */
async function signUp(page: Page, name: string, ministry: string): Promise<string> {
  const email = `carta-${uniqueSuffix()}@contoh.my`;
  const pair = { ministry, role: 'Member' };
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
  return email;
}

async function signInAsFounder(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', {
    headers: { Origin: baseUrl() },
    data: { email: FOUNDER.email, password: FOUNDER.password },
  });
  expect(response.ok(), `POST /api/login answered ${response.status()}`).toBe(true);
}

/** The toast region; a modal dialog hides the rest of the page, hence includeHidden. */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = page.getByRole('region', { name: /^Notifikasi/, includeHidden: true });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
}

/** Optional screenshots for a person to look at: set KUBM_E2E_SCREENSHOTS to a folder. */
async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.KUBM_E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: join(dir, `org-chart-${test.info().project.name}-${name}.png`),
    fullPage: true,
  });
}

function cardOf(page: Page, name: string): Locator {
  return page.getByTestId('member-card').filter({ hasText: name });
}

function group(page: Page, title: string): Locator {
  return page
    .getByTestId('org-group')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Opens a group with its jump chip (on a phone the ministries start folded) and waits until it shows. */
async function openGroup(page: Page, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Lompat ke bahagian' })
    .getByRole('link', { name: new RegExp(`^${title} \\d+$`) })
    .click();
  await expect(group(page, title).getByRole('button', { name: title, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

/** Some ministry or BEC of the shown toggle is empty and shows its two vacant positions. */
async function expectVacantGroup(page: Page): Promise<void> {
  const empty = page
    .getByTestId('org-group')
    .filter({ has: page.getByTestId('vacant-position') })
    .first();
  await expect(empty.getByTestId('vacant-position')).toHaveCount(2);
  await expect(empty.getByTestId('vacant-position').first()).toContainText('(Vacant Position)');
  // Never editable.
  await expect(empty.getByRole('button', { name: /^Edit / })).toHaveCount(0);
}

test('hierarchy view: tabs, BEC/Ministri toggle, committee, vacant positions', async ({ page }) => {
  await signInAsFounder(page);
  await page.goto('/org-chart');
  await expect(page.getByRole('heading', { level: 1, name: 'Carta Organisasi' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Paparan Hierarki' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Paparan Kumpulan' })).toHaveAttribute('aria-selected', 'false');

  // The committee: the founder holds Pengerusi KUBM.
  const chair = page
    .getByTestId('org-position')
    .filter({ has: page.getByRole('heading', { name: 'Pengerusi KUBM' }) });
  await expect(chair.getByText(FOUNDER.name, { exact: true })).toBeVisible();
  for (const role of [
    'Timbalan Pengerusi KUBM',
    'Setiausaha',
    'Bendahari',
    'Ahli Kehormat',
    'Penasihat Ministri',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: role, exact: true })).toBeVisible();
  }

  // BEC by default: the three BECs.
  const bec = page.getByRole('button', { name: 'BEC', exact: true });
  const ministri = page.getByRole('button', { name: 'Ministri', exact: true });
  await expect(bec).toHaveAttribute('aria-pressed', 'true');
  await expect(group(page, 'St Luke (Wardieburn)')).toBeVisible();
  await expect(group(page, 'LITURGI')).toHaveCount(0);
  await expectVacantGroup(page);

  await ministri.click();
  await expect(ministri).toHaveAttribute('aria-pressed', 'true');
  await expect(group(page, 'LITURGI')).toBeVisible();
  await expect(group(page, 'St Luke (Wardieburn)')).toHaveCount(0);
  await expectVacantGroup(page);

  await snapshot(page, 'hierarchy');
  // Leadership sees the admin note.
  await expect(page.getByText(/Nota pentadbir/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
});

test('groups view: ministry and role filters, name search, empty state', async ({ page }) => {
  const name = `Ahli Kumpulan ${uniqueSuffix()}`;
  await signUp(page, name, 'PEWARTA (MINISTRI)');
  await page.goto('/org-chart');
  await page.getByRole('tab', { name: 'Paparan Kumpulan' }).click();
  await expect(page.getByLabel('Ministry', { exact: true })).toHaveText('Semua Ministry');
  await expect(page.getByLabel('Peranan', { exact: true })).toHaveText('Semua Peranan');
  await expect(cardOf(page, name)).toBeVisible();

  // Shortened labels: 'PEWARTA (MINISTRI)' reads 'PEWARTA'.
  await choose(page, page.locator('main'), 'Ministry', 'PEWARTA');
  await expect(cardOf(page, name)).toBeVisible();
  await expect(group(page, 'LITURGI')).toHaveCount(0);
  await choose(page, page.locator('main'), 'Peranan', 'Member');
  await expect(cardOf(page, name)).toBeVisible();
  await choose(page, page.locator('main'), 'Peranan', 'Bendahari');
  await expect(page.getByText('Tiada ahli ditemui.', { exact: true })).toBeVisible();
  await choose(page, page.locator('main'), 'Peranan', 'Semua Peranan');
  await choose(page, page.locator('main'), 'Ministry', 'Semua Ministry');

  const search = page.getByLabel('Cari nama');
  await snapshot(page, 'groups');
  await search.fill(name.toUpperCase());
  await expect(cardOf(page, name)).toHaveCount(1);
  await expect(page.getByTestId('member-card')).toHaveCount(1);
  await search.fill('tiada-sesiapa-bernama-ini');
  await expect(page.getByText('Tiada ahli ditemui.', { exact: true })).toBeVisible();
  await search.fill('');
  await expect(cardOf(page, name)).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
});

test('the founding chair edits a member, removes them from their role and assigns a role', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const name = `Ahli Sasaran ${suffix}`;
  const renamed = `Ahli Disunting ${suffix}`;
  await signUp(page, name, 'OUTREACH (MINISTRI)');
  await signInAsFounder(page);
  await page.goto('/org-chart');
  await page.getByRole('button', { name: 'Ministri', exact: true }).click();
  await openGroup(page, 'OUTREACH');
  await expect(group(page, 'OUTREACH').getByText(name, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Ahli' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nama')).toHaveValue(name);
  await expect(dialog.getByLabel('Jawatan')).toHaveText('Member');
  await expect(dialog.getByLabel('Ministri')).toHaveText('OUTREACH (MINISTRI)');

  // The form fields' messages (docs/product.md#form-fields).
  await dialog.getByLabel('Nama').fill('');
  await dialog.getByLabel('Email').fill('bukan-emel');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Nama diperlukan', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Email tidak sah', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await dialog.getByLabel('Nama').fill(renamed);
  await dialog.getByLabel('Email').fill(`disunting-${suffix}@contoh.my`);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Ahli dikemaskini');
  await expect(group(page, 'OUTREACH').getByText(renamed, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${renamed}`, exact: true })).toBeFocused();

  // Remove from the role: a browser confirmation, then 'Ahli Biasa' in 'Umum' (the general group).
  let asked = '';
  page.once('dialog', (confirm) => {
    asked = confirm.message();
    void confirm.accept();
  });
  await page.getByRole('button', { name: `Keluarkan ${renamed} dari jawatan`, exact: true }).click();
  await expectToast(page, 'Jawatan dikeluarkan', 'Ahli telah dikeluarkan dari jawatan dan ministri');
  expect(asked).toBe(`Adakah anda pasti mahu mengeluarkan ${renamed} dari jawatan Member?`);
  await expect(group(page, 'OUTREACH').getByText(renamed, { exact: true })).toHaveCount(0);
  await openGroup(page, 'Ahli Umum');
  await expect(group(page, 'Ahli Umum').getByText(renamed, { exact: true })).toBeVisible();

  // Assign a role from a position: none chosen is refused, then the member holds it.
  await page.getByRole('button', { name: 'Tetapkan ahli ke jawatan Ahli Kehormat', exact: true }).click();
  const assign = page.getByRole('dialog', { name: 'Tetapkan Ahli ke Jawatan' });
  await expect(assign.getByLabel('Jawatan')).toBeDisabled();
  await expect(assign.getByLabel('Jawatan')).toHaveText('Ahli Kehormat');
  await assign.getByRole('button', { name: 'Tetapkan Jawatan' }).click();
  await expectToast(page, 'Selection required', 'Please select a member to assign to this role.');
  // The picker's options are named by the member; their role and ministry describe them.
  await choose(page, assign, 'Ahli', renamed);
  await assign.getByRole('button', { name: 'Tetapkan Jawatan' }).click();
  await expect(assign).toBeHidden();
  await expectToast(page, 'Role updated');
  const kehormat = page
    .getByTestId('org-position')
    .filter({ has: page.getByRole('heading', { name: 'Ahli Kehormat', exact: true }) });
  await expect(kehormat.getByText(renamed, { exact: true })).toBeVisible();
});

test('a member sees edit buttons only on their own card', async ({ page }) => {
  const name = `Ahli Biasa Sendiri ${uniqueSuffix()}`;
  await signUp(page, name, 'SUKAN (MINISTRI)');
  await page.goto('/org-chart');
  await page.getByRole('button', { name: 'Ministri', exact: true }).click();
  await openGroup(page, 'SUKAN');
  await expect(page.getByRole('button', { name: `Edit ${name}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${FOUNDER.name}`, exact: true })).toHaveCount(0);
  await expect(page.getByText(/Nota pentadbir/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Tetapkan ahli/ })).toHaveCount(0);
});

test('the public page, signed out: same chart, no contact details, no edit buttons', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/trpc/'))
      bodies.push(await response.text().catch(() => ''));
  });
  await page.goto('/carta-organisasi');
  await expect(page.getByRole('heading', { level: 1, name: 'Carta Organisasi' })).toBeVisible();
  await expect(page.getByText(FOUNDER.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Dikemaskini terakhir/)).toBeVisible();
  await expect(page.getByText('Halaman ini adalah untuk rujukan ahli-ahli ministri sahaja.')).toBeVisible();
  const login = page.getByRole('link', { name: 'Log Masuk' });
  await expect(login).toHaveAttribute('href', '/auth');
  await expectVacantGroup(page);
  await expect(page.getByRole('button', { name: /^(Edit|Keluarkan|Tetapkan) / })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Paparan Kumpulan' }).click();
  await expect(page.getByLabel('Cari nama')).toBeVisible();
  await expect(page.getByTestId('member-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Edit|Keluarkan) / })).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  await snapshot(page, 'public-groups');
  expect(await page.content()).not.toContain('@contoh.my');
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(body).not.toContain('@contoh.my');
    expect(body).not.toContain('"email"');
    expect(body).not.toContain('"phone"');
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
});
