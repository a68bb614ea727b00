// The action-first dashboard and week-grouped events (docs/product.md#dashboard), with the calendar of
// e2e/calendar-feed.ts placed around KUBM_E2E_CALENDAR_TODAY.
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import { addDays, calendarDays, klToday } from '../calendar-feed';
import { registrationCode } from '../founder';

const TODAY = process.env.KUBM_E2E_CALENDAR_TODAY ?? '';
const DAYS = calendarDays(TODAY);
const SHORT_DAYS = ['Ahd', 'Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'];

function baseUrl(): string {
  return test.info().project.use.baseURL as string;
}

function uniqueSuffix(): string {
  return `${test.info().project.name}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

async function registerMember(page: Page, name: string): Promise<number> {
  const pair = { ministry: 'BELIA (MINISTRI)', role: 'Member' };
  const response = await page.request.post('/api/register', {
    headers: { Origin: baseUrl() },
    data: {
      registrationCode: registrationCode(),
      name,
      email: `papan-${uniqueSuffix()}@contoh.my`,
      phone: '0123456789',
      password: 'kata-laluan-ujian',
      ...pair,
      ministryRoles: [pair],
    },
  });
  expect(response.ok(), `POST /api/register answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

async function createTask(
  page: Page,
  task: { title: string; assigneeId: number; startDate: string; dueDate: string; status?: string },
): Promise<void> {
  const response = await page.request.post('/api/tasks', {
    headers: { Origin: baseUrl() },
    data: { description: 'Ujian papan pemuka', isUrgent: false, ...task },
  });
  expect(response.status(), `POST /api/tasks answered ${await response.text()}`).toBe(201);
}

function shownDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** 'Ahd29Nov': what a date badge reads for a day, written out here rather than taken from the app. */
function badgeText(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${SHORT_DAYS[weekday]}${d}${SHORT_MONTHS[m - 1]}`;
}

/** The week label of a day relative to today (weeks start on Sunday). */
function weekLabel(day: string): string {
  const sunday = (value: string) => {
    const [y = 0, m = 1, d = 1] = value.split('-').map(Number);
    return addDays(value, -new Date(Date.UTC(y, m - 1, d)).getUTCDay());
  };
  const weeks = (Date.parse(sunday(day)) - Date.parse(sunday(TODAY))) / (7 * 86_400_000);
  if (weeks === 0) return 'Minggu ini';
  if (weeks === 1) return 'Minggu depan';
  return '';
}

/** The computed colour of a probe carrying `className`, in the page's current theme. */
async function colourOf(page: Page, className: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.className = name;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, className);
}

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box on screen').not.toBeNull();
  return (box?.y ?? 0) + (box?.height ?? 0);
}

test.describe('dashboard on a phone', { tag: '@mobile' }, () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows my open tasks and the next events on the first screen, late in red', async ({ page }) => {
    // Task days count from today in Kuala Lumpur now (the feed's TODAY was fixed when the run began).
    const today = klToday();
    const suffix = uniqueSuffix();
    const id = await registerMember(page, `Ahli Papan ${suffix}`);
    const late = `Tugas lewat ${suffix}`;
    const soon = `Tugas minggu ini ${suffix}`;
    const done = `Tugas selesai ${suffix}`;
    await createTask(page, {
      title: soon,
      assigneeId: id,
      startDate: today,
      dueDate: addDays(today, 3),
    });
    await createTask(page, {
      title: late,
      assigneeId: id,
      startDate: addDays(today, -6),
      dueDate: addDays(today, -2),
    });
    await createTask(page, {
      title: done,
      assigneeId: id,
      startDate: addDays(today, -6),
      dueDate: addDays(today, -3),
      status: 'Selesai',
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Papan Pemuka' })).toBeVisible();
    const tasks = page.getByTestId('my-task');
    await expect(tasks).toHaveCount(2);
    await expect(page.getByTestId('my-tasks-count')).toHaveText('2 tugas terbuka');
    await expect(page.getByText(done)).toHaveCount(0);

    // The next due first: the late one, with its date, 'lewat 2 hari', in the destructive colour.
    const first = tasks.first();
    await expect(first).toContainText(late);
    await expect(first).toContainText(shownDate(addDays(today, -2)));
    const lateText = first.getByText('lewat 2 hari', { exact: true });
    await expect(lateText).toBeVisible();
    expect(await lateText.evaluate((element) => getComputedStyle(element).color)).toBe(
      await colourOf(page, 'text-destructive'),
    );
    await expect(first).toHaveAttribute('href', '/tasks');
    const second = tasks.nth(1);
    await expect(second).toContainText('3 hari lagi');
    expect(
      await second.getByText('3 hari lagi').evaluate((element) => getComputedStyle(element).color),
    ).not.toBe(await colourOf(page, 'text-destructive'));

    // Both on the first screen, without scrolling.
    const panel = page.getByTestId('upcoming-events');
    const firstEvent = panel.getByTestId('calendar-event').first();
    await expect(firstEvent).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await bottomOf(first)).toBeLessThanOrEqual(812);
    expect(await bottomOf(firstEvent)).toBeLessThanOrEqual(812);

    // The next event: its date badge and its week.
    await expect(firstEvent).toContainText('Latihan Koir');
    await expect(firstEvent.getByTestId('event-date-badge')).toHaveText(badgeText(DAYS.koir[0] ?? ''));
    const label = weekLabel(DAYS.koir[0] ?? '');
    if (label) await expect(panel.getByText(label, { exact: true }).first()).toBeVisible();

    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('remembers a closed welcome card on this device', async ({ page }) => {
    await registerMember(page, `Ahli Sambutan ${uniqueSuffix()}`);
    await page.goto('/');
    const welcome = page.getByRole('heading', { level: 2, name: /Selamat Datang ke .*KUBM/ });
    await expect(welcome).toBeVisible();
    const close = page.getByRole('button', { name: 'Tutup kad selamat datang' });
    const box = await close.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(welcome).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Papan Pemuka' })).toBeVisible();
    await expect(page.getByTestId('stat-card')).toHaveCount(3);
    await expect(welcome).toHaveCount(0);
  });

  test('ends the events panel on a whole event, or fades it out with "Lihat semua"', async ({ page }) => {
    await registerMember(page, `Ahli Acara ${uniqueSuffix()}`);
    await page.goto('/');
    const panel = page.getByTestId('upcoming-events');
    const events = panel.getByTestId('calendar-event');
    await expect(events.first()).toBeVisible();
    await expect(events).toHaveCount(8);

    const area = await panel.boundingBox();
    const areaBottom = (area?.y ?? 0) + (area?.height ?? 0);
    const cut: string[] = [];
    for (const box of await events.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect()))) {
      if (box.top < areaBottom && box.bottom > areaBottom + 1) cut.push(`${box.top}-${box.bottom}`);
    }
    const fade = () => panel.evaluate((element) => getComputedStyle(element).maskImage);
    if (cut.length > 0) {
      // An event runs past the bottom: it fades out, and 'Lihat semua' leads to the rest.
      expect(await fade()).toContain('gradient');
      await expect(page.getByRole('link', { name: 'Lihat semua acara' })).toHaveAttribute(
        'href',
        '/calendar',
      );
      // Scrolled to its end, nothing is cut any more and the fade is gone.
      await panel.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect.poll(fade).toBe('none');
      const last = events.last();
      expect(await bottomOf(last)).toBeLessThanOrEqual(await bottomOf(panel));
    } else {
      expect(await fade()).toBe('none');
    }
    // The card ends with its content: no empty space under the list.
    const card = panel.locator('xpath=..');
    const link = page.getByRole('link', { name: 'Lihat semua acara' });
    const contentBottom = (await link.count()) > 0 ? await bottomOf(link) : await bottomOf(panel);
    expect((await bottomOf(card)) - contentBottom).toBeLessThanOrEqual(24);
  });
});

test('shows five activities on a phone until asked for all', { tag: '@mobile' }, async ({ page }) => {
  for (let n = 0; n < 6; n += 1) await registerMember(page, `Ahli Lipatan ${n} ${uniqueSuffix()}`);
  await page.goto('/');
  const lines = page.locator('[data-testid="activity-item"]:visible');
  await expect(lines).toHaveCount(5);
  const more = page.getByRole('button', { name: 'Tunjuk semua aktiviti' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  expect((await more.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await more.click();
  await expect(lines).toHaveCount(10);
  await expect(more).toHaveCount(0);
});

test('keeps the stat icons inside their cards at 768 px', { tag: '@desktop' }, async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await registerMember(page, `Ahli Statistik ${uniqueSuffix()}`);
  await page.goto('/');
  const cards = page.getByTestId('stat-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toHaveText(/^Jumlah Ahli\d+$/);
  for (const card of await cards.all()) {
    const outside = await card.evaluate((element) => {
      const frame = element.getBoundingClientRect();
      return [...element.querySelectorAll('svg, p')].filter((child) => {
        const box = child.getBoundingClientRect();
        return (
          box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom
        );
      }).length;
    });
    expect(outside).toBe(0);
  }
});

test('shows the activity lines in Malay, keeping their colours', async ({ page }) => {
  const name = `Ahli Aktiviti ${uniqueSuffix()}`;
  await registerMember(page, name);
  await page.goto('/');
  const line = page.getByTestId('activity-item').filter({ hasText: name });
  await expect(line).toContainText(`${name} menyertai jawatankuasa`);
  await expect(line).toContainText('baru sahaja');
  await expect(line.locator('[data-kind="joined"]')).toBeVisible();
  await expect(page.getByTestId('activity-item').filter({ hasText: 'joined the committee' })).toHaveCount(0);
});

test('groups /calendar by week with a date badge on every event', async ({ page }) => {
  await registerMember(page, `Ahli Minggu ${uniqueSuffix()}`);
  await page.goto('/calendar');
  const list = page.getByRole('list', { name: 'Upcoming Events (Next 3 Months)' });
  const events = list.getByTestId('calendar-event');
  await expect(events).toHaveCount(8);
  await expect(list.getByTestId('event-date-badge')).toHaveCount(8);
  const misa = events.filter({ hasText: 'Misa Belia' });
  await expect(misa.getByTestId('event-date-badge')).toHaveText(badgeText(DAYS.misa));
  // Each week is its own list, named by its label.
  const label = weekLabel(DAYS.koir[0] ?? '');
  if (label) {
    await expect(page.getByRole('list', { name: label }).getByTestId('calendar-event').first()).toContainText(
      'Latihan Koir',
    );
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
});
