import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root';

export { AppError, type AppErrorCode } from './app-error';
export { hashPassword } from './auth/password';
export { SESSION_COOKIE_NAME } from './auth/sessions';
export { type AuthSettings, DEFAULT_AUTH_SETTINGS } from './auth/settings';
export {
  type CalendarSettings,
  DEFAULT_CALENDAR_SETTINGS,
  DEFAULT_GOOGLE_API_URL,
} from './calendar/calendar';
export {
  type Context,
  createContext,
  createSessionlessContext,
  type RequestInfo,
  type ResponseHeaders,
} from './context';
export { type ApiDeps, createApiDeps } from './deps';
export { DEFAULT_LINK_LIST_SETTINGS, type LinkListSettings } from './links/settings';
export type { Logger } from './logger';
export type { Mailer, MailMessage } from './mail/mailer';
export { DEFAULT_MEMBER_LIST_CACHE_SETTINGS, type MemberListCacheSettings } from './members/list-cache';
export { memberPhotoPathId } from './members/photo';
export {
  DEFAULT_PHOTO_SETTINGS,
  PHOTO_MAX_PIXELS_RANGE,
  type PhotoSettings,
} from './members/photo-upload';
export { memberPhotoResponse } from './rest/member-photo';
export { type AppRouter, appRouter } from './root';
export { DatabaseNotEmptyError, DEMO_CHAIR_EMAIL, DEMO_PASSWORD, seedDatabase } from './seed/seed';
export { DEFAULT_TASK_MAIL_SETTINGS, type TaskMailSettings } from './tasks/mail-queue';
export { DEFAULT_TASK_LIST_SETTINGS, type TaskListSettings } from './tasks/settings';
export { checkRole, setUserRole } from './users/set-role';
export { VOTING_PARSE_LIMITS } from './voting/parse';
export { DEFAULT_VOTING_SETTINGS, type VotingSettings } from './voting/voting';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
