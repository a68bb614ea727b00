// The church calendar (/calendar, docs/product.md#calendar) and the dashboard's
// 'Acara Akan Datang', at 1280px (project 'desktop') and 375px (project 'mobile'), with the browser's clock
// in UTC and in New York: every time is shown on Kuala Lumpur's clock, so 19:30 there reads '7:30 PM'.
// The feed is e2e/calendar-feed.ts, placed around KUBM_E2E_CALENDAR_TODAY.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousAxeViolations } from '../axe';
import {
  addDays,
  CALENDAR_ZONE,
  calendarDays,
  LONG_DESCRIPTION,
  monthYear,
  SUBSCRIBE_URL,
  shortDay,
} from '../calendar-feed';
import { registrationCode } from '../founder';

const TODAY = process.env.KUBM_E2E_CALENDAR_TODAY ?? '';
const DAYS = calendarDays(TODAY);
const ZONE_NOTE = `All times are in Malaysia Time (${CALENDAR_ZONE}).`;

/** Signs a fresh member in: the REST registration sets the session cookie the page shares. */
async function signIn(page: Page): Promise<void> {
  const suffix = `${test.info().project.name}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const pair = { ministry: 'LITURGI (MINISTRI)', role: 'Member' };
  const response = await page.request.post('/api/register', {
    headers: { Origin: test.info().project.use.baseURL as string },
    data: {
      registrationCode: registrationCode(),
      name: `Ahli Kalendar ${suffix}`,
      email: `kalendar-${suffix}@contoh.my`,
      phone: '0123456789',
      password: 'kata-laluan-ujian',
      ...pair,
      ministryRoles: [pair],
    },
  });
  expect(response.ok(), `POST /api/register answered ${response.status()}`).toBe(true);
}

/** Optional screenshots for a person to look at: set KUBM_E2E_SCREENSHOTS to a folder. */
async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.KUBM_E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const { project } = test.info();
  await page.screenshot({ path: join(dir, `calendar-${project.name}-${name}.png`), fullPage: true });
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
}

/** The event row whose title starts with `title`, inside `scope`. */
function eventRow(scope: Locator, title: string): Locator {
  return scope
    .getByTestId('calendar-event')
    .filter({ has: scope.page().getByRole('heading', { name: new RegExp(`^${title}( \\(|$)`) }) });
}

/** The text of a row's time line, spaces made plain ('Mar 5, 2026 7:30 PM – Mar 5, 2026 9:00 PM'). */
async function timeLine(row: Locator): Promise<string> {
  const texts = await row
    .locator('p')
    .first()
    .evaluate((p) => {
      // Screen-reader-only words ('to') are not on screen.
      const clone = p.cloneNode(true) as HTMLElement;
      for (const hidden of clone.querySelectorAll('.sr-only')) hidden.remove();
      return clone.textContent ?? '';
    });
  return texts.replace(/\s+/g, ' ').trim();
}

function dayButton(page: Page, day: string): Locator {
  return page.locator(`[data-day="${day}"] button`);
}

/** The month on screen, 'yyyy-MM', read from the grid's own days. */
async function monthShown(page: Page): Promise<string> {
  return (
    (await page.locator('[data-day]:not([data-outside])').first().getAttribute('data-day')) ?? ''
  ).slice(0, 7);
}

/** Moves the month grid to `day`'s month with its 'Previous month' / 'Next month' buttons. */
async function showMonthOf(page: Page, day: string): Promise<void> {
  const target = day.slice(0, 7);
  for (let shown = await monthShown(page); shown !== target; shown = await monthShown(page)) {
    await page.getByRole('button', { name: target > shown ? 'Next month' : 'Previous month' }).click();
    await expect.poll(() => monthShown(page)).not.toBe(shown);
  }
  await expect(page.getByRole('heading', { level: 2, name: `Events for ${monthYear(day)}` })).toBeVisible();
}

for (const timezoneId of ['UTC', 'America/New_York']) {
  test.describe(`with the browser in ${timezoneId}`, () => {
    test.use({ timezoneId, permissions: ['clipboard-read', 'clipboard-write'] });

    test('lists the upcoming events on the calendar clock, and offers the subscribe address', async ({
      page,
    }) => {
      expect(TODAY, 'playwright.config.ts sets KUBM_E2E_CALENDAR_TODAY').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await signIn(page);
      await page.goto('/calendar');
      await expect(page.getByRole('heading', { level: 1, name: 'Church Calendar' })).toBeVisible();
      await expect(page.getByTestId('calendar-zone')).toHaveText(ZONE_NOTE);
      await expect(page.getByRole('tab', { name: 'Upcoming Events', selected: true })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Upcoming Events (Next 3 Months)' }),
      ).toBeVisible();

      // Sorted by start; recurring events expanded; last month's event left out.
      const list = page.getByRole('list', { name: 'Upcoming Events (Next 3 Months)' });
      const titles = (await list.getByRole('heading', { level: 3 }).allTextContents()).map((t) =>
        t.replace(' (opens in a new tab)', ''),
      );
      // Start on the Kuala Lumpur clock ('yyyy-MM-ddTHH:mm'; all-day at 00:00, before a timed one).
      const expected = [
        [`${DAYS.koir[0]}T20:00`, 'Latihan Koir'],
        [`${DAYS.misa}T19:30`, 'Misa Belia'],
        [`${DAYS.koir[1]}T20:00`, 'Latihan Koir'],
        [`${DAYS.hariBelia}T00:00`, 'Hari Belia'],
        [`${DAYS.tengahMalam}T00:30`, 'Doa Tengah Malam'],
        [`${DAYS.koir[2]}T20:00`, 'Latihan Koir'],
        [`${DAYS.kem[0]}T00:00`, 'Kem Kepimpinan'],
        [`${DAYS.sambutan}T10:00`, 'Sambutan Bulan Depan'],
      ]
        .sort(([a = ''], [b = '']) => a.localeCompare(b))
        .map(([, title]) => title);
      expect(titles).toEqual(expected);
      await expect(list.getByText('Perjumpaan Bulan Lalu')).toHaveCount(0);

      // 19:30 in Kuala Lumpur is 7:30 PM, whatever the browser's clock; the title opens the event's page.
      const misa = eventRow(list, 'Misa Belia');
      expect(await timeLine(misa)).toBe(`${shortDay(DAYS.misa)} 7:30 PM – ${shortDay(DAYS.misa)} 9:00 PM`);
      const link = misa.getByRole('link', { name: 'Misa Belia (opens in a new tab)' });
      await expect(link).toHaveAttribute('href', 'https://example.org/misa-belia');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const flat = LONG_DESCRIPTION.replace(/\s+/g, ' ');
      await expect(misa.getByText(`${flat.slice(0, 200).trimEnd()}...`, { exact: true })).toBeVisible();
      await expect(misa).toContainText('Dewan St. Mary, Kuala Lumpur');

      // 00:30 in Kuala Lumpur: its own day there, though the browser's clock still says the day before.
      expect(await timeLine(eventRow(list, 'Doa Tengah Malam'))).toBe(
        `${shortDay(DAYS.tengahMalam)} 12:30 AM – ${shortDay(DAYS.tengahMalam)} 1:30 AM`,
      );
      // A one-day event shows no end; a three-day one does. Neither has a page: no link.
      const hariBelia = eventRow(list, 'Hari Belia');
      expect(await timeLine(hariBelia)).toBe(shortDay(DAYS.hariBelia));
      await expect(hariBelia.getByRole('link')).toHaveCount(0);
      expect(await timeLine(eventRow(list, 'Kem Kepimpinan'))).toBe(
        `${shortDay(DAYS.kem[0] ?? '')} – ${shortDay(DAYS.kem[2] ?? '')}`,
      );

      // Subscribe: the address, a copy button and a webcal:// link for phones.
      const address = page.getByRole('textbox', { name: 'Calendar address' });
      await expect(address).toHaveValue(SUBSCRIBE_URL);
      await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
        'href',
        SUBSCRIBE_URL.replace('https://', 'webcal://'),
      );
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await expect(page.getByText('Copied', { exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SUBSCRIBE_URL);

      await expectNoHorizontalOverflow(page);
      await snapshot(page, `upcoming-${timezoneId.replace('/', '-')}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test('shows the month grid with event days, a chosen day and other months', async ({ page }) => {
      await signIn(page);
      await page.goto('/calendar');
      await page.getByRole('tab', { name: 'Calendar View' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: `Events for ${monthYear(TODAY)}` }),
      ).toBeVisible();
      await expect(page.getByText('Dates with events', { exact: true })).toBeVisible();
      // The week starts on Sunday (the weekday row is hidden from screen readers: each day's label names it).
      await expect(page.locator('thead th').first()).toHaveText('Su');
      await expect(dayButton(page, `${TODAY.slice(0, 8)}01`)).toHaveAccessibleName(/^(Today, )?\w+day, /);

      // The month with 'Doa Tengah Malam': its Kuala Lumpur day is marked, not the browser's day before.
      await showMonthOf(page, DAYS.tengahMalam);
      const midnight = dayButton(page, DAYS.tengahMalam);
      await expect(midnight).toHaveAccessibleName(/, 1 event$/);
      const dayBefore = addDays(DAYS.tengahMalam, -1);
      if (monthYear(dayBefore) === monthYear(DAYS.tengahMalam)) {
        await expect(dayButton(page, dayBefore)).not.toHaveAccessibleName(/event/);
      }
      const month = page.getByRole('list', { name: /^Events for / });
      expect(await timeLine(eventRow(month, 'Doa Tengah Malam'))).toContain('12:30 AM');
      // The month list has no descriptions.
      if (monthYear(DAYS.misa) === monthYear(DAYS.tengahMalam)) {
        const misa = eventRow(month, 'Misa Belia');
        expect(await timeLine(misa)).toBe(`${shortDay(DAYS.misa)} 7:30 PM – ${shortDay(DAYS.misa)} 9:00 PM`);
        await expect(misa).not.toContainText('Bawa Alkitab');
      }

      await snapshot(page, `month-${timezoneId.replace('/', '-')}`);

      // Choosing a day narrows the list to it, by keyboard as well: the grid is a grid of buttons.
      await midnight.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(/^Showing .+ only\.$/)).toBeVisible();
      await expect(month.getByTestId('calendar-event')).toHaveCount(1);
      await expect(eventRow(month, 'Doa Tengah Malam')).toBeVisible();
      await page.getByRole('button', { name: 'Show the whole month' }).click();
      await expect(page.getByText(/^Showing .+ only\.$/)).toHaveCount(0);

      // Every day of the three-day camp is marked (those in the month on screen).
      await showMonthOf(page, DAYS.kem[0] ?? '');
      for (const day of DAYS.kem.filter((d) => monthYear(d) === monthYear(DAYS.kem[0] ?? ''))) {
        await expect(dayButton(page, day)).toHaveAccessibleName(/, 1 event$/);
      }

      // Another month loads its own events: next month's celebration, last month's meeting.
      const thisMonth = page.getByRole('button', { name: 'This month' });
      if (await thisMonth.isEnabled()) await thisMonth.click();
      await expect(
        page.getByRole('heading', { level: 2, name: `Events for ${monthYear(TODAY)}` }),
      ).toBeVisible();
      // By keyboard: Page Down moves from the 15th to the 15th of next month, and the month follows.
      await dayButton(page, `${TODAY.slice(0, 8)}15`).focus();
      await page.keyboard.press('PageDown');
      await expect(
        page.getByRole('heading', { level: 2, name: `Events for ${monthYear(DAYS.sambutan)}` }),
      ).toBeVisible();
      await expect(dayButton(page, DAYS.sambutan)).toBeFocused();
      await expect(dayButton(page, DAYS.sambutan)).toHaveAccessibleName(/event/);
      await expect(eventRow(month, 'Sambutan Bulan Depan')).toBeVisible();
      await page.getByRole('button', { name: 'Previous month' }).click();
      await page.getByRole('button', { name: 'Previous month' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: `Events for ${monthYear(DAYS.lalu)}` }),
      ).toBeVisible();
      const lalu = eventRow(month, 'Perjumpaan Bulan Lalu');
      expect(await timeLine(lalu)).toBe(`${shortDay(DAYS.lalu)} 10:00 AM`);

      await expectNoHorizontalOverflow(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test("lists the upcoming events in the dashboard's panel", async ({ page }) => {
      await signIn(page);
      await page.goto('/');
      const panel = page.getByTestId('upcoming-events');
      await expect(page.getByRole('heading', { level: 2, name: 'Acara Akan Datang' })).toBeVisible();
      const misa = eventRow(panel, 'Misa Belia');
      expect(await timeLine(misa)).toBe(`${shortDay(DAYS.misa)} 7:30 PM – ${shortDay(DAYS.misa)} 9:00 PM`);
      await expect(
        panel.getByRole('list', { name: 'Acara Akan Datang' }).getByTestId('calendar-event'),
      ).toHaveCount(8);
      await expect(panel.getByText(ZONE_NOTE)).toBeVisible();
      // At most 400 px tall; the rest scrolls.
      expect(await panel.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('400px');
      expect(await panel.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');

      await expectNoHorizontalOverflow(page);
      await snapshot(page, `dashboard-${timezoneId.replace('/', '-')}`);
      await page.getByRole('link', { name: 'Lihat Kalendar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Church Calendar' })).toBeVisible();
    });
  });
}
