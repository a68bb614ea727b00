// Accounts as a member clicks them (docs/product.md#accounts-and-sessions): register, sign out and in, forgot
// and reset the password from the e-mailed link, edit the profile with a photo, leave the organisation. Runs at
// 1280px (project 'desktop') and 375px (project 'mobile'); every test makes its own members.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { registrationCode } from '../founder';
import { waitForMail } from '../mail-catcher';
import { choose } from '../select';

const MOBILE_MAX_WIDTH = 767;
const FORGOT_SENT =
  'Pautan set semula kata laluan telah dihantar jika e-mel anda berdaftar. Pautan ini akan tamat tempoh dalam 1 jam.';
const RESET_DONE = 'Kata laluan anda telah ditetapkan semula. Anda boleh log masuk sekarang.';
const RESET_INVALID =
  'Link reset kata laluan tidak sah atau tamat tempoh. Sila minta reset kata laluan baru.';
const BAD_CREDENTIALS = 'E-mel atau kata laluan tidak sah';

/** An address no other test (or project, or run against the same server) uses. */
function uniqueEmail(label: string): string {
  const project = test.info().project.name;
  return `${label}-${project}-${Date.now()}-${randomBytes(3).toString('hex')}@contoh.my`;
}

function addressOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= MOBILE_MAX_WIDTH;
}

/**
 * The toast region (Radix names it 'Notifikasi (F8)'). At most one toast shows at a time. A modal dialog
 * hides the rest of the page from the accessibility tree, the region included, hence includeHidden.
 */
function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifikasi/, includeHidden: true });
}

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** Signs out the way a person would at this width: the avatar menu at 1280px, the mobile menu at 375px. */
async function signOut(page: Page, name: string): Promise<void> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Log Keluar' }).click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(name) })
      .click();
    await page.getByRole('menuitem', { name: 'Log Keluar' }).click();
  }
  await expect.poll(() => addressOf(page)).toBe('/auth');
  await expectToast(page, 'Logged out');
}

async function signIn(page: Page, email: string, password: string, rememberMe = false): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Log Masuk' });
  await form.getByLabel('E-mel', { exact: true }).fill(email);
  await form.getByLabel('Kata Laluan', { exact: true }).fill(password);
  if (rememberMe) await form.getByRole('checkbox', { name: 'Ingat saya' }).check();
  await form.getByRole('button', { name: 'Log Masuk', exact: true }).click();
}

