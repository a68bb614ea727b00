// What the api is given by the server at start (config as arguments: only apps/server reads process.env).
import type { Database } from '@kubm/db';
import type { Auth } from './auth/lucia';
import type { Mailer } from './mail/mailer';

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ApiDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Public base URL, for links in e-mails. */
  appUrl: string;
}
