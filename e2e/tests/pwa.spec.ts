// The installable web app and the task notifications (docs/decisions/task-notifications-through-worker.md) in
// the production build, at 1280px ('desktop') and 375px ('mobile'): the app registers /sw.js on every page,
// signed in or not; the manifest is one Chromium accepts for installing, with icons of the sizes it declares;
// and the notification module (apps/web/src/lib/task-notifications.ts) shows its notifications through that
// worker when permitted, and nothing, silently, when not.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import ts from 'typescript';
import { registrationCode } from '../founder';
import type { ShownNotification } from '../notifications';

const THEME_COLOR = '#1e3a8a';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MODULE_SOURCE = join(ROOT, 'apps', 'web', 'src', 'lib', 'task-notifications.ts');
/** The one thing it imports: the app's route paths, from @kubm/validators. */
const PATHS_SOURCE = join(ROOT, 'packages', 'validators', 'src', 'paths.ts');
/** Where the test serves the module to the page: same origin, so the portal's CSP allows it unchanged. */
const MODULE_URL = '/__e2e__/task-notifications.js';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

/** The width and height in a PNG's IHDR chunk, which always comes first after the 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits for the app's own registration of /sw.js to be active and returns its script URL and scope. */
async function activeWorker(page: Page): Promise<{ scriptURL: string; scope: string }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scriptURL: registration.active?.scriptURL ?? '', scope: registration.scope };
  });
}

/**
 * Lets the page import the notification module exactly as written: its TypeScript, stripped of types
 * by the compiler, answered at MODULE_URL. Nothing is added to the app for the test's sake.
 */
async function serveNotificationModule(page: Page): Promise<void> {
  const javascript = (file: string) =>
    ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    }).outputText;
  const module = javascript(MODULE_SOURCE).replace("from '@kubm/validators'", "from './paths.js'");
  expect(module).toContain("from './paths.js'");
  const serve = (url: string, body: string) =>
    page.route(`**${url}`, (route) => route.fulfill({ contentType: 'text/javascript; charset=utf-8', body }));
  await serve(MODULE_URL, module);
  await serve(MODULE_URL.replace('task-notifications.js', 'paths.js'), javascript(PATHS_SOURCE));
}

/** Calls the module's notifyTaskAssigned and notifyTaskStatusChanged in the page; returns what is shown. */
async function notifyThroughModule(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async (moduleUrl) => {
    const notifications = await import(moduleUrl);
    await notifications.notifyTaskAssigned('Ahli Ujian');
    await notifications.notifyTaskStatusChanged('Selesai');
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, requireInteraction, data }) => ({
      title,
      body,
      requireInteraction,
      data,
    }));
  }, MODULE_URL);
}

/** Registers a new member through the REST API; the browser context keeps the session cookie. */
async function signInAsNewMember(page: Page): Promise<void> {
  const email = `pwa-${test.info().project.name}-${Date.now()}-${randomBytes(3).toString('hex')}@contoh.my`;
  const pair = { ministry: 'KOIR (MINISTRI)', role: 'Member' };
  const response = await page.request.post('/api/register', {
    headers: { Origin: test.info().project.use.baseURL as string },
    data: {
      registrationCode: registrationCode(),
      name: 'Ahli Ujian',
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

/** Opens /tasks, where the notifications are raised and where they lead, and waits for the worker. */
async function openTasks(page: Page): Promise<void> {
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Pengurusan Tugas' })).toBeVisible();
  await activeWorker(page);
}

/** Every console warning or error and uncaught page error from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function setNotificationPermission(
  context: BrowserContext,
  page: Page,
  setting: 'granted' | 'denied',
): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL as string).origin;
  if (setting === 'granted') {
    await context.grantPermissions(['notifications'], { origin });
    return;
  }
  // Playwright can only grant; the browser itself is told to deny, as a member's "Block" would.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
}

test.describe('the service worker', () => {
  test('/sw.js is registered for the whole site and active on any page, signed out too', async ({ page }) => {
    await page.goto('/auth');
    const worker = await activeWorker(page);
    expect(new URL(worker.scriptURL).pathname).toBe('/sw.js');
    expect(new URL(worker.scope).pathname).toBe('/');
    // updateViaCache 'none': every update check asks the server for /sw.js, never an HTTP-cached copy.
    const updateViaCache = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.updateViaCache,
    );
    expect(updateViaCache).toBe('none');
  });

  test('/sw.js is answered no-cache and the pages are never served by the worker', async ({ page }) => {
    await page.goto('/auth');
    await activeWorker(page);
    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(await sw.text()).not.toContain("addEventListener('fetch'");
    // A reload with the worker active still comes from the network: nothing is cached to go stale.
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(false);
  });
});

test.describe('the web app manifest', () => {
  test('is linked, valid, and names the app, its start, its display and its icons', async ({ page }) => {
    await page.goto('/auth');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = JSON.parse(await response.text());
    expect(manifest).toMatchObject({
      name: 'Portal KUBM',
      short_name: 'KUBM',
      lang: 'ms',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: THEME_COLOR,
    });
    expect(manifest.description).toEqual(expect.any(String));
    // The light theme's bar colour; the dark theme has its own tag (design-shell.spec.ts).
    await expect(
      page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]'),
    ).toHaveAttribute('content', THEME_COLOR);

    const icons: ManifestIcon[] = manifest.icons;
    const sizesFor = (purpose: string) =>
      icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes(purpose)).map((icon) => icon.sizes);
    expect(sizesFor('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizesFor('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      expect(icon.type).toBe('image/png');
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }

    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const touch = await page.request.get(touchIcon ?? '');
    expect(touch.headers()['content-type']).toBe('image/png');
    expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });
  });

  test('Chromium parses it without errors and finds the portal installable', async ({ page, context }) => {
    await page.goto('/auth');
    await activeWorker(page);
    const cdp = await context.newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito-like, and Chromium never installs from incognito; anything
    // else (no suitable icon, no start_url, wrong display…) would be listed beside it.
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  });
});

test.describe('task notifications', () => {
  test('granted: both are shown through the worker, requiring interaction and leading to /tasks', async ({
    page,
    context,
  }) => {
    await setNotificationPermission(context, page, 'granted');
    await serveNotificationModule(page);
    await signInAsNewMember(page);
    const problems = collectProblems(page);
    await openTasks(page);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');

    const shown = await notifyThroughModule(page);
    expect(shown).toEqual([
      {
        title: 'Tugas Baru Ditetapkan',
        body: 'Tugas telah ditetapkan kepada Ahli Ujian',
        requireInteraction: true,
        data: { url: '/tasks' },
      },
      {
        title: 'Status Tugas Dikemaskini',
        body: 'Status tugas telah dikemaskini kepada Selesai',
        requireInteraction: true,
        data: { url: '/tasks' },
      },
    ]);
    expect(problems).toEqual([]);
  });

  test('denied: nothing is shown, nothing is logged and the page carries on', async ({ page, context }) => {
    await setNotificationPermission(context, page, 'denied');
    await serveNotificationModule(page);
    await signInAsNewMember(page);
    const problems = collectProblems(page);
    await openTasks(page);
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');

    expect(await notifyThroughModule(page)).toEqual([]);
    // Asking again after a refusal does nothing either (no prompt, no error).
    await page.evaluate(
      async (moduleUrl) => (await import(moduleUrl)).askNotificationPermission(),
      MODULE_URL,
    );
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    expect(problems).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: 'Pengurusan Tugas' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/tasks');
  });
});
