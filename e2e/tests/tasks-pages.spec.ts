// The task board a page at a time and the old tasks ('Tugas lama', docs/decisions/task-list-pages.md) as a
// member clicks them, at 1280px and 375px. Against a server of this file's own, the production bundle started
// as `pnpm start` starts it, with settings the shared server must not have: 3 tasks a page, and
// TASKS_ARCHIVE_DAYS=0, so a task is old as soon as it is finished.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';

const PAGE_SIZE = 3;
const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server');

interface OwnServer {
  url: string;
  child: ChildProcess;
}

let server: OwnServer | undefined;

/** `pnpm start`'s command (apps/server/package.json), on a random port and an in-memory database. */
async function startServer(): Promise<OwnServer> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      APP_URL: '',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      CALENDAR_ICS_URL: '',
      GOOGLE_CALENDAR_ID: '',
      GOOGLE_API_KEY: '',
      VOTING_CSV_URL: '',
      TRUST_PROXY: '',
      REGISTRATION_CODE: '',
      REGISTRATION_OPEN: 'true',
      TASKS_PAGE_SIZE: String(PAGE_SIZE),
      TASKS_ARCHIVE_DAYS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the server exited (${code}) before it was ready`)));
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'ready' && entry.url) done(entry.url);
      } catch {
        // Not a log line.
      }
    });
  });
  return { url, child };
}

async function stopServer(own: OwnServer): Promise<void> {
  if (own.child.exitCode !== null) return;
  const exited = new Promise((done) => own.child.once('exit', done));
  own.child.kill('SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  // The embedded database's first start (initdb and migrations) on a loaded machine.
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  if (server) await stopServer(server);
});

function own(path: string): string {
  return `${server?.url}${path}`;
}

function suffix(): string {
  return `${test.info().project.name}-${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;
}

/** Registers a member on this file's server; the page shares the session. Returns the member's id. */
async function signUp(page: Page): Promise<number> {
  const pair = { ministry: 'BELIA (MINISTRI)', role: 'Member' };
  const response = await page.request.post(own('/api/register'), {
    headers: { Origin: own('') },
    data: {
      name: `Ahli Halaman ${suffix()}`,
      email: `halaman-${suffix()}@contoh.my`,
      phone: '0123456789',
      password: 'kata-laluan-ujian',
      ministryRoles: [pair],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

async function addTask(
  page: Page,
  assigneeId: number,
  title: string,
  dueDate: string,
  status = 'Belum Selesai',
): Promise<void> {
  const response = await page.request.post(own('/api/tasks'), {
    headers: { Origin: own('') },
    data: { title, assigneeId, startDate: '2026-01-01', dueDate, isUrgent: false, status },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function card(page: Page, title: string) {
  return page
    .getByTestId('task-card')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });
}

test("'Muat Lagi' shows the board's next page", async ({ page }) => {
  const me = await signUp(page);
  // The last due is the one beyond the first page.
  const titles = ['Tugas pertama', 'Tugas kedua', 'Tugas ketiga', 'Tugas keempat'];
  for (const [i, title] of titles.entries()) await addTask(page, me, title, `2026-0${i + 2}-01`);

  await page.goto(own('/tasks'));
  await expect(card(page, 'Tugas pertama')).toBeVisible();
  const more = page.getByRole('button', { name: 'Muat Lagi', exact: true });
  await expect(more).toBeVisible();
  await expect(page.getByTestId('task-card')).toHaveCount(PAGE_SIZE);
  await expect(card(page, 'Tugas keempat')).toHaveCount(0);

  await more.click();
  await expect(card(page, 'Tugas keempat')).toBeVisible();
  await expect(page.getByTestId('task-card')).toHaveCount(titles.length);
  // The page after it is empty: the list has ended.
  await expect(more).toHaveCount(0);
  await expect(page.getByTestId('task-group-count').first()).toHaveText(`${titles.length} tugas`);
});

test("'Tugas lama' lists a finished task the board no longer shows", async ({ page }) => {
  const me = await signUp(page);
  await page.goto(own('/tasks/lama'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tugas Lama' })).toBeVisible();
  await expect(page.getByText('Tiada tugas lama.', { exact: true })).toBeVisible();

  await addTask(page, me, 'Tugas yang sudah selesai', '2026-02-01', 'Selesai');
  await addTask(page, me, 'Tugas yang masih terbuka', '2026-03-01');
  await page.goto(own('/tasks'));
  await expect(card(page, 'Tugas yang masih terbuka')).toBeVisible();
  await expect(card(page, 'Tugas yang sudah selesai')).toHaveCount(0);

  // Below the board, reached and followed by keyboard.
  const link = page.getByRole('link', { name: 'Tugas lama', exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(own('/tasks/lama'));
  await expect(page).toHaveTitle('Tugas Lama · Portal KUBM');
  await expect(card(page, 'Tugas yang sudah selesai')).toBeVisible();
  await expect(card(page, 'Tugas yang sudah selesai').getByText('Selesai', { exact: true })).toBeVisible();
  await expect(card(page, 'Tugas yang masih terbuka')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Tugas Ditugaskan Kepada Anda' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: 'Pengurusan Tugas', exact: true }).click();
  await expect(page).toHaveURL(own('/tasks'));
});
