// The task board (/tasks, docs/product.md#tasks: dialog modes, the form, permissions, notifications, toasts,
// date format) as members click it, at 1280px (project 'desktop') and
// 375px (project 'mobile'). One database serves the whole run, so every test registers its own members with
// a unique suffix and looks only at its own tasks.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { FOUNDER, registrationCode } from '../founder';
import { waitForMail } from '../mail-catcher';
import { guardNotificationReads, shownNotifications } from '../notifications';
import { choose } from '../select';

const PASSWORD = 'kata-laluan-ujian';
const TAB_ASSIGNED = 'Tugas Ditugaskan Kepada Anda';
const TAB_CREATED = 'Tugas Anda Buat';
const TAB_ALL = 'Semua Tugas';

interface Member {
  id: number;
  name: string;
  email: string;
}

interface NewTask {
  title: string;
  description?: string;
  assigneeId: number;
  /** 'yyyy-MM-dd', as the date input and the API both take it. */
  startDate: string;
  dueDate: string;
  isUrgent?: boolean;
}

/** A short suffix unique to this test in this project, so names and e-mails never meet another test's. */
function uniqueSuffix(): string {
  return `${test.info().project.name}-${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;
}

function baseUrl(): string {
  return test.info().project.use.baseURL as string;
}

/** '2026-03-02' → '02/03/2026' (tasks show dates as dd/MM/yyyy). */
function shownDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * Registers a new member through the REST API. With a page's request context the page shares the session
 * cookie it sets; with a bare APIRequestContext nobody in a browser is signed in yet.
 */
async function registerMember(
  api: APIRequestContext,
  label: string,
  email = `tugas-${uniqueSuffix()}@contoh.my`,
): Promise<Member> {
  const name = `${label} ${uniqueSuffix()}`;
  const pair = { ministry: 'BELIA (MINISTRI)', role: 'Member' };
  const response = await api.post('/api/register', {
    headers: { Origin: baseUrl() },
    data: {
      registrationCode: registrationCode(),
      name,
      email,
      phone: '0123456789',
      password: PASSWORD,
      ...pair,
      ministryRoles: [pair],
    },
  });
  expect(response.ok(), `POST /api/register answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  const user = (await response.json()) as { id: number };
  return { id: user.id, name, email };
}

