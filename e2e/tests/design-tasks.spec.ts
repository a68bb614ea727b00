// The task board's design pass (docs/decisions/task-board-screen.md): short tabs on one row on a
// phone under the product's names, due dates in words beside dd/MM/yyyy, 'Penting' as a red flag (muted once
// Selesai), status columns on a wide screen, and a due-date picker that starts at the first day the rule
// accepts. Every test registers its own member and looks only at that member's tasks.
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { klToday } from '../calendar-feed';
import { FOUNDER, registrationCode } from '../founder';

const TAB_NAMES = ['Tugas Ditugaskan Kepada Anda', 'Tugas Anda Buat', 'Semua Tugas'];
const STATUSES = ['Belum Selesai', 'Sedang Dijalankan', 'Selesai', 'Terlewat Masa'];

function baseUrl(): string {
  return test.info().project.use.baseURL as string;
}

function suffix(): string {
  return `${test.info().project.name}-${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;
}

/** 'yyyy-MM-dd' `n` days from `day`. */
function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Registers a member and signs the page in as them (the register call sets the session cookie). */
async function registerMember(page: Page, label: string): Promise<{ id: number; name: string }> {
  const name = `${label} ${suffix()}`;
  const pair = { ministry: 'BELIA (MINISTRI)', role: 'Member' };
  const response = await page.request.post('/api/register', {
    headers: { Origin: baseUrl() },
    data: {
      registrationCode: registrationCode(),
      name,
      email: `reka-tugas-${suffix()}@contoh.my`,
      phone: '0123456789',
      password: 'kata-laluan-ujian',
      ...pair,
      ministryRoles: [pair],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { id: ((await response.json()) as { id: number }).id, name };
}

async function createTask(
  page: Page,
  task: { title: string; assigneeId: number; startDate: string; dueDate: string; isUrgent?: boolean },
  status?: string,
): Promise<void> {
  const response = await page.request.post('/api/tasks', { headers: { Origin: baseUrl() }, data: task });
  expect(response.status(), await response.text()).toBe(201);
  if (!status) return;
  const { id } = (await response.json()) as { id: number };
  const update = await page.request.put(`/api/tasks/${id}`, {
    headers: { Origin: baseUrl() },
    data: { ...task, status },
  });
  expect(update.ok(), await update.text()).toBe(true);
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.goto('/tasks');
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await expect(panel.getByTestId('task-card').first()).toBeVisible();
  return panel;
}

function rowOf(scope: Locator, title: string): Locator {
  return scope
    .getByTestId('task-card')
    .filter({ has: scope.page().getByRole('heading', { name: title, exact: true }) });
}

const colour = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

test('on a phone the three tabs share one row, each at least 44 px tall, named as the product names them', {
  tag: '@mobile',
}, async ({ page }) => {
  const response = await page.request.post('/api/login', {
    headers: { Origin: baseUrl() },
    data: { email: FOUNDER.email, password: FOUNDER.password },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/tasks');
  const tabs = page.getByRole('tablist', { name: 'Senarai tugas' }).getByRole('tab');
  await expect(tabs).toHaveCount(3);
  for (const name of TAB_NAMES) await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();

  const boxes = await tabs.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, right: box.right, height: box.height };
    }),
  );
  for (const box of boxes) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.top).toBe(boxes[0]?.top);
    expect(box.right).toBeLessThanOrEqual(375);
  }
  // Nothing hidden by a sideways scroll inside the list.
  const list = page.getByRole('tablist', { name: 'Senarai tugas' });
  expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // The short words are part of the names, and choosing by name still works.
  for (const [index, short] of ['Kepada Anda', 'Anda Buat', 'Semua'].entries()) {
    await expect(tabs.nth(index).locator('span').filter({ visible: true })).toHaveText(short);
  }
  await page.getByRole('tab', { name: 'Semua Tugas', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'Semua Tugas', exact: true })).toBeVisible();
});

test("due dates in words beside the date, 'lewat' in red; 'Penting' a red flag, muted once Selesai", async ({
  page,
}) => {
  const me = await registerMember(page, 'Reka Tarikh');
  const today = klToday();
  const id = suffix();
  const late = { title: `Lewat ${id}`, startDate: addDays(today, -9), dueDate: addDays(today, -2) };
  const soon = { title: `Tiga Hari ${id}`, startDate: addDays(today, -1), dueDate: addDays(today, 3) };
  const due = { title: `Hari Ini ${id}`, startDate: addDays(today, -1), dueDate: today };
  const done = { title: `Siap ${id}`, startDate: addDays(today, -9), dueDate: addDays(today, -2) };
  await createTask(page, { ...late, assigneeId: me.id, isUrgent: true });
  await createTask(page, { ...soon, assigneeId: me.id });
  await createTask(page, { ...due, assigneeId: me.id });
  await createTask(page, { ...done, assigneeId: me.id, isUrgent: true }, 'Selesai');

  const panel = await openTab(page, 'Tugas Ditugaskan Kepada Anda');
  const lateRow = rowOf(panel, late.title);
  const [y, m, d] = late.dueDate.split('-');
  await expect(lateRow).toContainText(`${d}/${m}/${y}`);
  const lateText = lateRow.getByTestId('task-due-text');
  await expect(lateText).toHaveText('(lewat 2 hari)');
  await expect(rowOf(panel, soon.title).getByTestId('task-due-text')).toHaveText('(3 hari lagi)');
  await expect(rowOf(panel, due.title).getByTestId('task-due-text')).toHaveText('(hari ini)');
  // A finished task is no longer due: no words, nothing late.
  const doneRow = rowOf(panel, done.title);
  await expect(doneRow).toBeVisible();
  await expect(doneRow.getByTestId('task-due-text')).toHaveCount(0);
  await expect(doneRow).not.toContainText('lewat');

  // Lateness and 'Penting' share the destructive colour; a done task's flag does not.
  const flag = lateRow.getByText('Penting', { exact: true });
  await expect(flag).toBeVisible();
  await expect(flag.locator('svg')).toBeVisible();
  const red = await colour(lateText);
  expect(await colour(flag)).toBe(red);
  expect(await colour(rowOf(panel, soon.title).getByTestId('task-due-text'))).not.toBe(red);
  const doneFlag = doneRow.getByText('Penting', { exact: true });
  await expect(doneFlag).toBeVisible();
  expect(await colour(doneFlag)).not.toBe(red);
  await expect(rowOf(panel, soon.title).getByText('Penting', { exact: true })).toHaveCount(0);

  // The whole row opens the task.
  await lateRow.getByRole('button', { name: late.title, exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Tugas' })).toBeVisible();
});

test('a wide screen shows one column per status, side by side', { tag: '@desktop' }, async ({ page }) => {
  const me = await registerMember(page, 'Reka Lajur');
  const id = suffix();
  await createTask(page, {
    title: `Lajur Satu ${id}`,
    assigneeId: me.id,
    startDate: '2026-03-02',
    dueDate: '2026-03-09',
  });
  await createTask(
    page,
    { title: `Lajur Dua ${id}`, assigneeId: me.id, startDate: '2026-03-02', dueDate: '2026-03-09' },
    'Selesai',
  );
  const panel = await openTab(page, 'Tugas Anda Buat');
  const boxes = [];
  for (const status of STATUSES) {
    const column = panel.getByRole('region', { name: status, exact: true });
    await expect(column).toBeVisible();
    boxes.push(await column.boundingBox());
  }
  // Four columns in the statuses' order (docs/product.md#tasks): one top, each to the right of the one before.
  for (let i = 1; i < boxes.length; i += 1) {
    expect(boxes[i]?.y).toBe(boxes[0]?.y);
    expect(boxes[i]?.x ?? 0).toBeGreaterThan((boxes[i - 1]?.x ?? 0) + (boxes[i - 1]?.width ?? 0) - 1);
  }
  await expect(rowOf(panel.getByRole('region', { name: 'Selesai' }), `Lajur Dua ${id}`)).toBeVisible();
});

test('a phone keeps the tabbed list: groups one under another, empty statuses left out', {
  tag: '@mobile',
}, async ({ page }) => {
  const me = await registerMember(page, 'Reka Senarai');
  const id = suffix();
  await createTask(page, {
    title: `Senarai ${id}`,
    assigneeId: me.id,
    startDate: '2026-03-02',
    dueDate: '2026-03-09',
  });
  await createTask(
    page,
    { title: `Senarai Siap ${id}`, assigneeId: me.id, startDate: '2026-03-02', dueDate: '2026-03-09' },
    'Selesai',
  );
  const panel = await openTab(page, 'Tugas Anda Buat');
  const open = await panel.getByRole('region', { name: 'Belum Selesai', exact: true }).boundingBox();
  const done = await panel.getByRole('region', { name: 'Selesai', exact: true }).boundingBox();
  expect(done?.x).toBe(open?.x);
  expect(done?.y ?? 0).toBeGreaterThan((open?.y ?? 0) + (open?.height ?? 0) - 1);
  await expect(panel.getByRole('region', { name: 'Sedang Dijalankan', exact: true })).toHaveCount(0);
});

test('the due-date picker starts at the first day the rule accepts, the day after the start', async ({
  page,
}) => {
  await registerMember(page, 'Reka Pemilih');
  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Tugas Baru' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tugas Baru' });
  const start = dialog.getByLabel('Tarikh Mula', { exact: true });
  const due = dialog.getByLabel('Tarikh Akhir', { exact: true });
  const rule = dialog.getByText('Tarikh akhir mesti selepas tarikh mula', { exact: true });

  // The form opens with today as the start.
  await expect(due).toHaveAttribute('min', addDays(await start.inputValue(), 1));
  for (const [startDate, firstDue] of [
    ['2026-05-10', '2026-05-11'],
    ['2026-02-28', '2026-03-01'],
    ['2028-02-28', '2028-02-29'],
    ['2026-12-31', '2027-01-01'],
  ] as const) {
    await start.fill(startDate);
    await expect(due).toHaveAttribute('min', firstDue);
    // The offered minimum is accepted; the start day itself is not.
    await due.fill(firstDue);
    await expect(rule).toHaveCount(0);
    await due.fill(startDate);
    await expect(rule).toBeVisible();
  }
  // A due date the rule accepts is said in words under the field.
  const today = klToday();
  await start.fill(today);
  await due.fill(addDays(today, 3));
  await expect(dialog.getByTestId('due-date-hint')).toHaveText('3 hari lagi');
});

test('the delete confirmation names the task it would delete', async ({ page }) => {
  const me = await registerMember(page, 'Reka Hapus');
  const title = `Hapus Saya ${suffix()}`;
  await createTask(page, { title, assigneeId: me.id, startDate: '2026-03-02', dueDate: '2026-03-09' });
  const panel = await openTab(page, 'Tugas Anda Buat');
  await rowOf(panel, title)
    .getByRole('button', { name: `Tindakan untuk ${title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Hapus', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Anda pasti?' });
  await expect(confirm.getByTestId('delete-task-title')).toHaveText(title);
  await expect(
    confirm.getByText('Tindakan ini tidak boleh dibatalkan. Tugas ini akan dihapuskan secara kekal.', {
      exact: true,
    }),
  ).toBeVisible();
});