/** Registers a member through the REST API; the browser context keeps the session cookie. */
async function registerByApi(page: Page, member: { name: string; email: string; password: string }) {
  const pair = { ministry: 'KOIR (MINISTRI)', role: 'Member' };
  const baseURL = test.info().project.use.baseURL as string;
  const response = await page.request.post('/api/register', {
    headers: { Origin: baseURL },
    data: {
      registrationCode: registrationCode(),
      ...member,
      phone: '0123456789',
      ...pair,
      ministryRoles: [pair],
    },
  });
  expect(response.ok(), `POST /api/register answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
}

// A real PNG, built by hand so the test needs no image files: width×height of one colour.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
}

test('register, sign out and in, reset a forgotten password from the e-mail and sign in with it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const name = 'Ahli Akaun Ujian';
  const email = uniqueEmail('akaun');
  const password = 'kata-laluan-asal';
  const newPassword = 'kata-laluan-baharu-123';

  // Register in the UI, with two ministry/role pairs.
  await page.goto('/auth?tab=register');
  const form = page.getByRole('tabpanel', { name: 'Daftar' });
  await form.getByLabel('Nama', { exact: true }).fill(name);
  await form.getByLabel('E-mel', { exact: true }).fill(email);
  const phone = form.getByLabel('Nombor Telefon', { exact: true });
  await expect(phone).toHaveAttribute('inputmode', 'numeric');
  // Only digits, and only a number that starts with 0.
  await phone.pressSequentially('a5');
  await expect(phone).toHaveValue('');
  await phone.pressSequentially('012-345x6789');
  await expect(phone).toHaveValue('0123456789');
  await form.getByLabel('Kata Laluan', { exact: true }).fill(password);
  // The portal is founded and closed: registering needs the code leadership shares.
  await form.getByLabel('Kod Pendaftaran', { exact: true }).fill(registrationCode());

  const first = form.getByRole('group', { name: 'Ministry dan peranan 1 (Utama)' });
  // The first pair cannot be removed; a new pair starts with no ministry and the role 'Member'.
  await expect(first.getByRole('button', { name: /^Buang/ })).toHaveCount(0);
  await expect(first.getByLabel('Peranan', { exact: true })).toHaveText('Member');
  await choose(page, first, 'Ministry', 'AJK UTAMA');
  await expect(
    first.getByText(
      'Untuk Pengerusi, Timbalan Pengerusi, Ahli Kehormat, Setiausaha dan Bendahari KUBM sahaja',
    ),
  ).toBeVisible();
  await choose(page, first, 'Ministry', 'KOIR (MINISTRI)');
  // Setiausaha is an AJK UTAMA place, granted by leadership: a newcomer takes a ministry role.
  await choose(page, first, 'Peranan', 'Ketua Ministri');

  await form.getByRole('button', { name: /^Tambah/ }).click();
  const second = form.getByRole('group', { name: 'Ministry dan peranan 2' });
  await expect(second.getByLabel('Ministry', { exact: true })).toHaveText('Pilih ministry');
  await expect(second.getByLabel('Peranan', { exact: true })).toHaveText('Member');
  // Submitting with the new pair's ministry empty is stopped at the field.
  await form.getByRole('button', { name: 'Cipta Akaun' }).click();
  await expect(second.getByText('Ministry diperlukan')).toBeVisible();
  await choose(page, second, 'Ministry', 'MUSIC (MINISTRI)');

  await form.getByRole('button', { name: 'Cipta Akaun' }).click();
  await expectToast(page, 'Registration successful', `Welcome to the committee, ${name}!`);
  await expect.poll(() => addressOf(page)).toBe('/');

  // The pairs arrived: the first is the member's role and ministry.
  const me = await (await page.request.get('/api/user')).json();
  expect(me).toMatchObject({
    name,
    email,
    phone: '0123456789',
    role: 'Ketua Ministri',
    ministry: 'KOIR (MINISTRI)',
    ministryRoles: [
      { ministry: 'KOIR (MINISTRI)', role: 'Ketua Ministri' },
      { ministry: 'MUSIC (MINISTRI)', role: 'Member' },
    ],
  });

  await signOut(page, name);

  // Sign in again, remembered for 30 days.
  await signIn(page, email, password, true);
  await expectToast(page, 'Login successful', `Welcome back, ${name}!`);
  await expect.poll(() => addressOf(page)).toBe('/');
  const inAMonth = Date.now() / 1000 + 29 * 24 * 3600;
  expect((await context.cookies()).some((cookie) => cookie.expires > inAMonth)).toBe(true);

  await signOut(page, name);

  // Forgot password: the request step, then the success step; closing starts over with an empty form.
  await page.getByRole('button', { name: 'Lupa kata laluan?' }).click();
  let dialog = page.getByRole('dialog', { name: 'Lupa Kata Laluan' });
  await dialog.getByLabel('E-mel', { exact: true }).fill('bukan-emel');
  await dialog.getByRole('button', { name: 'Hantar Pautan' }).click();
  await expect(dialog.getByText('Sila masukkan alamat e-mel yang sah')).toBeVisible();
  await dialog.getByLabel('E-mel', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Hantar Pautan' }).click();
  await expect(dialog.getByText(FORGOT_SENT)).toBeVisible();
  await expectToast(page, 'Permintaan set semula dihantar');
  await dialog.getByRole('button', { name: 'Kembali ke Log Masuk' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Lupa kata laluan?' }).click();
  dialog = page.getByRole('dialog', { name: 'Lupa Kata Laluan' });
  await expect(dialog.getByLabel('E-mel', { exact: true })).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Hantar Pautan' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();

  // Open the link from the e-mail.
  const mail = await waitForMail(email);
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail)?.[0];
  expect(link, `no reset link in:\n${mail}`).toBeTruthy();
  await page.goto(link as string);
  const newPasswordField = page.getByLabel('Kata Laluan Baru', { exact: true });
  const confirmField = page.getByLabel('Sahkan Kata Laluan', { exact: true });
  await expect(newPasswordField).toBeVisible();

  // The reset form's rules, under their fields.
  await newPasswordField.fill('pendek');
  await confirmField.fill('pendek');
  await page.getByRole('button', { name: 'Tetapkan Kata Laluan' }).click();
  await expect(page.getByText('Kata laluan mesti sekurang-kurangnya 8 aksara')).toBeVisible();
  await newPasswordField.fill(newPassword);
  await confirmField.fill('sesuatu-yang-lain');
  await page.getByRole('button', { name: 'Tetapkan Kata Laluan' }).click();
  const mismatch = page.getByText('Kata laluan dan pengesahan kata laluan tidak sama');
  await expect(mismatch).toBeVisible();
  await expect(confirmField).toHaveAttribute('aria-invalid', 'true');
  await expect(confirmField).toHaveAttribute('aria-describedby', (await mismatch.getAttribute('id')) ?? '');

  await confirmField.fill(newPassword);
  // No answer from the server: the network text, and the form stays.
  const offline = (url: URL) =>
    url.pathname.startsWith('/trpc/') && url.pathname.includes('auth.resetPassword');
  await page.route(offline, (route) => route.abort());
  await page.getByRole('button', { name: 'Tetapkan Kata Laluan' }).click();
  await expect(page.getByRole('main').getByText('Ralat rangkaian. Sila cuba lagi.')).toBeVisible();
  await page.unroute(offline);
  await page.getByRole('button', { name: 'Tetapkan Kata Laluan' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: RESET_DONE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pergi ke Log Masuk' })).toHaveAttribute('href', '/auth');
  await expectToast(page, 'Berjaya', RESET_DONE);
  // And after 2 seconds, by itself, to the login page.
  await expect.poll(() => addressOf(page), { timeout: 5000 }).toBe('/auth');

  // The link works once.
  await page.goto(link as string);
  await expect(page.getByText('Link Tidak Sah')).toBeVisible();
  await expect(page.getByText(RESET_INVALID)).toBeVisible();

  // The old password no longer works; the new one does.
  await signIn(page, email, password);
  await expectToast(page, 'Login failed', BAD_CREDENTIALS);
  await expect.poll(() => addressOf(page)).toBe('/auth');
  await signIn(page, email, newPassword);
  await expectToast(page, 'Login successful', `Welcome back, ${name}!`);
  await expect.poll(() => addressOf(page)).toBe('/');
});

test('edit the profile with a photo, then leave the organisation', async ({ page }) => {
  test.setTimeout(90_000);
  const member = { name: 'Ahli Profil Ujian', email: uniqueEmail('profil'), password: 'kata-laluan-profil' };
  await registerByApi(page, member);
  await page.goto('/profile');

  // View mode.
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible();
  const card = page.getByRole('main');
  await expect(card.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
  await expect(card.getByText(member.email)).toBeVisible();
  await expect(card.getByText('0123456789')).toBeVisible();
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
  );
  await expect(card.getByText(today)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Edit mode: a photo that is not an image, one that is too large, then a real one.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Profile' })).toBeFocused();
  const photoInput = page.getByLabel('Upload Photo');
  await photoInput.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectToast(page, 'Invalid file type', 'Please select an image file (JPG, PNG, etc.)');
  await photoInput.setInputFiles({
    name: 'besar.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024),
  });
  await expectToast(page, 'File too large', 'Image must be less than 2MB');
  await photoInput.setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: solidPng(400, 200, [30, 90, 160]),
  });
  const preview = page.getByRole('img', { name: 'Profile photo preview' });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  // Scaled to fit within 300×300, proportions kept.
  expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    300, 150,
  ]);

  // Cancel throws away the changes and the photo.
  await page.getByLabel('Name', { exact: true }).fill('Tidak Disimpan');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(member.name);
  await page.getByLabel('Upload Photo').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: solidPng(400, 200, [30, 90, 160]),
  });
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Ahli Profil Baharu');
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.fill('');
  await phone.pressSequentially('0198765432');
  await expect(phone).toHaveValue('0198765432');

  // The list of pairs: add one, drop the first, and the last one left cannot go.
  await page.getByRole('button', { name: /^Add/ }).click();
  const second = page.getByRole('group', { name: 'Ministry and role 2' });
  await choose(page, second, 'Ministry', 'LITURGI (MINISTRI)');
  await choose(page, second, 'Role', 'Timbalan Ketua Ministri');
  await page.getByRole('button', { name: 'Remove ministry and role 1' }).click();
  const only = page.getByRole('group', { name: 'Ministry and role 1 (Primary)' });
  await expect(only.getByLabel('Ministry', { exact: true })).toHaveText('LITURGI (MINISTRI)');
  await expect(page.getByRole('group', { name: 'Ministry and role 2' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove ministry and role 1' }).click();
  await expectToast(page, 'Cannot remove', 'You must have at least one ministry and role');
  await expect(only).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated');
  const newName = 'Ahli Profil Baharu';
  await expect(card.getByRole('heading', { level: 2, name: newName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(card.getByText('0198765432')).toBeVisible();
  await expect(card.getByText('Timbalan Ketua Ministri').first()).toBeVisible();
  await expect(card.getByText('LITURGI (MINISTRI)').first()).toBeVisible();
  await expect(card.locator('img').first()).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  // The new photo and name reach the header (1280px) or the mobile menu (375px).
  if (isMobile(page)) {
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(newName) })).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText(newName)).toBeVisible();
    await expect(menu.locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await menu.getByRole('button', { name: 'Tutup menu' }).click();
  } else {
    const account = page.getByRole('banner').getByRole('button', { name: new RegExp(newName) });
    await expect(account).toBeVisible();
    await expect(account.locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  }
  await expectNoHorizontalOverflow(page);

  // Leave: asked first; then signed out, and the account is gone.
  await page.getByRole('button', { name: 'Leave Organization' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Leave Organization?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Leave Organization' }).click();
  await confirm.getByRole('button', { name: 'Leave Organization' }).click();
  await expectToast(page, 'Account deleted');
  await expect.poll(() => addressOf(page)).toBe('/auth');
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await signIn(page, member.email, member.password);
  await expectToast(page, 'Login failed', BAD_CREDENTIALS);
  await expect.poll(() => addressOf(page)).toBe('/auth');
});

test('register refuses a taken e-mail and explains every rule under its field', async ({ page }) => {
  const taken = uniqueEmail('diambil');
  await registerByApi(page, { name: 'Ahli Sedia Ada', email: taken, password: 'kata-laluan-ada' });
  await page.context().clearCookies();

  await page.goto('/auth?tab=register');
  const form = page.getByRole('tabpanel', { name: 'Daftar' });
  // The code field shows once the portal has said it asks for one; a click before that validates without it.
  await expect(form.getByLabel('Kod Pendaftaran', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Cipta Akaun' }).click();
  for (const message of [
    'Nama diperlukan',
    'Sila masukkan alamat e-mel yang sah',
    'Nombor telefon mesti bermula dengan 0 dan hanya mengandungi nombor',
    'Kata laluan mesti sekurang-kurangnya 6 aksara',
    'Ministry diperlukan',
    'Kod pendaftaran diperlukan',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  const emailField = form.getByLabel('E-mel', { exact: true });
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);

  await form.getByLabel('Nama', { exact: true }).fill('Ahli Kedua');
  await emailField.fill(taken);
  await form.getByLabel('Nombor Telefon', { exact: true }).fill('012345');
  await form.getByLabel('Kata Laluan', { exact: true }).fill('kata-laluan-baru');
  await form.getByLabel('Kod Pendaftaran', { exact: true }).fill(registrationCode());
  await choose(page, form, 'Ministry', 'IKD (MINISTRI)');
  await form.getByRole('button', { name: 'Cipta Akaun' }).click();
  await expect(form.getByText('Nombor telefon mesti sepanjang 10-11 digit')).toBeVisible();
  await form.getByLabel('Nombor Telefon', { exact: true }).fill('01234567890');
  await form.getByRole('button', { name: 'Cipta Akaun' }).click();
  await expectToast(
    page,
    'Registration failed',
    'E-mel ini telah didaftarkan. Sila log masuk atau gunakan e-mel lain.',
  );
  expect(addressOf(page)).toBe('/auth?tab=register');

  // The login tab links back to registration.
  await page.getByRole('tab', { name: 'Log Masuk' }).click();
  await page.getByRole('link', { name: 'Daftar sekarang' }).click();
  await expect.poll(() => addressOf(page)).toBe('/auth?tab=register');
});

test('the forgot-password dialog and the reset page without a valid link', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Lupa kata laluan?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lupa Kata Laluan' });
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Without an answer from the server the request step stays, with a toast saying so.
  const forgotOffline = (url: URL) =>
    url.pathname.startsWith('/trpc/') && url.pathname.includes('auth.forgotPassword');
  await page.route(forgotOffline, (route) => route.abort());
  await dialog.getByLabel('E-mel', { exact: true }).fill(uniqueEmail('luput'));
  await dialog.getByRole('button', { name: 'Hantar Pautan' }).click();
  await expectToast(page, 'Ralat', 'Gagal menghantar e-mel set semula. Sila cuba lagi.');
  await expect(dialog.getByRole('button', { name: 'Hantar Pautan' })).toBeVisible();
  await page.unroute(forgotOffline);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();

  for (const path of [
    '/reset-password',
    '/reset-password?email=ahli%40contoh.my',
    '/reset-password?token=abc',
  ]) {
    await page.goto(path);
    await expect(page.getByText('Link Tidak Sah')).toBeVisible();
    await expect(page.getByText(RESET_INVALID)).toBeVisible();
  }
  // A well-formed link that the server does not know; first while the server cannot be reached.
  const verifyOffline = (url: URL) =>
    url.pathname.startsWith('/trpc/') && url.pathname.includes('auth.verifyResetToken');
  await page.route(verifyOffline, (route) => route.abort());
  await page.goto(
    `/reset-password?token=${randomBytes(32).toString('base64url')}&email=${uniqueEmail('tiada')}`,
  );
  await expect(page.getByText('Ralat mengesahkan token reset kata laluan. Sila cuba lagi.')).toBeVisible();
  await page.unroute(verifyOffline);
  await page.getByRole('button', { name: 'Cuba Lagi' }).click();
  await expect(page.getByText('Link Tidak Sah')).toBeVisible();
  await expect(page.getByText(RESET_INVALID)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('link', { name: 'Kembali ke Log Masuk' }).click();
  await expect.poll(() => addressOf(page)).toBe('/auth');
});
