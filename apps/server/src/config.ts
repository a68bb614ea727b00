// The runtime contract (ARCHITECTURE §2): parsed once at start; the only reader of process.env.
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AuthSettings,
  type CalendarSettings,
  DEFAULT_AUTH_SETTINGS,
  DEFAULT_CALENDAR_SETTINGS,
  DEFAULT_GOOGLE_API_URL,
  DEFAULT_LINK_LIST_SETTINGS,
  DEFAULT_PHOTO_SETTINGS,
  DEFAULT_TASK_MAIL_SETTINGS,
  DEFAULT_VOTING_SETTINGS,
  type LinkListSettings,
  PHOTO_MAX_PIXELS_RANGE,
  type PhotoSettings,
  type TaskMailSettings,
  type VotingSettings,
} from '@kubm/api';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '@kubm/db';
import { z } from 'zod';
import { parseTrustedProxies } from './http/client-address';

/** apps/server/src → the repository root, whatever the working directory (`pnpm start` runs in apps/server). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.data');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Public base URL without a trailing slash. */
  appUrl: string;
  /** True when APP_URL was not given and follows the port (the real one when PORT is 0). */
  appUrlIsDefault: boolean;
  databaseUrl: string | undefined;
  /** Absolute folder, or `memory://…` for an in-memory database. */
  dataDir: string;
  /** The embedded database's shared_buffers (MB): resident memory from the start, whether used or not. */
  pgliteSharedBuffersMb: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Connecting to the mail server, its greeting, any silence from it, and one whole e-mail's send. */
  smtpTimeoutMs: number;
  /** Connections to the mail server at most; further e-mails wait their turn. */
  smtpMaxConnections: number;
  /** Task e-mails: the batching window, and the hourly limits per assignor and per assignee. */
  taskMail: TaskMailSettings;
  /** An https:// feed address or an absolute local file path. */
  calendarIcsUrl: string | undefined;
  googleCalendarId: string | undefined;
  googleApiKey: string | undefined;
  calendarTimezone: string;
  /** The calendar's source (from the four above), refresh interval, time limit, size cap and Google window. */
  calendar: CalendarSettings;
  /** The voting sheet (an http(s) CSV address or an absolute file path), the survey address, refresh
   * interval, time limit and size cap. */
  voting: VotingSettings;
  /** Links per answer of the links list (LINKS_PAGE_SIZE). */
  lists: LinkListSettings;
  /** Uploaded photos' pixel limit (PHOTO_MAX_PIXELS). */
  photos: PhotoSettings;
  logLevel: LogLevel;
  /** Bytes of log lines held for a stdout reader that is behind; beyond them lines are dropped and counted. */
  logBufferBytes: number;
  /** After the first SIGTERM/SIGINT the process exits (1) at this deadline whatever is still pending. */
  shutdownTimeoutMs: number;
  /** Bounds opening DATABASE_URL's database and migrating it at start. */
  databaseConnectTimeoutMs: number;
  /** NODE_ENV is 'production' (`pnpm start`): e-mail without SMTP_URL is not written to the log. */
  production: boolean;
  /** Sign-in, registration and reset-e-mail limits, and the optional registration code. */
  auth: AuthSettings;
  /** Time a client has to send a request's headers, counted from the connection or the previous answer. */
  httpHeadersTimeoutMs: number;
  /** Time a client has to send a whole request, body included. */
  httpRequestTimeoutMs: number;
  /** How long a connection may wait idle for its next request after an answer. */
  httpKeepAliveTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed. */
  httpIdleTimeoutMs: number;
  /** Open connections in all; over it, the oldest idle one is closed, or the new one when none is idle. */
  httpMaxConnections: number;
  /** Open connections from one client address (IPv6: one /64); same rule. */
  httpMaxConnectionsPerAddress: number;
  /** Proxy addresses and ranges whose X-Forwarded-For names the client (TRUST_PROXY); empty: none. */
  trustProxy: string[];
  /** Calls allowed in one tRPC batch request. */
  trpcMaxBatchCalls: number;
  /** JSON answers of at least this many bytes are compressed (br or gzip) for clients that accept it. */
  jsonCompressMinBytes: number;
  /** Automatic backups (BACKUP_DIR, BACKUP_INTERVAL_MINUTES, BACKUP_KEEP); off while `dir` is unset. */
  backups: BackupSettings;
}

