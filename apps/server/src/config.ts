// The environment, parsed once at start; nothing else in the server reads it.
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AuthSettings,
  type CalendarSettings,
  DEFAULT_AUTH_SETTINGS,
  DEFAULT_CALENDAR_SETTINGS,
  DEFAULT_GOOGLE_API_URL,
  DEFAULT_LINK_LIST_SETTINGS,
  DEFAULT_MEMBER_LIST_CACHE_SETTINGS,
  DEFAULT_PHOTO_SETTINGS,
  DEFAULT_TASK_LIST_SETTINGS,
  DEFAULT_TASK_MAIL_SETTINGS,
  DEFAULT_VOTING_SETTINGS,
  type LinkListSettings,
  type MemberListCacheSettings,
  PHOTO_MAX_PIXELS_RANGE,
  type PhotoSettings,
  type TaskListSettings,
  type TaskMailSettings,
  type VotingSettings,
} from '@kubm/api';
import { DEFAULT_DATABASE_MAX_CONNECTIONS, DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '@kubm/db';
import { z } from 'zod';
import { parseTrustedProxies } from './http/client-address';
import { DEFAULT_LOG_FLUSH_MS } from './log-sink';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.data');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

// Never echoed in an error: they may hold a password, a key or a secret calendar address.
const SECRET_VARS = new Set([
  'REGISTRATION_CODE',
  'DATABASE_URL',
  'SMTP_URL',
  'GOOGLE_API_KEY',
  'CALENDAR_ICS_URL',
  'VOTING_CSV_URL',
]);

function isUrl(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.host.length > 0;
  } catch {
    return false;
  }
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// An empty variable (`FOO=` in a .env file) means unset, as in most tools.
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

// test/config-readme.test.ts compares these defaults with the README's table.
const shown = <T extends z.ZodType>(schema: T, fallback: string | number) =>
  schema.meta({ default: String(fallback) });

const textVar = (fallback: string) =>
  shown(
    optional.transform((v) => v ?? fallback),
    fallback,
  );

const urlVar = (protocols: string[], expected: string) =>
  optional.refine((v) => v === undefined || isUrl(v, protocols), `must be ${expected}`);

const wholeVar = (fallback: number, min: number, max: number) =>
  shown(
    optional
      .transform((v) => (v === undefined ? fallback : Number(v)))
      .refine(
        (n) => Number.isInteger(n) && n >= min && n <= max,
        `must be a whole number from ${min} to ${max}`,
      ),
    fallback,
  );

const countVar = (fallback: number) => wholeVar(fallback, 1, 1_000_000);

const numberVar = (fallback: number, min: number, max: number, unit: string) =>
  shown(
    optional
      .transform((v) => (v === undefined ? fallback : Number(v)))
      .refine(
        (n) => Number.isFinite(n) && n >= min && n <= max,
        `must be a number of ${unit} from ${min} to ${max}`,
      ),
    fallback,
  );

const secondsVar = (fallback: number) =>
  shown(
    numberVar(fallback, 0.001, 86_400, 'seconds').transform((n) => Math.round(n * 1000)),
    fallback,
  );

const feedVar = optional.refine(
  (v) =>
    v === undefined ||
    !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ||
    isUrl(v, ['http:', 'https:', 'webcal:', 'webcals:']),
  'must be an http://, https:// or webcal:// address, or a file path',
);

export const envVars = z.object({
  REGISTRATION_CODE: optional.refine(
    (v) => v === undefined || v.length <= 100,
    'must be at most 100 characters',
  ),
  REGISTRATION_OPEN: shown(
    optional
      .refine((v) => v === undefined || v === 'true' || v === 'false', 'must be true or false')
      .transform((v) => v === 'true'),
    'false',
  ),
  LOGIN_MAX_PER_ACCOUNT_ADDRESS: countVar(DEFAULT_AUTH_SETTINGS.loginMaxPerAccountAddress),
  LOGIN_MAX_PER_ACCOUNT: countVar(DEFAULT_AUTH_SETTINGS.loginMaxPerAccount),
  LOGIN_MAX_PER_ADDRESS: countVar(DEFAULT_AUTH_SETTINGS.loginMaxPerAddress),
  LOGIN_WINDOW_MINUTES: countVar(DEFAULT_AUTH_SETTINGS.loginWindowMinutes),
  REGISTER_MAX_PER_HOUR: countVar(DEFAULT_AUTH_SETTINGS.registerMaxPerHour),
  RESET_MAX_PER_EMAIL_PER_HOUR: countVar(DEFAULT_AUTH_SETTINGS.resetMaxPerEmailPerHour),
  PORT: wholeVar(3000, 0, 65535),
  HOST: textVar('127.0.0.1'),
  APP_URL: shown(
    urlVar(['http:', 'https:'], 'an http:// or https:// URL such as https://portal.example.org'),
    'http://localhost:$PORT',
  ),
  DATABASE_URL: urlVar(['postgres:', 'postgresql:'], 'a postgres:// URL'),
  DATA_DIR: shown(optional, './.data'),
  // PGlite's WASM heap is 2 GB at most, and holds much more than the buffers.
  PGLITE_SHARED_BUFFERS_MB: wholeVar(DEFAULT_PGLITE_SHARED_BUFFERS_MB, 1, 1024),
  SMTP_URL: urlVar(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL such as smtp://user:pass@host:587'),
  MAIL_FROM: textVar('Portal KUBM <no-reply@localhost>'),
  SMTP_TIMEOUT_SECONDS: secondsVar(30),
  SMTP_MAX_CONNECTIONS: countVar(2).refine((n) => n <= 100, 'must be at most 100'),
  TASK_EMAIL_BATCH_SECONDS: secondsVar(DEFAULT_TASK_MAIL_SETTINGS.batchMs / 1000),
  TASK_EMAIL_MAX_PER_ASSIGNOR_PER_HOUR: countVar(DEFAULT_TASK_MAIL_SETTINGS.maxPerAssignorPerHour),
  TASK_EMAIL_MAX_PER_ASSIGNEE_PER_HOUR: countVar(DEFAULT_TASK_MAIL_SETTINGS.maxPerAssigneePerHour),
  CALENDAR_ICS_URL: feedVar,
  GOOGLE_CALENDAR_ID: optional,
  GOOGLE_API_KEY: optional,
  CALENDAR_TIMEZONE: textVar('Asia/Kuala_Lumpur').refine(
    isTimeZone,
    'must be an IANA time zone such as Asia/Kuala_Lumpur',
  ),
  GOOGLE_CALENDAR_API_URL: shown(
    urlVar(['http:', 'https:'], 'an http:// or https:// URL').transform((v) =>
      (v ?? DEFAULT_GOOGLE_API_URL).replace(/\/+$/, ''),
    ),
    DEFAULT_GOOGLE_API_URL,
  ),
  GOOGLE_CALENDAR_MAX_PAGES: wholeVar(10, 1, 1000),
  GOOGLE_CALENDAR_MONTHS_BACK: wholeVar(12, 0, 120),
  // The upcoming list reaches 3 months ahead: the window must hold it.
  GOOGLE_CALENDAR_MONTHS_AHEAD: wholeVar(12, 3, 120),
  CALENDAR_SUBSCRIBE_URL: urlVar(
    ['http:', 'https:', 'webcal:', 'webcals:'],
    'an http://, https:// or webcal:// URL',
  ),
  CALENDAR_PAGE_URL: urlVar(['http:', 'https:'], 'an http:// or https:// URL'),
  CALENDAR_REFRESH_SECONDS: secondsVar(DEFAULT_CALENDAR_SETTINGS.refreshMs / 1000),
  CALENDAR_RETRY_SECONDS: secondsVar(DEFAULT_CALENDAR_SETTINGS.retryMs / 1000),
  CALENDAR_FETCH_TIMEOUT_SECONDS: secondsVar(DEFAULT_CALENDAR_SETTINGS.fetchTimeoutMs / 1000),
  CALENDAR_MAX_BYTES: wholeVar(DEFAULT_CALENDAR_SETTINGS.maxBytes, 1024, 1024 ** 3),
  VOTING_CSV_URL: optional.refine(
    (v) => v === undefined || !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || isUrl(v, ['http:', 'https:']),
    'must be an http:// or https:// address, or a file path',
  ),
  VOTING_SURVEY_URL: urlVar(['http:', 'https:'], 'an http:// or https:// URL'),
  VOTING_REFRESH_SECONDS: secondsVar(DEFAULT_VOTING_SETTINGS.refreshMs / 1000),
  VOTING_RETRY_SECONDS: secondsVar(DEFAULT_VOTING_SETTINGS.retryMs / 1000),
  VOTING_FETCH_TIMEOUT_SECONDS: secondsVar(DEFAULT_VOTING_SETTINGS.fetchTimeoutMs / 1000),
  VOTING_MAX_BYTES: wholeVar(DEFAULT_VOTING_SETTINGS.maxBytes, 1024, 1024 ** 3),
  VOTING_MAX_OPTIONS: wholeVar(DEFAULT_VOTING_SETTINGS.publish.maxOptions, 2, 2000),
  VOTING_FREE_TEXT_MIN_ANSWERS: wholeVar(DEFAULT_VOTING_SETTINGS.publish.freeTextMinAnswers, 2, 1_000_000),
  VOTING_FREE_TEXT_UNIQUE_PERCENT: wholeVar(DEFAULT_VOTING_SETTINGS.publish.freeTextUniquePercent, 1, 100),
  // Above 1000 one answer is again long enough to hold up PGlite's single connection.
  LINKS_PAGE_SIZE: wholeVar(DEFAULT_LINK_LIST_SETTINGS.pageSize, 1, 1000),
  MEMBER_LIST_CACHE_MB: wholeVar(DEFAULT_MEMBER_LIST_CACHE_SETTINGS.maxBytes / 1024 ** 2, 0, 4096),
  TASKS_PAGE_SIZE: wholeVar(DEFAULT_TASK_LIST_SETTINGS.pageSize, 1, 1000),
  // 0: a task leaves the board as soon as it is finished.
  TASKS_ARCHIVE_DAYS: wholeVar(DEFAULT_TASK_LIST_SETTINGS.archiveDays, 0, 36_500),
  PHOTO_MAX_PIXELS: wholeVar(
    DEFAULT_PHOTO_SETTINGS.maxPixels,
    PHOTO_MAX_PIXELS_RANGE.min,
    PHOTO_MAX_PIXELS_RANGE.max,
  ),
  LOG_LEVEL: shown(
    optional
      .transform((v) => v ?? 'info')
      .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
    'info',
  ),
  LOG_BUFFER_KB: countVar(1024),
  LOG_FLUSH_MS: wholeVar(DEFAULT_LOG_FLUSH_MS, 0, 10_000),
  LOG_UNCHANGED_POLLS_SECONDS: wholeVar(60, 0, 3600),
  SHUTDOWN_TIMEOUT_SECONDS: secondsVar(10),
  DATABASE_CONNECT_TIMEOUT_SECONDS: secondsVar(15),
  // PostgreSQL's own max_connections defaults to 100, for every client of the server together.
  DATABASE_MAX_CONNECTIONS: wholeVar(DEFAULT_DATABASE_MAX_CONNECTIONS, 1, 100),
  NODE_ENV: optional,
  HTTP_HEADERS_TIMEOUT_SECONDS: secondsVar(10),
  HTTP_REQUEST_TIMEOUT_SECONDS: secondsVar(60),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: secondsVar(5),
  HTTP_IDLE_TIMEOUT_SECONDS: secondsVar(30),
  HTTP_MAX_CONNECTIONS: countVar(10_000),
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: countVar(500),
  TRUST_PROXY: optional.refine(
    (v) => parseTrustedProxies(v) !== null,
    'must be a comma-separated list of proxy IP addresses or ranges, such as 127.0.0.1 or 10.0.0.0/8',
  ),
  TRPC_MAX_BATCH_CALLS: countVar(20).refine(
    (n) => n >= 10,
    'must be at least 10 (the web app sends up to 10 calls in one batch)',
  ),
  JSON_COMPRESS_MIN_BYTES: wholeVar(1024, 0, 1_073_741_824),
  BACKUP_DIR: optional.refine((v) => v === undefined || !v.startsWith('memory://'), 'must be a folder path'),
  BACKUP_INTERVAL_MINUTES: numberVar(1440, 0.1, 525_600, 'minutes'),
  BACKUP_KEEP: wholeVar(14, 1, 10_000),
});

const envSchema = envVars
  .refine((env) => Boolean(env.GOOGLE_CALENDAR_ID) === Boolean(env.GOOGLE_API_KEY), {
    path: ['GOOGLE_API_KEY'],
    message: 'and GOOGLE_CALENDAR_ID must be set together',
  })
  // Node refuses a headers timeout longer than the request timeout it is part of.
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_SECONDS <= env.HTTP_REQUEST_TIMEOUT_SECONDS, {
    path: ['HTTP_HEADERS_TIMEOUT_SECONDS'],
    message: 'must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS',
  });

function resolveDataDir(value: string | undefined, env: Env): string {
  if (value === undefined) return DEFAULT_DATA_DIR;
  if (value.startsWith('memory://') || isAbsolute(value)) return value;
  // pnpm runs scripts inside the package; INIT_CWD is where the command was typed.
  return resolve(env.INIT_CWD ?? process.cwd(), value);
}

function resolveSource(value: string | undefined, env: Env): string | undefined {
  if (value === undefined || /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  return resolve(env.INIT_CWD ?? process.cwd(), value);
}

export function loadConfig(env: Env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = env[name];
    const shownValue = value === undefined || SECRET_VARS.has(name) ? '' : ` (got ${JSON.stringify(value)})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shownValue}`);
  }
  return toConfig(result.data, env);
}

