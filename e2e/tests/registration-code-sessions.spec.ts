// Registration code and sessions (docs/product.md#accounts-and-sessions) in the browser, at 1280px ('desktop')
// and 375px ('mobile'): leadership sees the registration code on the dashboard and the member list, copies it
// and changes it (members do not see it); a member signs out their other devices from the profile, and a new
// password does the same.
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { FOUNDER, registrationCode } from '../founder';

function baseUrl(): string {
  return test.info().project.use.baseURL as string;
}

function uniqueEmail(label: string): string {
  return `${label}-${test.info().project.name}-${Date.now()}-${randomBytes(3).toString('hex')}@contoh.my`;
}

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const region = page.getByRole('region', { name: /^Notifikasi/, includeHidden: true });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

async function signIn(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/login', {
    headers: { Origin: baseUrl() },
    data: { email, password },
  });
  expect(response.ok(), `POST /api/login answered ${response.status()}`).toBe(true);
}

async function register(
  request: APIRequestContext,
  email: string,
  password: string,
  code = registrationCode(),
) {
  const pair = { ministry: 'KOIR (MINISTRI)', role: 'Member' };
  return request.post('/api/register', {
    headers: { Origin: baseUrl() },
    data: {
      name: 'Ahli Sesi Ujian',
      email,
      phone: '0123456789',
      password,
      registrationCode: code,
      ...pair,
      ministryRoles: [pair],
    },
  });
}

/** Another device: a browser context of its own, signed in to the same account. */
async function otherDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: baseUrl() });
  await signIn(context.request, email, password);
  expect((await context.request.get('/api/user')).status()).toBe(200);
  return context;
}

function codeCard(page: Page) {
  return page.getByRole('region', { name: 'Kod Pendaftaran' });
}

test('leadership sees, copies and changes the registration code on the dashboard; the old code stops working', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page.request, FOUNDER.email, FOUNDER.password);
  const original = registrationCode();
  try {
    await page.goto('/');
    const card = codeCard(page);
    await expect(card.getByText('Kongsi kod ini dengan ahli baru')).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'Kod Pendaftaran' })).toHaveValue(original);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Salin Kod' }).click();
    await expectToast(page, 'Kod disalin', 'Kongsi kod ini dengan ahli baru');

    // A code typed by leadership, as a person types it; stored in capitals without the hyphen.
    await card.getByRole('button', { name: 'Tukar Kod' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tukar Kod Pendaftaran' });
    await dialog.getByLabel('Kod baru (pilihan)').fill('abc');
    await dialog.getByRole('button', { name: 'Tukar Kod' }).click();
    await expect(dialog.getByText('Kod pendaftaran mesti 6 hingga 32 huruf atau nombor')).toBeVisible();
    await dialog.getByLabel('Kod baru (pilihan)').fill('misa-ahad-2026');
    await dialog.getByRole('button', { name: 'Tukar Kod' }).click();
    await expectToast(page, 'Kod pendaftaran ditukar', 'Kod lama tidak lagi diterima.');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('textbox', { name: 'Kod Pendaftaran' })).toHaveValue('MISAAHAD2026');

    const stranger = await page.context().browser()?.newContext({ baseURL: baseUrl() });
    if (!stranger) throw new Error('no browser');
    try {
      const refused = await register(
        stranger.request,
        uniqueEmail('kod-lama'),
        'kata-laluan-ujian',
        original,
      );
      expect(refused.status()).toBe(403);
      const joined = await register(
        stranger.request,
        uniqueEmail('kod-baru'),
        'kata-laluan-ujian',
        'MisaAhad2026',
      );
      expect(joined.status()).toBe(201);
    } finally {
      await stranger.close();
    }

    // A new random code: eight characters, not the typed one.
    await card.getByRole('button', { name: 'Tukar Kod' }).click();
    await page
      .getByRole('dialog', { name: 'Tukar Kod Pendaftaran' })
      .getByRole('button', { name: 'Tukar Kod' })
      .click();
    await expect(card.getByRole('textbox', { name: 'Kod Pendaftaran' })).toHaveValue(/^[A-Z2-9]{8}$/);
    await expect(card.getByRole('textbox', { name: 'Kod Pendaftaran' })).not.toHaveValue('MISAAHAD2026');

    // The member list shows it to leadership too.
    await page.goto('/members');
    await expect(codeCard(page).getByRole('button', { name: 'Salin Kod' })).toBeVisible();
  } finally {
    // Later tests register with the code global-setup.ts read.
    const restored = await page.request.post('/api/registration-code', {
      headers: { Origin: baseUrl() },
      data: { code: original },
    });
    expect(restored.ok(), `restoring the code answered ${restored.status()}`).toBe(true);
  }
});

test('a member who is not leadership sees no registration code', async ({ page }) => {
  expect((await register(page.request, uniqueEmail('bukan-pimpinan'), 'kata-laluan-ujian')).status()).toBe(
    201,
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Papan Pemuka' })).toBeVisible();
  await expect(page.getByText('Jumlah Ahli')).toBeVisible();
  await expect(codeCard(page)).toHaveCount(0);
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'Senarai Ahli' })).toBeVisible();
  await expect(codeCard(page)).toHaveCount(0);
  expect((await page.request.get('/api/registration-code')).status()).toBe(403);
});

test("'Log keluar dari peranti lain' in the profile signs out the member's other devices, not this one", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('peranti');
  const password = 'kata-laluan-ujian';
  expect((await register(page.request, email, password)).status()).toBe(201);
  const phone = await otherDevice(browser, email, password);
  try {
    await page.goto('/profile');
    const security = page.getByRole('heading', { name: 'Keselamatan Akaun' });
    await expect(security).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Log keluar dari peranti lain' }).click();
    await expectToast(page, 'Berjaya', 'Anda telah dilog keluar dari peranti lain.');
    expect((await phone.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Keselamatan Akaun' })).toBeVisible();
  } finally {
    await phone.close();
  }
});

test('changing the password in the profile signs out the other devices', async ({ page, browser }) => {
  const email = uniqueEmail('tukar-kata-laluan');
  const password = 'kata-laluan-lama';
  expect((await register(page.request, email, password)).status()).toBe(201);
  const phone = await otherDevice(browser, email, password);
  try {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Tukar Kata Laluan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tukar Kata Laluan' });
    await dialog.getByLabel('Kata Laluan Semasa', { exact: true }).fill('bukan-kata-laluan');
    await dialog.getByLabel('Kata Laluan Baru', { exact: true }).fill('kata-laluan-baharu');
    await dialog.getByLabel('Sahkan Kata Laluan', { exact: true }).fill('kata-laluan-baharu');
    await dialog.getByRole('button', { name: 'Tukar Kata Laluan' }).click();
    await expect(dialog.getByText('Kata laluan semasa tidak betul')).toBeVisible();
    expect((await phone.request.get('/api/user')).status()).toBe(200);

    await dialog.getByLabel('Kata Laluan Semasa', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Tukar Kata Laluan' }).click();
    await expectToast(
      page,
      'Kata laluan ditukar',
      'Kata laluan anda telah ditukar. Anda telah dilog keluar dari peranti lain.',
    );
    await expect(dialog).toBeHidden();
    expect((await phone.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await signIn(phone.request, email, 'kata-laluan-baharu');
  } finally {
    await phone.close();
  }
});