export interface BackupSettings {
  /** Absolute folder of the automatic backups (and of `pnpm db:backup` without FILE); unset: none. */
  dir: string | undefined;
  /** A backup is written when the newest in `dir` is older than this, checked at start and after each. */
  intervalMs: number;
  /** Backups kept in `dir` (the newest); older ones are removed after each new one. */
  keep: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Never echoed in an error: they may hold a password, a key or a secret calendar address. */
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

const urlVar = (protocols: string[], expected: string) =>
  optional.refine((v) => v === undefined || isUrl(v, protocols), `must be ${expected}`);

/** A whole number of at least 1, or the default when unset. */
const countVar = (fallback: number) =>
  optional
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .refine(
      (n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000,
      'must be a whole number from 1 to 1000000',
    );

/** A whole number from `min` to `max`, or the default when unset. */
const wholeVar = (fallback: number, min: number, max: number) =>
  optional
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .refine(
      (n) => Number.isInteger(n) && n >= min && n <= max,
      `must be a whole number from ${min} to ${max}`,
    );

/** A calendar feed: a web address (webcal:// is a calendar app's https://) or a local file path. */
const feedVar = optional.refine(
  (v) =>
    v === undefined ||
    !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ||
    isUrl(v, ['http:', 'https:', 'webcal:', 'webcals:']),
  'must be an http://, https:// or webcal:// address, or a file path',
);

/** A duration in seconds, fractions allowed (tests use short ones); read as milliseconds. */
const secondsVar = (fallback: number) =>
  optional
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .refine(
      (n) => Number.isFinite(n) && n >= 0.001 && n <= 86_400,
      'must be a number of seconds from 0.001 to 86400',
    )
    .transform((n) => Math.round(n * 1000));

const envSchema = z
  .object({
    REGISTRATION_CODE: optional.refine(
      (v) => v === undefined || v.length <= 100,
      'must be at most 100 characters',
    ),
    REGISTRATION_OPEN: optional
      .refine((v) => v === undefined || v === 'true' || v === 'false', 'must be true or false')
      .transform((v) => v === 'true'),
    LOGIN_MAX_PER_ACCOUNT_ADDRESS: countVar(DEFAULT_AUTH_SETTINGS.loginMaxPerAccountAddress),
    LOGIN_MAX_PER_ACCOUNT: countVar(DEFAULT_AUTH_SETTINGS.loginMaxPerAccount),
    LOGIN_MAX_PER_ADDRESS: countVar(DEFAULT_AUTH_SETTINGS.loginMaxPerAddress),
    LOGIN_WINDOW_MINUTES: countVar(DEFAULT_AUTH_SETTINGS.loginWindowMinutes),
    REGISTER_MAX_PER_HOUR: countVar(DEFAULT_AUTH_SETTINGS.registerMaxPerHour),
    RESET_MAX_PER_EMAIL_PER_HOUR: countVar(DEFAULT_AUTH_SETTINGS.resetMaxPerEmailPerHour),
    PORT: optional
      .transform((v) => (v === undefined ? 3000 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 0 && n <= 65535, 'must be a whole number from 0 to 65535'),
    HOST: optional.transform((v) => v ?? '127.0.0.1'),
    APP_URL: urlVar(['http:', 'https:'], 'an http:// or https:// URL such as https://portal.example.org'),
    DATABASE_URL: urlVar(['postgres:', 'postgresql:'], 'a postgres:// URL'),
    DATA_DIR: optional,
    // PGlite's WASM heap is 2 GB at most, and holds much more than the buffers.
    PGLITE_SHARED_BUFFERS_MB: wholeVar(DEFAULT_PGLITE_SHARED_BUFFERS_MB, 1, 1024),
    SMTP_URL: urlVar(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL such as smtp://user:pass@host:587'),
    MAIL_FROM: optional.transform((v) => v ?? 'Portal KUBM <no-reply@localhost>'),
    SMTP_TIMEOUT_SECONDS: secondsVar(30),
    SMTP_MAX_CONNECTIONS: countVar(2).refine((n) => n <= 100, 'must be at most 100'),
    TASK_EMAIL_BATCH_SECONDS: secondsVar(DEFAULT_TASK_MAIL_SETTINGS.batchMs / 1000),
    TASK_EMAIL_MAX_PER_ASSIGNOR_PER_HOUR: countVar(DEFAULT_TASK_MAIL_SETTINGS.maxPerAssignorPerHour),
    TASK_EMAIL_MAX_PER_ASSIGNEE_PER_HOUR: countVar(DEFAULT_TASK_MAIL_SETTINGS.maxPerAssigneePerHour),
    CALENDAR_ICS_URL: feedVar,
    GOOGLE_CALENDAR_ID: optional,
    GOOGLE_API_KEY: optional,
    CALENDAR_TIMEZONE: optional
      .transform((v) => v ?? 'Asia/Kuala_Lumpur')
      .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kuala_Lumpur'),
    GOOGLE_CALENDAR_API_URL: urlVar(['http:', 'https:'], 'an http:// or https:// URL'),
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
    PHOTO_MAX_PIXELS: wholeVar(
      DEFAULT_PHOTO_SETTINGS.maxPixels,
      PHOTO_MAX_PIXELS_RANGE.min,
      PHOTO_MAX_PIXELS_RANGE.max,
    ),
    LOG_LEVEL: optional
      .transform((v) => v ?? 'info')
      .refine(
        (v): v is LogLevel => (LOG_LEVELS as readonly string[]).includes(v),
        `must be one of ${LOG_LEVELS.join(', ')}`,
      ),
    LOG_BUFFER_KB: countVar(1024),
    SHUTDOWN_TIMEOUT_SECONDS: secondsVar(10),
    DATABASE_CONNECT_TIMEOUT_SECONDS: secondsVar(15),
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
    BACKUP_DIR: optional.refine(
      (v) => v === undefined || !v.startsWith('memory://'),
      'must be a folder path',
    ),
    BACKUP_INTERVAL_MINUTES: optional
      .transform((v) => (v === undefined ? 1440 : Number(v)))
      .refine(
        (n) => Number.isFinite(n) && n >= 0.1 && n <= 525_600,
        'must be a number of minutes from 0.1 to 525600',
      ),
    BACKUP_KEEP: wholeVar(14, 1, 10_000),
  })
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

/** A feed address: a URL as given, or a local file path made absolute like DATA_DIR. */
function resolveSource(value: string | undefined, env: Env): string | undefined {
  if (value === undefined || /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  return resolve(env.INIT_CWD ?? process.cwd(), value);
}

/** Parses the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = env[name];
    const shown = value === undefined || SECRET_VARS.has(name) ? '' : ` (got ${JSON.stringify(value)})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const v = result.data;
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
    },
    calendarIcsUrl: resolveSource(v.CALENDAR_ICS_URL, env),
    googleCalendarId: v.GOOGLE_CALENDAR_ID,
    googleApiKey: v.GOOGLE_API_KEY,
    calendarTimezone: v.CALENDAR_TIMEZONE,
    calendar: {
      timezone: v.CALENDAR_TIMEZONE,
      icsUrl: resolveSource(v.CALENDAR_ICS_URL, env),
      google:
        v.GOOGLE_CALENDAR_ID && v.GOOGLE_API_KEY
          ? {
              apiUrl: (v.GOOGLE_CALENDAR_API_URL ?? DEFAULT_GOOGLE_API_URL).replace(/\/+$/, ''),
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
    },
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
    },
    lists: { pageSize: v.LINKS_PAGE_SIZE },
    photos: { maxPixels: v.PHOTO_MAX_PIXELS },
    logLevel: v.LOG_LEVEL as LogLevel,
    logBufferBytes: v.LOG_BUFFER_KB * 1024,
    shutdownTimeoutMs: v.SHUTDOWN_TIMEOUT_SECONDS,
    databaseConnectTimeoutMs: v.DATABASE_CONNECT_TIMEOUT_SECONDS,
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
    },
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
