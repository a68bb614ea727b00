// Browser tests against the production build, started exactly as `pnpm start` starts it, in the system
// Chromium (never a downloaded browser). Build first: `pnpm build`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CALENDAR_ZONE, calendarIcs, klToday, SUBSCRIBE_URL } from './calendar-feed';
import { SURVEY_URL } from './voting-sheet';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// A fresh embedded database for every run. The runner and each worker load this file; workers inherit the
// runner's environment, so they all name the same folder. The runner removes it as it exits, after it has
// stopped the server.
if (!process.env.KUBM_E2E_DATA_DIR) {
  const created = mkdtempSync(join(tmpdir(), 'kubm-e2e-'));
  process.env.KUBM_E2E_DATA_DIR = created;
  process.once('exit', () => rmSync(created, { recursive: true, force: true }));
}
const DATA_DIR = process.env.KUBM_E2E_DATA_DIR;
if (!process.env.KUBM_E2E_MAIL_DIR) {
  const created = mkdtempSync(join(tmpdir(), 'kubm-e2e-mail-'));
  process.env.KUBM_E2E_MAIL_DIR = created;
  process.once('exit', () => rmSync(created, { recursive: true, force: true }));
}
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3198);
// The church calendar's feed (calendar-feed.ts), written here and not in globalSetup: Playwright starts the
// webServer first, and its CALENDAR_ICS_URL must name the file. KUBM_E2E_CALENDAR_TODAY tells the workers
// which day the events were placed around.
if (!process.env.KUBM_E2E_CALENDAR_FILE) {
  const created = mkdtempSync(join(tmpdir(), 'kubm-e2e-calendar-'));
  const today = klToday();
  const file = join(created, 'calendar.ics');
  writeFileSync(file, calendarIcs(today));
  process.env.KUBM_E2E_CALENDAR_FILE = file;
  process.env.KUBM_E2E_CALENDAR_TODAY = today;
  process.once('exit', () => rmSync(created, { recursive: true, force: true }));
}
const CALENDAR_FILE = process.env.KUBM_E2E_CALENDAR_FILE;
// The voting sheet (voting-sheet.ts): global-setup.ts writes it, voting.spec.ts rewrites it.
if (!process.env.KUBM_E2E_VOTING_CSV) {
  const created = mkdtempSync(join(tmpdir(), 'kubm-e2e-voting-'));
  process.env.KUBM_E2E_VOTING_CSV = join(created, 'undian.csv');
  process.once('exit', () => rmSync(created, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: './tests',
  // A real SMTP server that keeps the portal's e-mails for the tests to read (mail-catcher.ts).
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  forbidOnly: true,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    locale: 'ms-MY',
    timezoneId: 'Asia/Kuala_Lumpur',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true },
      grepInvert: /@desktop/,
    },
  ],
  webServer: {
    command: 'pnpm --filter @kubm/server start',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server close the database and release the DATA_DIR lock.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE_URL,
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // Empty means unset (apps/server/src/config.ts): the run never depends on the caller's shell.
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      CALENDAR_ICS_URL: CALENDAR_FILE,
      CALENDAR_TIMEZONE: CALENDAR_ZONE,
      CALENDAR_SUBSCRIBE_URL: SUBSCRIBE_URL,
      // No page for events without their own: their titles show without a link.
      CALENDAR_PAGE_URL: '',
      GOOGLE_CALENDAR_ID: '',
      GOOGLE_API_KEY: '',
      VOTING_CSV_URL: process.env.KUBM_E2E_VOTING_CSV,
      VOTING_SURVEY_URL: SURVEY_URL,
      // A changed sheet is read within 0.2 s rather than 15 s; the page's own 30 s poll is not shortened
      // (voting.spec.ts moves the page's clock instead).
      VOTING_REFRESH_SECONDS: '0.2',
      VOTING_RETRY_SECONDS: '0.2',
      REGISTRATION_CODE: '',
      TRUST_PROXY: '',
      // Every test registers its own members, all from 127.0.0.1: the default 10 an hour per address
      // would stop the suite after a few tests. The limit itself is tested in apps/server.
      REGISTER_MAX_PER_HOUR: '1000',
      // Failed sign-ins from one address across all accounts: the suite's wrong-password steps all come
      // from 127.0.0.1 and must never add up to a lockout. The per-account limits keep their defaults.
      LOGIN_MAX_PER_ADDRESS: '1000',
    },
  },
});
