// Useful links (/links, docs/product.md#links: the form, permissions, toasts) as members click them,
// at 1280px (project 'desktop') and 375px (project 'mobile'). One database serves the whole run, so every
// test names its links with a unique suffix and looks only at its own cards.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { registrationCode } from '../founder';
import { chooseOption } from '../select';

interface NewLink {
  title: string;
  url: string;
  category: string;
  description?: string;
}

/** A short suffix unique to this test in this project, so titles and e-mails never meet another test's. */
function uniqueSuffix(): string {
  return `${test.info().project.name}-${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function baseUrl(): string {
  return test.info().project.use.baseURL as string;
}

/** Registers a new member through the REST API; the page shares the session cookie it sets. */
async function signUpNewMember(page: Page, name: string): Promise<void> {
  const email = `pautan-${uniqueSuffix()}@contoh.my`;
  const pair = { ministry: 'LITURGI (MINISTRI)', role: 'Member' };
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

/** A second browser (no shared cookies) with the same size and settings as this project's page. */
async function newProjectContext(browser: Browser): Promise<BrowserContext> {
  const { viewport, locale, timezoneId, hasTouch, isMobile } = test.info().project.use;
  return browser.newContext({ baseURL: baseUrl(), viewport, locale, timezoneId, hasTouch, isMobile });
}

/** Optional screenshots for a person to look at: set KUBM_E2E_SCREENSHOTS to a folder. */
async function snapshot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.KUBM_E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `links-${test.info().project.name}-${name}.png`), fullPage });
}

async function openLinks(page: Page): Promise<void> {
  await page.goto('/links');
  await expect(page.getByRole('heading', { level: 1, name: 'Pautan Berguna' })).toBeVisible();
  // Loaded: the category tabs replace the skeleton.
  await expect(page.getByRole('tab', { name: 'Semua' })).toBeVisible();
}

function cardOf(page: Page, title: string): Locator {
  return page
    .getByTestId('link-card')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** The toast corner (Radix also copies the text into a hidden live region, which this leaves out). */
function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifikasi/ });
}

async function fillLinkForm(page: Page, dialog: Locator, link: NewLink): Promise<void> {
  await dialog.getByLabel('Judul').fill(link.title);
  await dialog.getByLabel('URL').fill(link.url);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Kategori' }), link.category);
  await dialog.getByLabel('Penerangan').fill(link.description ?? '');
}

/** Adds a link through the dialog and waits for the toast and the card. */
async function addLink(page: Page, link: NewLink): Promise<void> {
  await page.getByRole('button', { name: 'Tambah Pautan' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Pautan' });
  await expect(dialog).toBeVisible();
  await fillLinkForm(page, dialog, link);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText('Pautan berjaya ditambah', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText('Pautan baru anda telah ditambah ke pangkalan data.', { exact: true }),
  ).toBeVisible();
  await expect(cardOf(page, link.title)).toBeVisible();
}

async function rowAction(page: Page, title: string, action: 'Sunting' | 'Padam'): Promise<void> {
  await page.getByRole('button', { name: `Tindakan untuk ${title}`, exact: true }).click();
  await page
    .getByRole('menu', { name: `Tindakan untuk ${title}` })
    .getByRole('menuitem', { name: action })
    .click();
}

/** Adds a link through the REST API as the page's member (faster set-up for tests about something else). */
async function addLinkByApi(page: Page, link: NewLink): Promise<void> {
  const response = await page.request.post('/api/links', { headers: { Origin: baseUrl() }, data: link });
  expect(response.ok(), `POST /api/links answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/*
 * The category whose only link the first test deletes, one per project: no other test here uses it, so its
 * tab really disappears and the screen must fall back to 'Semua'.
 */
const LONE_CATEGORY: Record<string, string> = { desktop: 'Zoom Link', mobile: 'Google Drive' };

test('a member adds links, filters by category, edits one and deletes one', async ({ page }) => {
  const suffix = uniqueSuffix();
  const lone = LONE_CATEGORY[test.info().project.name] ?? 'Zoom Link';
  const liturgy: NewLink = {
    title: `Jadual Liturgi ${suffix}`,
    url: 'https://www.vatican.va/content/vatican/en.html',
    category: 'Bahan Liturgi',
    description: 'Bacaan dan lagu untuk Misa hujung minggu.',
  };
  const meeting: NewLink = {
    title: `Mesyuarat Bulanan ${suffix}`,
    url: 'https://contoh.my/mesyuarat',
    category: lone,
  };

  await signUpNewMember(page, 'Ahli Pautan');
  await openLinks(page);

  await addLink(page, liturgy);
  const liturgyCard = cardOf(page, liturgy.title);
  await expect(liturgyCard.getByText('Bahan Liturgi', { exact: true })).toBeVisible();
  await expect(liturgyCard.getByText(liturgy.description ?? '', { exact: true })).toBeVisible();
  const open = liturgyCard.getByRole('link', { name: `Buka ${liturgy.title}` });
  await expect(open).toHaveAttribute('href', liturgy.url);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer');

  await addLink(page, meeting);
  await snapshot(page, 'list');

  // The tabs: 'Semua' first, then the categories present, in the fixed order.
  const tabs = page.getByRole('tablist', { name: 'Kategori pautan' });
  await expect(tabs.getByRole('tab').first()).toHaveText('Semua');
  const semua = tabs.getByRole('tab', { name: 'Semua', exact: true });
  const liturgyTab = tabs.getByRole('tab', { name: 'Bahan Liturgi', exact: true });
  const loneTab = tabs.getByRole('tab', { name: lone, exact: true });
  await expect(semua).toHaveAttribute('aria-selected', 'true');

  await loneTab.click();
  await expect(loneTab).toHaveAttribute('aria-selected', 'true');
  await expect(cardOf(page, meeting.title)).toBeVisible();
  await expect(cardOf(page, liturgy.title)).toHaveCount(0);
  await expectOnlyCategory(page, lone);

  await liturgyTab.click();
  await expect(cardOf(page, liturgy.title)).toBeVisible();
  await expect(cardOf(page, meeting.title)).toHaveCount(0);
  await expectOnlyCategory(page, 'Bahan Liturgi');

  await semua.click();
  await expect(cardOf(page, liturgy.title)).toBeVisible();
  await expect(cardOf(page, meeting.title)).toBeVisible();

  // Edit: the dialog opens filled in; the new title replaces the old one.
  const renamed = `Jadual Liturgi Baharu ${suffix}`;
  await rowAction(page, liturgy.title, 'Sunting');
  const editDialog = page.getByRole('dialog', { name: 'Sunting Pautan' });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByLabel('Judul')).toHaveValue(liturgy.title);
  await expect(editDialog.getByLabel('URL')).toHaveValue(liturgy.url);
  await expect(editDialog.getByRole('combobox', { name: 'Kategori' })).toHaveText('Bahan Liturgi');
  await expect(editDialog.getByLabel('Penerangan')).toHaveValue(liturgy.description ?? '');
  await editDialog.getByLabel('Judul').fill(renamed);
  await editDialog.getByRole('button', { name: 'Kemaskini' }).click();
  await expect(editDialog).toBeHidden();
  await expect(toasts(page).getByText('Pautan berjaya dikemaskini', { exact: true })).toBeVisible();
  await expect(cardOf(page, renamed)).toBeVisible();
  await expect(cardOf(page, liturgy.title)).toHaveCount(0);
  // Keyboard users land back on the ⋯ button they opened the menu with.
  await expect(page.getByRole('button', { name: `Tindakan untuk ${renamed}` })).toBeFocused();

  // Delete the only link of its category while its tab is open: the tab goes, 'Semua' takes over.
  await loneTab.click();
  await rowAction(page, meeting.title, 'Padam');
  const confirm = page.getByRole('alertdialog', { name: 'Padam Pautan' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(meeting.title);
  await expect(confirm.getByRole('button', { name: 'Batal' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Padam', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(toasts(page).getByText('Pautan berjaya dihapuskan', { exact: true })).toBeVisible();
  await expect(cardOf(page, meeting.title)).toHaveCount(0);
  await expect(loneTab).toHaveCount(0);
  await expect(semua).toHaveAttribute('aria-selected', 'true');
  await expect(cardOf(page, renamed)).toBeVisible();
  // Its delete button went with the card, so focus lands on the list rather than the top of the page.
  await expect(page.getByRole('tabpanel')).toBeFocused();

  // Gone on the server too, not only on the page.
  await page.reload();
  await expect(cardOf(page, renamed)).toBeVisible();
  await expect(cardOf(page, meeting.title)).toHaveCount(0);
});

/** Every card on the page carries this category's badge. */
async function expectOnlyCategory(page: Page, category: string): Promise<void> {
  const cards = page.getByTestId('link-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await expect(cards.nth(i).getByText(category, { exact: true })).toBeVisible();
  }
}

test('Batal in the delete confirmation keeps the link', async ({ page }) => {
  const title = `Simpan Saya ${uniqueSuffix()}`;
  await signUpNewMember(page, 'Ahli Ragu');
  await addLinkByApi(page, { title, url: 'https://contoh.my/simpan', category: 'Lain-lain' });
  await openLinks(page);
  await rowAction(page, title, 'Padam');
  const confirm = page.getByRole('alertdialog', { name: 'Padam Pautan' });
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(confirm).toBeHidden();
  await expect(cardOf(page, title)).toBeVisible();
  // Focus returns to the ⋯ button that opened it.
  await expect(page.getByRole('button', { name: `Tindakan untuk ${title}` })).toBeFocused();
});

test('a ⋯ menu opens by pointer, by Enter or Space (first item focused) and by a click alone, as a screen reader sends', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const titles = ['Tetikus', 'Papan Kekunci', 'Pembaca Skrin', 'Jarak'].map((way) => `Menu ${way} ${suffix}`);
  await signUpNewMember(page, 'Ahli Menu Tiga');
  for (const title of titles)
    await addLinkByApi(page, { title, url: 'https://contoh.my/menu', category: 'Lain-lain' });
  await openLinks(page);
  const [byPointer, byKey, byClickAlone, bySpace] = titles as [string, string, string, string];
  const button = (title: string) =>
    page.getByRole('button', { name: `Tindakan untuk ${title}`, exact: true });
  const menu = (title: string) => page.getByRole('menu', { name: `Tindakan untuk ${title}` });
  // Until first used the ⋯ is a plain button, announced as one that opens a menu.
  await expect(button(byKey)).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button(byKey)).toHaveAttribute('aria-expanded', 'false');

  await button(byPointer).click();
  await expect(menu(byPointer).getByRole('menuitem')).toHaveText(['Sunting', 'Padam']);
  await page.keyboard.press('Escape');
  await expect(menu(byPointer)).toBeHidden();
  await expect(button(byPointer)).toBeFocused();

  await button(byKey).focus();
  await page.keyboard.press('Enter');
  await expect(menu(byKey).getByRole('menuitem', { name: 'Sunting' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu(byKey).getByRole('menuitem', { name: 'Padam' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button(byKey)).toBeFocused();
  await expect(button(byKey)).toHaveAttribute('aria-expanded', 'false');

  await button(bySpace).focus();
  await page.keyboard.press(' ');
  await expect(menu(bySpace).getByRole('menuitem', { name: 'Sunting' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(bySpace)).toBeHidden();

  await button(byClickAlone).dispatchEvent('click');
  await expect(menu(byClickAlone).getByRole('menuitem', { name: 'Sunting' })).toBeFocused();
  await menu(byClickAlone).getByRole('menuitem', { name: 'Sunting' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sunting Pautan' }).getByLabel('Judul')).toHaveValue(
    byClickAlone,
  );
});

test('what a member types is shown as text, never as markup', async ({ page }) => {
  const suffix = uniqueSuffix();
  const title = `<b>tebal</b> ${suffix}`;
  const description = '<img src=x onerror="document.title=\'diserang\'"> <i>condong</i>';
  await signUpNewMember(page, 'Ahli Teks');
  await openLinks(page);
  await addLink(page, { title, url: 'https://contoh.my/teks', category: 'Aplikasi', description });

  const card = cardOf(page, title);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(card.getByText(description, { exact: true })).toBeVisible();
  await expect(card.locator('b, i, img')).toHaveCount(0);
  expect(await page.title()).not.toBe('diserang');
  await expect(card.getByRole('link', { name: `Buka ${title}` })).toBeVisible();
});

test("the form shows the link fields' validation messages as the member types", async ({ page }) => {
  await signUpNewMember(page, 'Ahli Semak');
  await openLinks(page);
  await page.getByRole('button', { name: 'Tambah Pautan' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Pautan' });
  const title = dialog.getByLabel('Judul');
  const url = dialog.getByLabel('URL');

  await title.fill('ab');
  await expect(dialog.getByText('Judul mesti sekurang-kurangnya 3 karakter', { exact: true })).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');

  await url.fill('bukan-url');
  await expect(dialog.getByText('URL tidak sah', { exact: true })).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  // Only web addresses: a script URL is refused too.
  await url.fill('javascript:alert(1)');
  await expect(dialog.getByText('URL tidak sah', { exact: true })).toBeVisible();

  // Saving with no category names the missing category as well, and sends nothing.
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Pilih kategori', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await snapshot(page, 'form-errors', false);

  // Put right, each message goes as soon as the value is valid.
  await title.fill('Doa');
  await expect(dialog.getByText('Judul mesti sekurang-kurangnya 3 karakter', { exact: true })).toHaveCount(0);
  await url.fill('https://contoh.my/doa');
  await expect(dialog.getByText('URL tidak sah', { exact: true })).toHaveCount(0);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Kategori' }), 'Bahan JPPM');
  await expect(dialog.getByText('Pilih kategori', { exact: true })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
});

test('a second tap on Simpan while saving adds the link once', async ({ page }) => {
  const title = `Sekali Sahaja ${uniqueSuffix()}`;
  await signUpNewMember(page, 'Ahli Laju');
  await openLinks(page);

  // Hold the create call until the button has been checked.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let creates = 0;
  await page.route(/\/trpc\/links\.create/, async (route) => {
    creates += 1;
    await held;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Tambah Pautan' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Pautan' });
  await fillLinkForm(page, dialog, { title, url: 'https://contoh.my/sekali', category: 'KUBM Dokumen' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const saving = dialog.getByRole('button', { name: 'Menyimpan...' });
  await expect(saving).toBeDisabled();
  await saving.click({ force: true });
  await dialog.getByLabel('Judul').press('Enter');
  release();

  await expect(toasts(page).getByText('Pautan berjaya ditambah', { exact: true })).toBeVisible();
  await expect(cardOf(page, title)).toHaveCount(1);
  expect(creates).toBe(1);
  await page.reload();
  await expect(cardOf(page, title)).toHaveCount(1);
});

test("another member can open a member's link but not edit or delete it", async ({ page, browser }) => {
  const suffix = uniqueSuffix();
  const mine: NewLink = {
    title: `Laman Belia ${suffix}`,
    url: 'https://contoh.my/belia?sumber=portal',
    category: 'Media Sosial',
    description: 'Laman rasmi belia paroki.',
  };
  await signUpNewMember(page, 'Ahli Pertama');
  await addLinkByApi(page, mine);
  await openLinks(page);
  await expect(page.getByRole('button', { name: `Tindakan untuk ${mine.title}` })).toBeVisible();

  const otherContext = await newProjectContext(browser);
  // The test machine has no internet: answer for the link's site so the new tab has a page to show.
  await otherContext.route('https://contoh.my/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Belia</title>' }),
  );
  try {
    const other = await otherContext.newPage();
    await signUpNewMember(other, 'Ahli Kedua');
    const theirs: NewLink = {
      title: `Nota Kedua ${suffix}`,
      url: 'https://contoh.my/nota',
      category: 'Aplikasi',
    };
    await addLinkByApi(other, theirs);
    await openLinks(other);

    const card = cardOf(other, mine.title);
    await expect(card).toBeVisible();
    await expect(card.getByText('Media Sosial', { exact: true })).toBeVisible();
    await expect(card.getByText(mine.description ?? '', { exact: true })).toBeVisible();
    const open = card.getByRole('link', { name: `Buka ${mine.title}` });
    await expect(open).toBeVisible();
    await expect(open).toHaveAccessibleName(new RegExp(`^Buka ${escapeRegExp(mine.title)} `));
    await expect(open).toHaveAttribute('href', mine.url);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(other.getByRole('button', { name: `Tindakan untuk ${mine.title}` })).toHaveCount(0);
    // Their own link, though, is theirs to change.
    await other.getByRole('button', { name: `Tindakan untuk ${theirs.title}` }).click();
    await expect(other.getByRole('menuitem')).toHaveText(['Sunting', 'Padam']);
    await other.keyboard.press('Escape');

    // 'Buka' opens the address in a new tab.
    const popupPromise = other.waitForEvent('popup');
    await open.click();
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toContain('contoh.my/belia');
    await popup.close();
  } finally {
    await otherContext.close();
  }
});

test("a failed load says 'Gagal memuat pautan' and 'Cuba Lagi' loads the list", async ({ page }) => {
  await signUpNewMember(page, 'Ahli Sabar');
  let fail = true;
  // Only the list call (the session check is a separate, earlier call and must get through).
  await page.route(/\/trpc\/links\.list/, (route) =>
    fail ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/links');
  await expect(page.getByText('Gagal memuat pautan', { exact: true })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Cuba Lagi' });
  fail = false;
  await retry.click();
  await expect(page.getByRole('tab', { name: 'Semua' })).toBeVisible();
  await expect(page.getByText('Gagal memuat pautan', { exact: true })).toHaveCount(0);
});

test('the add dialog and a page of cards have no serious axe violations', async ({ page }) => {
  await signUpNewMember(page, 'Ahli Akses');
  await addLinkByApi(page, {
    title: `Akses ${uniqueSuffix()}`,
    url: 'https://contoh.my/akses',
    category: 'KUBM Alatan',
    description: 'Untuk semakan kebolehcapaian.',
  });
  await openLinks(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Tambah Pautan' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Tambah Pautan' })).toBeVisible();
  await snapshot(page, 'dialog', false);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('/links does not overflow sideways at 375px; the tabs scroll instead', { tag: '@mobile' }, async ({
  page,
}) => {
  await signUpNewMember(page, 'Ahli Telefon');
  const suffix = uniqueSuffix();
  // Enough categories that the tab row is wider than a phone.
  for (const category of ['KUBM Alatan', 'KUBM Dokumen', 'Bahan Liturgi', 'Bahan JPPM', 'Media Sosial']) {
    await addLinkByApi(page, {
      title: `Lebar ${category} ${suffix} dengan judul yang agak panjang sekali`,
      url: 'https://contoh.my/sangat/panjang/alamat/yang/tidak/berhenti/berhenti/berhenti',
      category,
      description: 'https://contoh.my/sebuah-alamat-panjang-tanpa-ruang-yang-mesti-dibalut-dengan-baik',
    });
  }
  await openLinks(page);
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(375);
  const tablist = page.getByRole('tablist', { name: 'Kategori pautan' });
  const scrolls = await tablist.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(true);
  // The last tab can still be reached and chosen.
  const last = tablist.getByRole('tab').last();
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await snapshot(page, 'tabs-scrolled', false);
});

test('with no links the page says so and offers to add one', async ({ page }) => {
  await signUpNewMember(page, 'Ahli Baru');
  // The shared database is never empty during a run; answer the list call with no links instead.
  await page.route(/\/trpc\/links\.list/, (route) => route.fulfill({ json: [{ result: { data: [] } }] }));
  await page.goto('/links');
  const empty = page.getByText('Tiada pautan ditemui dalam kategori ini.', { exact: true });
  await expect(empty).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Semua']);
  await snapshot(page, 'empty', false);
  const addButtons = page.getByRole('button', { name: 'Tambah Pautan' });
  await expect(addButtons).toHaveCount(2);
  await addButtons.last().click();
  await expect(page.getByRole('dialog', { name: 'Tambah Pautan' })).toBeVisible();
});