export type Config = ReturnType<typeof toConfig>;
export type BackupSettings = Config['backups'];

function toConfig(v: z.output<typeof envSchema>, env: Env) {
  const calendarIcsUrl = resolveSource(v.CALENDAR_ICS_URL, env);
  return {
    port: v.PORT,
    host: v.HOST,
    appUrl: (v.APP_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, ''),
    appUrlIsDefault: v.APP_URL === undefined,
    databaseUrl: v.DATABASE_URL,
    dataDir: resolveDataDir(v.DATA_DIR, env),
    pgliteSharedBuffersMb: v.PGLITE_SHARED_BUFFERS_MB,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    smtpTimeoutMs: v.SMTP_TIMEOUT_SECONDS,
    smtpMaxConnections: v.SMTP_MAX_CONNECTIONS,
    taskMail: {
      batchMs: v.TASK_EMAIL_BATCH_SECONDS,
      maxPerAssignorPerHour: v.TASK_EMAIL_MAX_PER_ASSIGNOR_PER_HOUR,
      maxPerAssigneePerHour: v.TASK_EMAIL_MAX_PER_ASSIGNEE_PER_HOUR,
    } satisfies TaskMailSettings,
    calendarIcsUrl,
    googleCalendarId: v.GOOGLE_CALENDAR_ID,
    googleApiKey: v.GOOGLE_API_KEY,
    calendarTimezone: v.CALENDAR_TIMEZONE,
    calendar: {
      timezone: v.CALENDAR_TIMEZONE,
      icsUrl: calendarIcsUrl,
      google:
        v.GOOGLE_CALENDAR_ID && v.GOOGLE_API_KEY
          ? {
              apiUrl: v.GOOGLE_CALENDAR_API_URL,
              calendarId: v.GOOGLE_CALENDAR_ID,
              apiKey: v.GOOGLE_API_KEY,
              maxPages: v.GOOGLE_CALENDAR_MAX_PAGES,
              monthsBack: v.GOOGLE_CALENDAR_MONTHS_BACK,
              monthsAhead: v.GOOGLE_CALENDAR_MONTHS_AHEAD,
            }
          : undefined,
      subscribeUrl: v.CALENDAR_SUBSCRIBE_URL,
      pageUrl: v.CALENDAR_PAGE_URL,
      refreshMs: v.CALENDAR_REFRESH_SECONDS,
      retryMs: v.CALENDAR_RETRY_SECONDS,
      fetchTimeoutMs: v.CALENDAR_FETCH_TIMEOUT_SECONDS,
      maxBytes: v.CALENDAR_MAX_BYTES,
    } satisfies CalendarSettings,
    voting: {
      csvUrl: resolveSource(v.VOTING_CSV_URL, env),
      surveyUrl: v.VOTING_SURVEY_URL,
      refreshMs: v.VOTING_REFRESH_SECONDS,
      retryMs: v.VOTING_RETRY_SECONDS,
      fetchTimeoutMs: v.VOTING_FETCH_TIMEOUT_SECONDS,
      maxBytes: v.VOTING_MAX_BYTES,
      publish: {
        maxOptions: v.VOTING_MAX_OPTIONS,
        freeTextMinAnswers: v.VOTING_FREE_TEXT_MIN_ANSWERS,
        freeTextUniquePercent: v.VOTING_FREE_TEXT_UNIQUE_PERCENT,
      },
    } satisfies VotingSettings,
    lists: { pageSize: v.LINKS_PAGE_SIZE } satisfies LinkListSettings,
    memberLists: { maxBytes: v.MEMBER_LIST_CACHE_MB * 1024 ** 2 } satisfies MemberListCacheSettings,
    taskList: { pageSize: v.TASKS_PAGE_SIZE, archiveDays: v.TASKS_ARCHIVE_DAYS } satisfies TaskListSettings,
    photos: { maxPixels: v.PHOTO_MAX_PIXELS } satisfies PhotoSettings,
    logLevel: v.LOG_LEVEL,
    logBufferBytes: v.LOG_BUFFER_KB * 1024,
    logFlushMs: v.LOG_FLUSH_MS,
    unchangedPollsLogMs: v.LOG_UNCHANGED_POLLS_SECONDS * 1000,
    shutdownTimeoutMs: v.SHUTDOWN_TIMEOUT_SECONDS,
    databaseConnectTimeoutMs: v.DATABASE_CONNECT_TIMEOUT_SECONDS,
    databaseMaxConnections: v.DATABASE_MAX_CONNECTIONS,
    production: v.NODE_ENV === 'production',
    auth: {
      registrationCode: v.REGISTRATION_CODE,
      registrationOpen: v.REGISTRATION_OPEN,
      loginMaxPerAccountAddress: v.LOGIN_MAX_PER_ACCOUNT_ADDRESS,
      loginMaxPerAccount: v.LOGIN_MAX_PER_ACCOUNT,
      loginMaxPerAddress: v.LOGIN_MAX_PER_ADDRESS,
      loginWindowMinutes: v.LOGIN_WINDOW_MINUTES,
      registerMaxPerHour: v.REGISTER_MAX_PER_HOUR,
      resetMaxPerEmailPerHour: v.RESET_MAX_PER_EMAIL_PER_HOUR,
    } satisfies AuthSettings,
    httpHeadersTimeoutMs: v.HTTP_HEADERS_TIMEOUT_SECONDS,
    httpRequestTimeoutMs: v.HTTP_REQUEST_TIMEOUT_SECONDS,
    httpKeepAliveTimeoutMs: v.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS,
    httpIdleTimeoutMs: v.HTTP_IDLE_TIMEOUT_SECONDS,
    httpMaxConnections: v.HTTP_MAX_CONNECTIONS,
    httpMaxConnectionsPerAddress: v.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
    trustProxy: [...(parseTrustedProxies(v.TRUST_PROXY)?.entries ?? [])],
    trpcMaxBatchCalls: v.TRPC_MAX_BATCH_CALLS,
    jsonCompressMinBytes: v.JSON_COMPRESS_MIN_BYTES,
    backups: {
      dir: v.BACKUP_DIR === undefined ? undefined : resolveDataDir(v.BACKUP_DIR, env),
      intervalMs: Math.round(v.BACKUP_INTERVAL_MINUTES * 60_000),
      keep: v.BACKUP_KEEP,
    },
  };
}
