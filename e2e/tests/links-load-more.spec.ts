// /links with more links than one page (LINKS_PAGE_SIZE, 100 by default): 'Muat Lagi' shows the older
// ones; a short list never shows the button. The run's database is shared, so the links made here are
// deleted again at the end, and none is in a category another spec counts on.
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registrationCode } from '../founder';

const PAGE_SIZE = 100;

function baseUrl(): string {
  return test.info().project.use.baseURL as string;
}

function suffix(): string {
  return `${test.info().project.name}-${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;
}

async function signUp(page: Page): Promise<void> {
  const pair = { ministry: 'LITURGI (MINISTRI)', role: 'Member' };
  const response = await page.request.post('/api/register', {
    headers: { Origin: baseUrl() },
    data: {
      registrationCode: registrationCode(),
      name: 'Ahli Halaman',
      email: `muat-lagi-${suffix()}@contoh.my`,
      phone: '0123456789',
      password: 'kata-laluan-ujian',
      ministryRoles: [pair],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function addLink(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post('/api/links', {
    headers: { Origin: baseUrl() },
    data: { title, url: 'https://contoh.my/muat-lagi', category: 'Lain-lain' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

function card(page: Page, title: string) {
  return page
    .getByTestId('link-card')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

test("'Muat Lagi' shows the links beyond the first page", async ({ page }) => {
  // 101 links set up and deleted through the API, one request each.
  test.setTimeout(120_000);
  await signUp(page);
  const tag = suffix();
  const oldest = `Pautan terlama ${tag}`;
  const newest = `Pautan terbaru ${tag}`;
  const ids = [await addLink(page.request, oldest)];
  try {
    // The oldest link ends up exactly one page below the newest.
    for (let i = 1; i < PAGE_SIZE; i++) ids.push(await addLink(page.request, `Pautan ${i} ${tag}`));
    ids.push(await addLink(page.request, newest));

    await page.goto('/links');
    await expect(card(page, newest)).toBeVisible();
    const more = page.getByRole('button', { name: 'Muat Lagi', exact: true });
    await expect(more).toBeVisible();
    await expect(card(page, oldest)).toHaveCount(0);
    await expect(page.getByTestId('link-card')).toHaveCount(PAGE_SIZE);

    await more.click();
    await expect(card(page, oldest)).toBeVisible();
    await expect(card(page, newest)).toHaveCount(1);
  } finally {
    for (const id of ids) await page.request.delete(`/api/links/${id}`, { headers: { Origin: baseUrl() } });
  }
});

test('a list that fits one page shows no Muat Lagi', async ({ page }) => {
  await signUp(page);
  const title = `Pautan sehalaman ${suffix()}`;
  const id = await addLink(page.request, title);
  // The first page as the only one: whatever the shared database holds, the next page is empty.
  await page.route(/\/trpc\/links\.list/, async (route) => {
    const input = new URL(route.request().url()).searchParams.get('input') ?? '';
    if (input.includes('"cursor":null') || !input.includes('cursor')) return route.continue();
    return route.fulfill({ json: [{ result: { data: [] } }] });
  });
  try {
    await page.goto('/links');
    await expect(card(page, title)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Muat Lagi', exact: true })).toHaveCount(0);
  } finally {
    await page.request.delete(`/api/links/${id}`, { headers: { Origin: baseUrl() } });
  }
});
