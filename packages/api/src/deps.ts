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
import {
  createMemberListCache,
  DEFAULT_MEMBER_LIST_CACHE_SETTINGS,
  type MemberListCache,
  type MemberListCacheSettings,
} from './members/list-cache';
import { DEFAULT_PHOTO_SETTINGS, type PhotoSettings } from './members/photo-upload';
import {
  createTaskMailQueue,
  DEFAULT_TASK_MAIL_SETTINGS,
  type TaskMailQueue,
  type TaskMailSettings,
} from './tasks/mail-queue';
import { sendTaskBatch } from './tasks/notify';
import { DEFAULT_TASK_LIST_SETTINGS, type TaskListSettings } from './tasks/settings';
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
  calendar: Calendar;
  voting: Voting;
  lists: LinkListSettings;
  memberLists: MemberListCache;
  taskList: TaskListSettings;
  taskMail: TaskMailQueue;
  photos: PhotoSettings;
  appUrl: string;
  schema?: { recheck(): Promise<void> };
  undeclaredErrors: 'fail' | 'warn';
}

export function createApiDeps(options: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  settings?: Partial<AuthSettings>;
  calendar?: CalendarSettings;
  voting?: VotingSettings;
  lists?: Partial<LinkListSettings>;
  memberLists?: Partial<MemberListCacheSettings>;
  taskList?: Partial<TaskListSettings>;
  taskMail?: Partial<TaskMailSettings>;
  photos?: Partial<PhotoSettings>;
  schema?: ApiDeps['schema'];
  undeclaredErrors?: ApiDeps['undeclaredErrors'];
}): ApiDeps {
  const {
    settings: given,
    calendar,
    voting,
    lists,
    memberLists,
    taskList,
    taskMail,
    photos,
    ...rest
  } = options;
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
    memberLists: createMemberListCache({ ...DEFAULT_MEMBER_LIST_CACHE_SETTINGS, ...memberLists }),
    taskList: { ...DEFAULT_TASK_LIST_SETTINGS, ...taskList },
    taskMail: createTaskMailQueue({
      settings: { ...DEFAULT_TASK_MAIL_SETTINGS, ...taskMail },
      limiter,
      background,
      logger: options.logger,
      // With PORT=0 the server sets appUrl once it listens.
      send: (batch) => sendTaskBatch(deps, batch),
    }),
    photos: { ...DEFAULT_PHOTO_SETTINGS, ...photos },
    undeclaredErrors: options.undeclaredErrors ?? (UNDER_TEST ? 'fail' : 'warn'),
  };
  return deps;
}
