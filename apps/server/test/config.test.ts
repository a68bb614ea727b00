import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, loadConfig } from '../src/config';
import { configErrorOf } from './config-error';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      appUrlIsDefault: true,
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Portal KUBM <no-reply@localhost>',
      calendarTimezone: 'Asia/Kuala_Lumpur',
      logLevel: 'info',
    });
  });

  it("defaults DATA_DIR to the repository root's .data, whatever the working directory", () => {
    expect(DEFAULT_DATA_DIR).toBe(resolve(repoRoot, '.data'));
    expect(loadConfig({}).dataDir).toBe(resolve(repoRoot, '.data'));
  });

  it('resolves a relative DATA_DIR from where the command was typed', () => {
    expect(loadConfig({ DATA_DIR: 'db', INIT_CWD: '/srv/kubm' }).dataDir).toBe('/srv/kubm/db');
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('follows PORT in the default APP_URL and trims a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    const config = loadConfig({ APP_URL: 'https://portal.kubm.my/' });
    expect(config.appUrl).toBe('https://portal.kubm.my');
    expect(config.appUrlIsDefault).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: ' ' })).toMatchObject({ port: 3000, smtpUrl: undefined });
  });

  it('refuses a bad PORT with one line naming it', () => {
    for (const port of ['abc', '-1', '70000', '3.5']) {
      const message = configErrorOf({ PORT: port });
      expect(message).toMatch(/^Invalid configuration: PORT must be a whole number from 0 to 65535/);
      expect(message).toContain(JSON.stringify(port));
      expect(message).not.toContain('\n');
    }
  });

  it('refuses a bad APP_URL', () => {
    expect(configErrorOf({ APP_URL: 'portal.kubm.my' })).toMatch(
      /^Invalid configuration: APP_URL must be an http/,
    );
    expect(configErrorOf({ APP_URL: 'ftp://portal.kubm.my' })).toContain('APP_URL');
  });

  it('refuses other bad values without echoing secrets', () => {
    const db = configErrorOf({ DATABASE_URL: 'mysql://root:hunter2@db/kubm' });
    expect(db).toMatch(/^Invalid configuration: DATABASE_URL/);
    expect(db).not.toContain('hunter2');
    expect(configErrorOf({ SMTP_URL: 'http://mail' })).toMatch(/SMTP_URL/);
    expect(configErrorOf({ LOG_LEVEL: 'loud' })).toMatch(/LOG_LEVEL must be one of/);
    expect(configErrorOf({ CALENDAR_TIMEZONE: 'Mars/Olympus' })).toMatch(/CALENDAR_TIMEZONE/);
    expect(configErrorOf({ GOOGLE_CALENDAR_ID: 'abc@group.calendar.google.com' })).toMatch(/GOOGLE_API_KEY/);
  });

  it('builds the calendar settings, with their defaults', () => {
    expect(loadConfig({}).calendar).toEqual({
      timezone: 'Asia/Kuala_Lumpur',
      icsUrl: undefined,
      google: undefined,
      subscribeUrl: undefined,
      pageUrl: undefined,
      refreshMs: 300_000,
      retryMs: 30_000,
      fetchTimeoutMs: 10_000,
      maxBytes: 5 * 1024 * 1024,
    });
    const config = loadConfig({
      CALENDAR_ICS_URL: 'webcal://calendar.example/kubm.ics',
      GOOGLE_CALENDAR_ID: 'kubm@group.calendar.google.com',
      GOOGLE_API_KEY: 'key',
      GOOGLE_CALENDAR_API_URL: 'http://127.0.0.1:9999/calendar/v3/',
      GOOGLE_CALENDAR_MAX_PAGES: '3',
      GOOGLE_CALENDAR_MONTHS_BACK: '0',
      GOOGLE_CALENDAR_MONTHS_AHEAD: '3',
      CALENDAR_SUBSCRIBE_URL: 'https://calendar.example/public.ics',
      CALENDAR_PAGE_URL: 'https://calendar.example/',
      CALENDAR_REFRESH_SECONDS: '60',
      CALENDAR_RETRY_SECONDS: '5',
      CALENDAR_FETCH_TIMEOUT_SECONDS: '2.5',
      CALENDAR_MAX_BYTES: '1048576',
    });
    expect(config.calendar).toEqual({
      timezone: 'Asia/Kuala_Lumpur',
      icsUrl: 'webcal://calendar.example/kubm.ics',
      google: {
        apiUrl: 'http://127.0.0.1:9999/calendar/v3',
        calendarId: 'kubm@group.calendar.google.com',
        apiKey: 'key',
        maxPages: 3,
        monthsBack: 0,
        monthsAhead: 3,
      },
      subscribeUrl: 'https://calendar.example/public.ics',
      pageUrl: 'https://calendar.example/',
      refreshMs: 60_000,
      retryMs: 5_000,
      fetchTimeoutMs: 2_500,
      maxBytes: 1_048_576,
    });
  });

  it('refuses bad calendar settings without echoing the feed address', () => {
    const feed = configErrorOf({ CALENDAR_ICS_URL: 'ftp://rahsia@calendar.example/kubm.ics' });
    expect(feed).toMatch(/^Invalid configuration: CALENDAR_ICS_URL must be an http/);
    expect(feed).not.toContain('rahsia');
    expect(configErrorOf({ CALENDAR_MAX_BYTES: '5MB' })).toMatch(/CALENDAR_MAX_BYTES must be a whole number/);
    expect(configErrorOf({ CALENDAR_REFRESH_SECONDS: '0' })).toMatch(/CALENDAR_REFRESH_SECONDS/);
    expect(configErrorOf({ CALENDAR_FETCH_TIMEOUT_SECONDS: 'lama' })).toMatch(
      /CALENDAR_FETCH_TIMEOUT_SECONDS/,
    );
    expect(configErrorOf({ GOOGLE_CALENDAR_MONTHS_AHEAD: '2' })).toMatch(
      /GOOGLE_CALENDAR_MONTHS_AHEAD must be a whole number from 3/,
    );
    expect(configErrorOf({ GOOGLE_CALENDAR_API_URL: 'googleapis' })).toMatch(/GOOGLE_CALENDAR_API_URL/);
    expect(configErrorOf({ CALENDAR_SUBSCRIBE_URL: 'javascript:alert(1)' })).toMatch(
      /CALENDAR_SUBSCRIBE_URL/,
    );
  });

  it('builds the voting settings, with their defaults', () => {
    expect(loadConfig({}).voting).toEqual({
      csvUrl: undefined,
      surveyUrl: undefined,
      refreshMs: 15_000,
      retryMs: 15_000,
      fetchTimeoutMs: 10_000,
      maxBytes: 2_097_152,
      publish: { maxOptions: 30, freeTextMinAnswers: 10, freeTextUniquePercent: 80 },
    });
    const config = loadConfig({
      VOTING_CSV_URL: 'undian.csv',
      INIT_CWD: '/srv/kubm',
      VOTING_SURVEY_URL: 'https://forms.example/undi',
      VOTING_REFRESH_SECONDS: '30',
      VOTING_RETRY_SECONDS: '5',
      VOTING_FETCH_TIMEOUT_SECONDS: '2.5',
      VOTING_MAX_BYTES: '1048576',
      VOTING_MAX_OPTIONS: '12',
      VOTING_FREE_TEXT_MIN_ANSWERS: '20',
      VOTING_FREE_TEXT_UNIQUE_PERCENT: '100',
    });
    expect(config.voting).toEqual({
      csvUrl: '/srv/kubm/undian.csv',
      surveyUrl: 'https://forms.example/undi',
      refreshMs: 30_000,
      retryMs: 5_000,
      fetchTimeoutMs: 2_500,
      maxBytes: 1_048_576,
      publish: { maxOptions: 12, freeTextMinAnswers: 20, freeTextUniquePercent: 100 },
    });
    expect(configErrorOf({ VOTING_MAX_OPTIONS: '1' })).toMatch(
      /^Invalid configuration: VOTING_MAX_OPTIONS must be a whole number from 2 to 2000/,
    );
    expect(configErrorOf({ VOTING_FREE_TEXT_UNIQUE_PERCENT: '101' })).toMatch(
      /^Invalid configuration: VOTING_FREE_TEXT_UNIQUE_PERCENT must be a whole number from 1 to 100/,
    );
  });

  it('builds the task e-mail settings, with their defaults', () => {
    expect(loadConfig({}).taskMail).toEqual({
      batchMs: 60_000,
      maxPerAssignorPerHour: 20,
      maxPerAssigneePerHour: 10,
    });
    expect(
      loadConfig({
        TASK_EMAIL_BATCH_SECONDS: '0.5',
        TASK_EMAIL_MAX_PER_ASSIGNOR_PER_HOUR: '3',
        TASK_EMAIL_MAX_PER_ASSIGNEE_PER_HOUR: '2',
      }).taskMail,
    ).toEqual({ batchMs: 500, maxPerAssignorPerHour: 3, maxPerAssigneePerHour: 2 });
    expect(configErrorOf({ TASK_EMAIL_MAX_PER_ASSIGNEE_PER_HOUR: '0' })).toMatch(
      /^Invalid configuration: TASK_EMAIL_MAX_PER_ASSIGNEE_PER_HOUR must be a whole number/,
    );
  });

  it('refuses bad voting settings without echoing the sheet address', () => {
    const sheet = configErrorOf({ VOTING_CSV_URL: 'ftp://rahsia@docs.example/pub?output=csv' });
    expect(sheet).toMatch(/^Invalid configuration: VOTING_CSV_URL must be an http/);
    expect(sheet).not.toContain('rahsia');
    expect(configErrorOf({ VOTING_CSV_URL: 'webcal://docs.example/x' })).toMatch(/VOTING_CSV_URL/);
    expect(configErrorOf({ VOTING_SURVEY_URL: 'javascript:alert(1)' })).toMatch(/VOTING_SURVEY_URL/);
    expect(configErrorOf({ VOTING_REFRESH_SECONDS: '0' })).toMatch(/VOTING_REFRESH_SECONDS/);
    expect(configErrorOf({ VOTING_FETCH_TIMEOUT_SECONDS: 'lama' })).toMatch(/VOTING_FETCH_TIMEOUT_SECONDS/);
    expect(configErrorOf({ VOTING_MAX_BYTES: '2MB' })).toMatch(/VOTING_MAX_BYTES must be a whole number/);
  });

  it('reads the photo pixel limit, 25 megapixels by default, within its range', () => {
    expect(loadConfig({}).photos).toEqual({ maxPixels: 25_000_000 });
    expect(loadConfig({ PHOTO_MAX_PIXELS: '1000000' }).photos).toEqual({ maxPixels: 1_000_000 });
    expect(configErrorOf({ PHOTO_MAX_PIXELS: '89999' })).toMatch(
      /PHOTO_MAX_PIXELS must be a whole number from 90000 to 268402689/,
    );
    expect(configErrorOf({ PHOTO_MAX_PIXELS: '25MP' })).toMatch(/PHOTO_MAX_PIXELS/);
  });

  it('closes registration by default; REGISTRATION_OPEN is true or false', () => {
    expect(loadConfig({}).auth).toMatchObject({ registrationOpen: false, registrationCode: undefined });
    expect(loadConfig({ REGISTRATION_OPEN: 'true' }).auth.registrationOpen).toBe(true);
    expect(loadConfig({ REGISTRATION_OPEN: 'false' }).auth.registrationOpen).toBe(false);
    expect(loadConfig({ REGISTRATION_OPEN: '' }).auth.registrationOpen).toBe(false);
    expect(configErrorOf({ REGISTRATION_OPEN: 'yes' })).toMatch(
      /^Invalid configuration: REGISTRATION_OPEN must be true or false/,
    );
  });

  it('builds the backup settings: off by default, BACKUP_DIR resolved like DATA_DIR, minutes with decimals', () => {
    expect(loadConfig({}).backups).toEqual({ dir: undefined, intervalMs: 1_440 * 60_000, keep: 14 });
    expect(
      loadConfig({
        BACKUP_DIR: 'backups',
        INIT_CWD: '/srv/kubm',
        BACKUP_INTERVAL_MINUTES: '0.5',
        BACKUP_KEEP: '3',
      }).backups,
    ).toEqual({ dir: '/srv/kubm/backups', intervalMs: 30_000, keep: 3 });
    expect(configErrorOf({ BACKUP_INTERVAL_MINUTES: '0.05' })).toBe(
      'Invalid configuration: BACKUP_INTERVAL_MINUTES must be a number of minutes from 0.1 to 525600 (got "0.05")',
    );
    expect(configErrorOf({ BACKUP_INTERVAL_MINUTES: 'daily' })).toMatch(
      /^Invalid configuration: BACKUP_INTERVAL_MINUTES/,
    );
    expect(configErrorOf({ BACKUP_KEEP: '0' })).toMatch(
      /^Invalid configuration: BACKUP_KEEP must be a whole number/,
    );
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      APP_URL: 'https://kubm.example',
      DATABASE_URL: 'postgres://u:p@db:5432/kubm',
      DATA_DIR: '/var/lib/kubm',
      SMTP_URL: 'smtp://u:p@mail:587',
      MAIL_FROM: 'KUBM <kubm@example.org>',
      CALENDAR_ICS_URL: './calendar.ics',
      INIT_CWD: '/srv/kubm',
      GOOGLE_CALENDAR_ID: 'id',
      GOOGLE_API_KEY: 'key',
      CALENDAR_TIMEZONE: 'Europe/London',
      VOTING_CSV_URL: 'https://docs.example/pub?output=csv',
      VOTING_SURVEY_URL: 'https://forms.example/x',
      LOG_LEVEL: 'debug',
    });
    // Each setting group checks its own fields (e.g. test/http-hardening.test.ts): match, not equal.
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      appUrl: 'https://kubm.example',
      appUrlIsDefault: false,
      databaseUrl: 'postgres://u:p@db:5432/kubm',
      dataDir: '/var/lib/kubm',
      smtpUrl: 'smtp://u:p@mail:587',
      mailFrom: 'KUBM <kubm@example.org>',
      calendarIcsUrl: '/srv/kubm/calendar.ics',
      googleCalendarId: 'id',
      googleApiKey: 'key',
      calendarTimezone: 'Europe/London',
      voting: { csvUrl: 'https://docs.example/pub?output=csv', surveyUrl: 'https://forms.example/x' },
      logLevel: 'debug',
    });
  });
});