async function signInByApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/login', {
    headers: { Origin: baseUrl() },
    data: { email, password },
  });
  expect(response.ok(), `POST /api/login answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** Signs in through the login form, as the member would. */
async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Log Masuk' });
  await form.getByLabel('E-mel', { exact: true }).fill(email);
  await form.getByLabel('Kata Laluan', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log Masuk', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}

/** A second browser (no shared cookies) with the same size and settings as this project's page. */
async function newProjectContext(browser: Browser): Promise<BrowserContext> {
  const { viewport, locale, timezoneId, hasTouch, isMobile } = test.info().project.use;
  return browser.newContext({ baseURL: baseUrl(), viewport, locale, timezoneId, hasTouch, isMobile });
}

/** Creates a task through the REST API as the page's member (set-up for tests about something else). */
async function createTaskByApi(page: Page, task: NewTask): Promise<{ id: number }> {
  const response = await page.request.post('/api/tasks', { headers: { Origin: baseUrl() }, data: task });
  expect(response.status(), `POST /api/tasks answered ${response.status()}: ${await response.text()}`).toBe(
    201,
  );
  return (await response.json()) as { id: number };
}

/** Optional screenshots for a person to look at: set KUBM_E2E_SCREENSHOTS to a folder. */
async function snapshot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.KUBM_E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `tasks-${test.info().project.name}-${name}.png`), fullPage });
}

async function openTasks(page: Page): Promise<void> {
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Pengurusan Tugas' })).toBeVisible();
  await expect(page.getByRole('tab', { name: TAB_ASSIGNED })).toBeVisible();
}

/** Chooses a tab and returns its panel, once the panel has loaded (cards or 'Tiada tugas'). */
async function showTab(page: Page, name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await expect(
    panel
      .getByTestId('task-card')
      .or(panel.getByText('Tiada tugas', { exact: true }))
      .first(),
  ).toBeVisible();
  return panel;
}

/** The status group within a panel: a region named by its heading, the status alone (the badge is beside it). */
function groupOf(panel: Locator, status: string): Locator {
  return panel.getByRole('region', { name: status, exact: true });
}

function cardOf(scope: Locator, title: string): Locator {
  return scope
    .getByTestId('task-card')
    .filter({ has: scope.page().getByRole('heading', { name: title, exact: true }) });
}

/** Opens a card's menu and returns the menu. */
async function openCardMenu(card: Locator): Promise<Locator> {
  await card.getByRole('button', { name: /^Tindakan untuk / }).click();
  const menu = card.page().getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The toast corner; a modal dialog hides the rest of the page from the accessibility tree, hence includeHidden. */
async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const region = page.getByRole('region', { name: /^Notifikasi/, includeHidden: true });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** The task dialog's fields, by their labels. */
function fields(dialog: Locator) {
  return {
    title: dialog.getByLabel('Tajuk', { exact: true }),
    // Labelled 'Penerangan (pilihan)'.
    description: dialog.getByRole('textbox', { name: /^Penerangan/ }),
    assignee: dialog.getByLabel('Ditugaskan Kepada', { exact: true }),
    startDate: dialog.getByLabel('Tarikh Mula', { exact: true }),
    dueDate: dialog.getByLabel('Tarikh Akhir', { exact: true }),
    urgent: dialog.getByRole('checkbox', { name: 'Penting' }),
    status: dialog.getByLabel('Status', { exact: true }),
  };
}

async function openNewTaskDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Tugas Baru' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tugas Baru' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillTaskForm(page: Page, dialog: Locator, task: NewTask, assigneeName: string): Promise<void> {
  const f = fields(dialog);
  await f.title.fill(task.title);
  if (task.description) await f.description.fill(task.description);
  await choose(page, dialog, 'Ditugaskan Kepada', assigneeName);
  await f.startDate.fill(task.startDate);
  await f.dueDate.fill(task.dueDate);
  if (task.isUrgent) await f.urgent.check();
}

/** Creates a task through 'Tugas Baru' and waits for the toast. */
async function createTaskThroughDialog(page: Page, task: NewTask, assigneeName: string): Promise<void> {
  const dialog = await openNewTaskDialog(page);
  await fillTaskForm(page, dialog, task, assigneeName);
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Tugas Disimpan', 'Tugas baru telah berjaya disimpan');
}

/** Opens the card's edit dialog from its menu. */
async function openEditDialog(page: Page, card: Locator): Promise<Locator> {
  const menu = await openCardMenu(card);
  await menu.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tugas' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => {
    const root = document.scrollingElement;
    return { scroll: root?.scrollWidth ?? Number.POSITIVE_INFINITY, client: root?.clientWidth ?? 0 };
  });
  expect(sizes.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(sizes.client);
}

test('a member creates a task for another member; it appears under Tugas Anda Buat with its dates', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const assignee = await registerMember(request, 'Penerima');
  await registerMember(page.request, 'Pemberi');
  const task: NewTask = {
    title: `Sediakan Bacaan ${suffix}`,
    description: 'Pilih pembaca untuk bacaan pertama dan kedua, dan hantar senarai kepada ketua liturgi.',
    assigneeId: assignee.id,
    startDate: '2026-03-02',
    dueDate: '2026-03-16',
    isUrgent: true,
  };

  await openTasks(page);
  await createTaskThroughDialog(page, task, assignee.name);

  const panel = await showTab(page, TAB_CREATED);
  const group = groupOf(panel, 'Belum Selesai');
  const card = cardOf(group, task.title);
  await expect(card).toBeVisible();
  // A new member's only task: the group counts one.
  // The number, then words for screen readers only.
  await expect(group.getByTestId('task-group-count')).toHaveText(/^1\b/);
  await expect(card.getByText('Belum Selesai', { exact: true })).toBeVisible();
  await expect(card.getByText('Penting', { exact: true })).toBeVisible();
  await expect(card).toContainText(shownDate(task.startDate));
  await expect(card).toContainText(shownDate(task.dueDate));
  // The description is clamped to two lines.
  const description = card.getByText(task.description ?? '', { exact: true });
  await expect(description).toBeVisible();
  expect(await description.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
  await snapshot(page, 'created');

  // Saved on the server, not only on the page.
  await page.reload();
  const reloaded = await showTab(page, TAB_CREATED);
  await expect(cardOf(groupOf(reloaded, 'Belum Selesai'), task.title)).toBeVisible();
});

test('the assignee receives an e-mail with the title and a link to /tasks', async ({ page, request }) => {
  const assignee = await registerMember(request, 'Penerima Emel');
  await registerMember(page.request, 'Pemberi Emel');
  const title = `Cetak Risalah ${uniqueSuffix()}`;
  await openTasks(page);
  await createTaskThroughDialog(
    page,
    { title, assigneeId: assignee.id, startDate: '2026-04-01', dueDate: '2026-04-08' },
    assignee.name,
  );
  const mail = await waitForMail(assignee.email);
  expect(mail).toContain(title);
  expect(mail).toContain(`${baseUrl()}/tasks`);
});

test("the task form's rules: submit disabled while invalid, the due-date rule, no status when creating, one save", async ({
  page,
  request,
}) => {
  const assignee = await registerMember(request, 'Penerima Semak');
  await registerMember(page.request, 'Pemberi Semak');
  const title = `Semak Borang ${uniqueSuffix()}`;
  await openTasks(page);

  const dialog = await openNewTaskDialog(page);
  const f = fields(dialog);
  const save = dialog.getByRole('button', { name: 'Simpan', exact: true });
  // Creating: no status select (it appears only when editing).
  await expect(f.title).toBeVisible();
  await expect(f.status).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  // Empty form: nothing to send.
  await expect(save).toBeDisabled();

  await f.title.fill(title);
  // Leaving the assignee unchosen names the rule on that field.
  await f.assignee.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  const assigneeRule = dialog.getByText('Anda mesti memilih ahli untuk tugas ini', { exact: true });
  await expect(assigneeRule).toBeVisible();
  await expect(save).toBeDisabled();
  await choose(page, dialog, 'Ditugaskan Kepada', assignee.name);
  await expect(assigneeRule).toHaveCount(0);

  // The pickers offer nothing before 1900-01-01, and no due date before the chosen start (docs/product.md#tasks).
  await expect(f.startDate).toHaveAttribute('min', '1900-01-01');
  await f.startDate.fill('2026-05-10');
  // The day after it: the first due date the rule accepts (the picker once offered the start itself).
  await expect(f.dueDate).toHaveAttribute('min', '2026-05-11');
  // The same day is not after the start: the message sits on the due-date field.
  await f.dueDate.fill('2026-05-10');
  await f.dueDate.blur();
  const dueRule = dialog.getByText('Tarikh akhir mesti selepas tarikh mula', { exact: true });
  await expect(dueRule).toBeVisible();
  await expect(f.dueDate).toHaveAttribute('aria-invalid', 'true');
  await expect(f.dueDate).toHaveAttribute(
    'aria-describedby',
    new RegExp(`\\b${await dueRule.getAttribute('id')}\\b`),
  );
  await expect(f.startDate).not.toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();
  await snapshot(page, 'form-due-rule', false);

  await f.dueDate.fill('2026-05-11');
  await expect(dueRule).toHaveCount(0);
  await expect(save).toBeEnabled();

  // Hold the create call until the button has been checked: 'Menyimpan...', disabled, a second tap ignored.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let creates = 0;
  await page.route(/\/trpc\/tasks\.create/, async (route) => {
    creates += 1;
    await held;
    await route.continue();
  });
  await save.click();
  const saving = dialog.getByRole('button', { name: 'Menyimpan...' });
  await expect(saving).toBeDisabled();
  await saving.click({ force: true });
  await f.title.press('Enter');
  release();

  await expectToast(page, 'Tugas Disimpan', 'Tugas baru telah berjaya disimpan');
  const panel = await showTab(page, TAB_CREATED);
  await expect(cardOf(panel, title)).toHaveCount(1);
  expect(creates).toBe(1);
});

test("the assignee sees the task read-only under 'Tugas Ditugaskan Kepada Anda' and has no 'Semua Tugas'", async ({
  page,
  browser,
  request,
}) => {
  const assignee = await registerMember(request, 'Penerima Lihat');
  await registerMember(page.request, 'Pemberi Lihat');
  const task: NewTask = {
    title: `Susun Kerusi ${uniqueSuffix()}`,
    description: 'Dewan paroki, 40 kerusi.',
    assigneeId: assignee.id,
    startDate: '2026-06-01',
    dueDate: '2026-06-05',
    isUrgent: false,
  };
  await createTaskByApi(page, task);

  const context = await newProjectContext(browser);
  try {
    const other = await context.newPage();
    await signInThroughForm(other, assignee.email);
    await openTasks(other);
    await expect(other.getByRole('tab', { name: TAB_CREATED, exact: true })).toBeVisible();
    await expect(other.getByRole('tab', { name: TAB_ALL })).toHaveCount(0);

    const panel = await showTab(other, TAB_ASSIGNED);
    const card = cardOf(groupOf(panel, 'Belum Selesai'), task.title);
    await expect(card).toBeVisible();
    await expect(card).toContainText(shownDate(task.startDate));
    await expect(card).toContainText(shownDate(task.dueDate));
    await expect(card.getByText('Penting', { exact: true })).toHaveCount(0);

    const menu = await openCardMenu(card);
    await expect(menu.getByRole('menuitem', { name: 'Lihat', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Hapus', exact: true })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Lihat', exact: true }).click();

    const dialog = other.getByRole('dialog', { name: 'Lihat Tugas' });
    await expect(dialog).toBeVisible();
    const f = fields(dialog);
    await expect(f.title).toHaveValue(task.title);
    await expect(f.description).toHaveValue(task.description ?? '');
    await expect(f.assignee).toHaveText(assignee.name);
    await expect(f.startDate).toHaveValue(task.startDate);
    await expect(f.dueDate).toHaveValue(task.dueDate);
    for (const field of [f.title, f.description, f.assignee, f.startDate, f.dueDate, f.urgent, f.status]) {
      await expect(field).toBeDisabled();
    }
    // Every field the dialog holds, not only the ones named above.
    const controls = dialog
      .locator('input, textarea, select, [role="combobox"], [role="checkbox"]')
      .filter({ visible: true });
    const count = await controls.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) await expect(controls.nth(i)).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Kemaskini' })).toHaveCount(0);
    await expect(f.status).toHaveText('Belum Selesai');
    await snapshot(other, 'read-only', false);
    expect(await seriousAxeViolations(other)).toEqual([]);
    await other.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } finally {
    await context.close();
  }
});

test("leadership sees the task under 'Semua Tugas' and can edit it", async ({ page, browser, request }) => {
  const suffix = uniqueSuffix();
  const assignee = await registerMember(request, 'Penerima Pimpinan');
  await registerMember(page.request, 'Pemberi Pimpinan');
  const title = `Tempah Dewan ${suffix}`;
  await createTaskByApi(page, {
    title,
    assigneeId: assignee.id,
    startDate: '2026-07-01',
    dueDate: '2026-07-20',
  });

  const context = await newProjectContext(browser);
  try {
    const chair = await context.newPage();
    await signInByApi(chair, FOUNDER.email, FOUNDER.password);
    await openTasks(chair);
    const panel = await showTab(chair, TAB_ALL);
    const card = cardOf(panel, title);
    await expect(card).toBeVisible();

    const menu = await openCardMenu(card);
    await expect(menu.getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Hapus', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Lihat', exact: true })).toHaveCount(0);
    await chair.keyboard.press('Escape');

    const dialog = await openEditDialog(chair, card);
    const f = fields(dialog);
    await expect(f.title).toHaveValue(title);
    await expect(f.title).toBeEnabled();
    const renamed = `Tempah Dewan Besar ${suffix}`;
    await f.title.fill(renamed);
    await choose(chair, dialog, 'Status', 'Sedang Dijalankan');
    await dialog.getByRole('button', { name: 'Kemaskini', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectToast(chair, 'Tugas Dikemaskini', 'Tugas telah berjaya dikemaskini');
    await expect(cardOf(groupOf(panel, 'Sedang Dijalankan'), renamed)).toBeVisible();
    await expect(cardOf(panel, title)).toHaveCount(0);
  } finally {
    await context.close();
  }

  // The assignor sees the chair's change.
  await openTasks(page);
  const mine = await showTab(page, TAB_CREATED);
  await expect(cardOf(groupOf(mine, 'Sedang Dijalankan'), `Tempah Dewan Besar ${suffix}`)).toBeVisible();
});

test("the assignor marks the task 'Selesai' and it moves to the Selesai group", async ({ page, request }) => {
  const assignee = await registerMember(request, 'Penerima Status');
  await registerMember(page.request, 'Pemberi Status');
  const title = `Kira Kutipan ${uniqueSuffix()}`;
  await createTaskByApi(page, {
    title,
    assigneeId: assignee.id,
    startDate: '2026-08-03',
    dueDate: '2026-08-10',
  });

  await openTasks(page);
  const panel = await showTab(page, TAB_CREATED);
  await expect(cardOf(groupOf(panel, 'Belum Selesai'), title)).toBeVisible();
  await expect(cardOf(groupOf(panel, 'Selesai'), title)).toHaveCount(0);

  const dialog = await openEditDialog(page, cardOf(panel, title));
  const f = fields(dialog);
  await expect(f.status).toBeVisible();
  await expect(f.status).toHaveText('Belum Selesai');
  // All four statuses are offered.
  await f.status.click();
  await expect(page.getByRole('option')).toHaveText([
    'Belum Selesai',
    'Sedang Dijalankan',
    'Selesai',
    'Terlewat Masa',
  ]);
  await page.getByRole('option', { name: 'Selesai', exact: true }).press('Enter');
  await expect(f.status).toHaveText('Selesai');
  await expect(dialog.getByRole('button', { name: 'Simpan', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Kemaskini', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Tugas Dikemaskini', 'Tugas telah berjaya dikemaskini');

  const done = groupOf(panel, 'Selesai');
  const card = cardOf(done, title);
  await expect(card).toBeVisible();
  await expect(card.getByText('Selesai', { exact: true })).toBeVisible();
  await expect(done.getByTestId('task-group-count')).toHaveText(/^1\b/);
  await expect(cardOf(groupOf(panel, 'Belum Selesai'), title)).toHaveCount(0);
});

test("deleting asks 'Anda pasti?': Batal keeps the task, Hapuskan removes it", async ({ page, request }) => {
  const assignee = await registerMember(request, 'Penerima Hapus');
  await registerMember(page.request, 'Pemberi Hapus');
  const title = `Buang Saya ${uniqueSuffix()}`;

  // A new member has made nothing yet.
  await openTasks(page);
  await expect((await showTab(page, TAB_CREATED)).getByText('Tiada tugas', { exact: true })).toBeVisible();

  await createTaskByApi(page, {
    title,
    assigneeId: assignee.id,
    startDate: '2026-09-01',
    dueDate: '2026-09-02',
  });
  await openTasks(page);
  const panel = await showTab(page, TAB_CREATED);
  const card = cardOf(panel, title);

  await (await openCardMenu(card)).getByRole('menuitem', { name: 'Hapus', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Anda pasti?' });
  await expect(confirm).toBeVisible();
  await expect(
    confirm.getByText('Tindakan ini tidak boleh dibatalkan. Tugas ini akan dihapuskan secara kekal.', {
      exact: true,
    }),
  ).toBeVisible();
  await snapshot(page, 'confirm-delete', false);
  await confirm.getByRole('button', { name: 'Batal', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await (await openCardMenu(card)).getByRole('menuitem', { name: 'Hapus', exact: true }).click();
  await confirm.getByRole('button', { name: 'Hapuskan', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expectToast(page, 'Tugas Dihapuskan', 'Tugas telah berjaya dihapuskan');
  await expect(card).toHaveCount(0);
  await expect(panel.getByText('Tiada tugas', { exact: true })).toBeVisible();

  // Gone on the server too.
  await page.reload();
  await expect((await showTab(page, TAB_CREATED)).getByText('Tiada tugas', { exact: true })).toBeVisible();
});

test('with notifications allowed, creating a task and changing its status each show a notification', async ({
  page,
  request,
}) => {
  await page.context().grantPermissions(['notifications'], { origin: baseUrl() });
  await guardNotificationReads(page);
  const assignee = await registerMember(request, 'Penerima Notis');
  await registerMember(page.request, 'Pemberi Notis');
  const title = `Hantar Notis ${uniqueSuffix()}`;
  await openTasks(page);
  await createTaskThroughDialog(
    page,
    { title, assigneeId: assignee.id, startDate: '2026-10-05', dueDate: '2026-10-09' },
    assignee.name,
  );

  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.title))
    .toContain('Tugas Baru Ditetapkan');
  const assigned = (await shownNotifications(page)).find((n) => n.title === 'Tugas Baru Ditetapkan');
  expect(assigned?.body).toContain(assignee.name);
  expect(assigned?.requireInteraction).toBe(true);
  expect(assigned?.data).toMatchObject({ url: '/tasks' });

  // An edit that keeps the status says nothing about the status.
  const panel = await showTab(page, TAB_CREATED);
  let dialog = await openEditDialog(page, cardOf(panel, title));
  await fields(dialog).description.fill('Tiada perubahan status.');
  await dialog.getByRole('button', { name: 'Kemaskini', exact: true }).click();
  await expectToast(page, 'Tugas Dikemaskini', 'Tugas telah berjaya dikemaskini');
  // Give a wrong notification the time it would take to appear, then check none did.
  await page.waitForTimeout(1_000);
  expect((await shownNotifications(page)).map((n) => n.title)).not.toContain('Status Tugas Dikemaskini');

  dialog = await openEditDialog(page, cardOf(panel, title));
  await choose(page, dialog, 'Status', 'Terlewat Masa');
  await dialog.getByRole('button', { name: 'Kemaskini', exact: true }).click();
  await expectToast(page, 'Tugas Dikemaskini', 'Tugas telah berjaya dikemaskini');
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.title))
    .toContain('Status Tugas Dikemaskini');
  const changed = (await shownNotifications(page)).find((n) => n.title === 'Status Tugas Dikemaskini');
  expect(changed?.body).toContain('Terlewat Masa');
  expect(changed?.requireInteraction).toBe(true);
  expect(changed?.data).toMatchObject({ url: '/tasks' });
});

test("Batal closes a new task's dialog at the first press, even with the empty title focused", async ({
  page,
}) => {
  await registerMember(page.request, 'Pemberi Batal');
  await openTasks(page);
  const dialog = await openNewTaskDialog(page);
  // The dialog opens with the (empty) title focused; pressing Batal leaves that field.
  await expect(fields(dialog).title).toBeFocused();
  const batal = dialog.getByRole('button', { name: 'Batal', exact: true });
  // A finger on a phone, a mouse on a wide screen.
  if ((page.viewportSize()?.width ?? 1280) < 768) await batal.tap();
  else await batal.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Tugas Baru' })).toBeFocused();
});

test('the tasks page and its dialogs have no serious axe violations', async ({ page, request }) => {
  const assignee = await registerMember(request, 'Penerima Akses');
  await registerMember(page.request, 'Pemberi Akses');
  const title = `Semak Akses ${uniqueSuffix()}`;
  await createTaskByApi(page, {
    title,
    description: 'Untuk semakan kebolehcapaian.',
    assigneeId: assignee.id,
    startDate: '2026-11-02',
    dueDate: '2026-11-30',
    isUrgent: true,
  });
  await openTasks(page);
  const panel = await showTab(page, TAB_CREATED);
  await expect(cardOf(panel, title)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const dialog = await openNewTaskDialog(page);
  await snapshot(page, 'new-dialog', false);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Escape rather than Batal: this test is about axe (Batal has its own test below).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const edit = await openEditDialog(page, cardOf(panel, title));
  await expect(fields(edit).status).toBeVisible();
  await snapshot(page, 'edit-dialog', false);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('/tasks and its dialog do not scroll sideways at 375px', { tag: '@mobile' }, async ({
  page,
  request,
}) => {
  const assignee = await registerMember(request, 'Penerima Telefon Dengan Nama Yang Agak Panjang Sekali');
  await registerMember(page.request, 'Pemberi Telefon');
  await createTaskByApi(page, {
    title: `Tugas dengan tajuk yang sangat panjang untuk skrin telefon bimbit ${uniqueSuffix()}`,
    description:
      'https://contoh.my/sebuah-alamat-panjang-tanpa-ruang-yang-mesti-dibalut-dengan-baik-di-skrin-kecil',
    assigneeId: assignee.id,
    startDate: '2026-12-01',
    dueDate: '2026-12-24',
    isUrgent: true,
  });
  await openTasks(page);
  await showTab(page, TAB_CREATED);
  await page.waitForLoadState('networkidle');
  await snapshot(page, 'phone');
  await expectNoHorizontalOverflow(page);

  await openNewTaskDialog(page);
  await expectNoHorizontalOverflow(page);
});
