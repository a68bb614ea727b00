// Lighthouse's mobile performance score (its default: a mid-range phone on slow 4G, simulated) in the system
// Chromium. Lighthouse is an optional dev dependency: when it cannot be loaded the bench says so and goes on.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './web';

export interface LighthouseResult {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export type LighthouseRunner = (path: string, cookie: string | undefined) => Promise<LighthouseResult>;

/** A runner, or the reason there is none. */
export async function loadLighthouse(
  chromiumPath: string,
  baseUrl: string,
): Promise<LighthouseRunner | string> {
  let lighthouse: typeof import('lighthouse').default;
  let launch: typeof import('chrome-launcher').launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch (error) {
    return `lighthouse could not be loaded (${(error as Error).message})`;
  }
  return async (path, cookie) => {
    const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless', ...CHROMIUM_ARGS] });
    try {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: cookie ? { Cookie: cookie } : null,
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      keepReport(path, lhr);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const score = lhr.categories.performance?.score;
      return {
        path,
        score: typeof score === 'number' ? score * 100 : Number.NaN,
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      };
    } finally {
      chrome.kill();
    }
  };
}

let reportsKept = 0;

/** BENCH_LIGHTHOUSE_DIR: each run's whole report (long tasks, script bootup, the trace's breakdown) is kept there. */
function keepReport(path: string, lhr: object) {
  const dir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  reportsKept += 1;
  const name = `${String(reportsKept).padStart(2, '0')}${path.replaceAll('/', '-') || '-root'}.json`;
  writeFileSync(join(dir, name), JSON.stringify(lhr));
}
