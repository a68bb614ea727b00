// What the api is given by the server at start (config as arguments: only apps/server reads process.env).
import type { Database } from '@kubm/db';
import { type Auth, createLucia } from './auth/lucia';
import { type AuthLimits, createAuthLimits } from './auth/throttle';
import type { Mailer } from './mail/mailer';

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ApiDeps {
  db: Database;
  auth: Auth;
  limits: AuthLimits;
  mailer: Mailer;
  logger: Logger;
  /** Public base URL, for links in e-mails. */
  appUrl: string;
}

/** Builds the api's long-lived parts once per server: sessions, throttles. */
export function createApiDeps(options: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}): ApiDeps {
  const secureCookies = new URL(options.appUrl).protocol === 'https:';
  return { ...options, auth: createLucia(options.db, secureCookies), limits: createAuthLimits() };
}
