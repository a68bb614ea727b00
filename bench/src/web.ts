// JavaScript and CSS each route costs a first visit, measured in the system Chromium: bytes as sent (after
// compression, headers left out) and as decoded, for a cold cache.
import { chromium, type Page, type Request } from '@playwright/test';

/** Chromium's flags for the bench (headless is Playwright's own; chrome-launcher gets it spelled out). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Bytes {
  files: number;
  encoded: number;
  decoded: number;
}

export interface RouteBytes {
  path: string;
  signedIn: boolean;
  /** Where the page ended up: a signed-in route that lands on /auth measured the wrong screen. */
  landedOn: string;
  js: Bytes;
  css: Bytes;
}

export type AssetKind = 'js' | 'css' | null;

export function assetKind(contentType: string | undefined): AssetKind {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/javascript' || type === 'application/javascript') return 'js';
  if (type === 'text/css') return 'css';
  return null;
}

const SCREEN_TIMEOUT_MS = 60_000;
/** No request in flight or started for this long: the page has fetched what the route needs. */
const QUIET_MS = 1500;

function watchNetwork(page: Page): (quietMs: number) => Promise<void> {
  let inFlight = 0;
  let lastActivity = performance.now();
  const started = () => {
    inFlight += 1;
    lastActivity = performance.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (quietMs) => {
    const deadline = performance.now() + SCREEN_TIMEOUT_MS;
    while ((inFlight > 0 || performance.now() - lastActivity < quietMs) && performance.now() < deadline) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

export async function measureRoutes(
  chromiumPath: string,
  baseUrl: string,
  routes: readonly { path: string; signedIn: boolean }[],
  cookie: string,
): Promise<RouteBytes[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const measured: RouteBytes[] = [];
    for (const route of routes) {
      // A context per route: a cold cache, and no service worker answering from its own cache.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      if (route.signedIn) {
        const [name = '', value = ''] = cookie.split('=', 2);
        await context.addCookies([{ name, value, url: baseUrl }]);
      }
      const page = await context.newPage();
      const totals: Record<'js' | 'css', Bytes> = {
        js: { files: 0, encoded: 0, decoded: 0 },
        css: { files: 0, encoded: 0, decoded: 0 },
      };
      const pending: Promise<void>[] = [];
      const onFinished = (request: Request) => {
        pending.push(
          (async () => {
            const response = await request.response();
            const kind = assetKind(response?.headers()['content-type']);
            if (!response || !kind) return;
            const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
            totals[kind].files += 1;
            totals[kind].encoded += sizes.responseBodySize;
            totals[kind].decoded += body.byteLength;
          })(),
        );
      };
      page.on('requestfinished', onFinished);
      const quiet = watchNetwork(page);
      await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load' });
      // Every screen has its <h1>: the route's lazy chunk has run. 'networkidle' alone is not enough on a
      // busy machine, where parsing the main bundle can outlast its 500 ms.
      await page.locator('h1').first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
      await quiet(QUIET_MS);
      // Nothing is counted once the page is quiet: a request finishing later must not outlive the context.
      page.off('requestfinished', onFinished);
      await Promise.all(pending);
      measured.push({ ...route, landedOn: new URL(page.url()).pathname, ...totals });
      await context.close();
    }
    return measured;
  } finally {
    await browser.close();
  }
}
