// The runtime contract (ARCHITECTURE §2): parsed once at start; the only reader of process.env.
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  smtpUrl: string | undefined;
  mailFrom: string;
  /** An https:// feed address or an absolute local file path. */
  calendarIcsUrl: string | undefined;
  googleCalendarId: string | undefined;
  googleApiKey: string | undefined;
  calendarTimezone: string;
  /** An https:// CSV address or an absolute local file path. */
  votingCsvUrl: string | undefined;
  votingSurveyUrl: string | undefined;
  logLevel: LogLevel;
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

const envSchema = z
  .object({
    PORT: optional
      .transform((v) => (v === undefined ? 3000 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 0 && n <= 65535, 'must be a whole number from 0 to 65535'),
    HOST: optional.transform((v) => v ?? '127.0.0.1'),
    APP_URL: urlVar(['http:', 'https:'], 'an http:// or https:// URL such as https://portal.example.org'),
    DATABASE_URL: urlVar(['postgres:', 'postgresql:'], 'a postgres:// URL'),
    DATA_DIR: optional,
    SMTP_URL: urlVar(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL such as smtp://user:pass@host:587'),
    MAIL_FROM: optional.transform((v) => v ?? 'Portal KUBM <no-reply@localhost>'),
    CALENDAR_ICS_URL: optional,
    GOOGLE_CALENDAR_ID: optional,
    GOOGLE_API_KEY: optional,
    CALENDAR_TIMEZONE: optional
      .transform((v) => v ?? 'Asia/Kuala_Lumpur')
      .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kuala_Lumpur'),
    VOTING_CSV_URL: optional,
    VOTING_SURVEY_URL: urlVar(['http:', 'https:'], 'an http:// or https:// URL'),
    LOG_LEVEL: optional
      .transform((v) => v ?? 'info')
      .refine(
        (v): v is LogLevel => (LOG_LEVELS as readonly string[]).includes(v),
        `must be one of ${LOG_LEVELS.join(', ')}`,
      ),
  })
  .refine((env) => Boolean(env.GOOGLE_CALENDAR_ID) === Boolean(env.GOOGLE_API_KEY), {
    path: ['GOOGLE_API_KEY'],
    message: 'and GOOGLE_CALENDAR_ID must be set together',
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
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    calendarIcsUrl: resolveSource(v.CALENDAR_ICS_URL, env),
    googleCalendarId: v.GOOGLE_CALENDAR_ID,
    googleApiKey: v.GOOGLE_API_KEY,
    calendarTimezone: v.CALENDAR_TIMEZONE,
    votingCsvUrl: resolveSource(v.VOTING_CSV_URL, env),
    votingSurveyUrl: v.VOTING_SURVEY_URL,
    logLevel: v.LOG_LEVEL as LogLevel,
  };
}
