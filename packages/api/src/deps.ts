// What the api is given by the server at start (config as arguments: only apps/server reads process.env).
import type { Database } from '@kubm/db';
import { createRateLimiter, type RateLimiter } from './auth/rate-limit';
import { type Auth, createAuth } from './auth/sessions';
import { type AuthSettings, DEFAULT_AUTH_SETTINGS, type LimitRules, limitRules } from './auth/settings';
import { type BackgroundTasks, createBackgroundTasks } from './background';
import {
  type Calendar,
  type CalendarSettings,
  createCalendar,
  DEFAULT_CALENDAR_SETTINGS,
} from './calendar/calendar';
import { DEFAULT_LINK_LIST_SETTINGS, type LinkListSettings } from './links/settings';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { DEFAULT_PHOTO_SETTINGS, type PhotoSettings } from './members/photo-upload';
import {
  createTaskMailQueue,
  DEFAULT_TASK_MAIL_SETTINGS,
  type TaskMailQueue,
  type TaskMailSettings,
} from './tasks/mail-queue';
import { sendTaskBatch } from './tasks/notify';
import { UNDER_TEST } from './under-test';
import { createVoting, DEFAULT_VOTING_SETTINGS, type Voting, type VotingSettings } from './voting/voting';

export interface ApiDeps {
  db: Database;
  auth: Auth;
  settings: AuthSettings;
  rules: LimitRules;
  limiter: RateLimiter;
  background: BackgroundTasks;
  mailer: Mailer;
  logger: Logger;
  /** The activity calendar's feed, shared by every request. */
  calendar: Calendar;
  /** The voting sheet's results, shared by every request. */
  voting: Voting;
  /** Page size of the links list. */
  lists: LinkListSettings;
  /** Task e-mails: a burst from one member to another is one e-mail; hourly limits per assignor and assignee. */
  taskMail: TaskMailQueue;
  /** The pixel limit of uploaded photos. */
  photos: PhotoSettings;
  /** Public base URL, for links in e-mails. */
  appUrl: string;
  /** Re-applies the committed migrations: run before the next query once the database was found gone. */
  schema?: { recheck(): Promise<void> };
  /** An error a procedure does not declare: `fail` the call (under test) or `warn` in the log and answer it. */
  undeclaredErrors: 'fail' | 'warn';
}

/** Builds the api's long-lived parts once per server: sessions, limits, background work. */
export function createApiDeps(options: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  settings?: Partial<AuthSettings>;
  /** The calendar's source and limits; none given: no source (empty lists). */
  calendar?: CalendarSettings;
  /** The voting sheet and its limits; none given: no sheet (empty results). */
  voting?: VotingSettings;
  /** The links list's page size; none given: the default (100). */
  lists?: Partial<LinkListSettings>;
  /** Task e-mail batching and limits; none given: the defaults. */
  taskMail?: Partial<TaskMailSettings>;
  /** Uploaded photos' pixel limit; none given: the default (25 megapixels). */
  photos?: Partial<PhotoSettings>;
  schema?: ApiDeps['schema'];
  /** None given: `fail` under test (vitest or NODE_ENV=test), else `warn`. */
  undeclaredErrors?: ApiDeps['undeclaredErrors'];
}): ApiDeps {
  const { settings: given, calendar, voting, lists, taskMail, photos, ...rest } = options;
  const settings = { ...DEFAULT_AUTH_SETTINGS, ...given };
  const secureCookies = new URL(options.appUrl).protocol === 'https:';
  const limiter = createRateLimiter(options.db);
  const background = createBackgroundTasks(options.logger);
  const deps: ApiDeps = {
    ...rest,
    settings,
    rules: limitRules(settings),
    auth: createAuth(options.db, secureCookies),
    limiter,
    background,
    calendar: createCalendar(calendar ?? DEFAULT_CALENDAR_SETTINGS, { logger: options.logger }),
    voting: createVoting(voting ?? DEFAULT_VOTING_SETTINGS, { logger: options.logger }),
    lists: { ...DEFAULT_LINK_LIST_SETTINGS, ...lists },
    taskMail: createTaskMailQueue({
      settings: { ...DEFAULT_TASK_MAIL_SETTINGS, ...taskMail },
      limiter,
      background,
      logger: options.logger,
      // deps.appUrl is read when the e-mail goes: with PORT=0 the server sets it once it listens.
      send: (batch) => sendTaskBatch(deps, batch),
    }),
    photos: { ...DEFAULT_PHOTO_SETTINGS, ...photos },
    undeclaredErrors: options.undeclaredErrors ?? (UNDER_TEST ? 'fail' : 'warn'),
  };
  return deps;
}
