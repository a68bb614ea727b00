import { createDatabase, type DatabaseHandle } from '@kubm/db';
import type { AuthSettings } from './auth/settings';
import { createContext } from './context';
import { type ApiDeps, createApiDeps } from './deps';
import type { LinkListSettings } from './links/settings';
import type { MemberListCacheSettings } from './members/list-cache';
import type { PhotoSettings } from './members/photo-upload';
import { appRouter } from './root';
import type { TaskListSettings } from './tasks/settings';

export interface TestApi {
  handle: DatabaseHandle;
  deps: ApiDeps;
  caller(cookie?: string, resHeaders?: Headers): ReturnType<typeof appRouter.createCaller>;
}

export interface TestApiOptions {
  settings?: Partial<AuthSettings>;
  lists?: Partial<LinkListSettings>;
  memberLists?: Partial<MemberListCacheSettings>;
  taskList?: Partial<TaskListSettings>;
  photos?: Partial<PhotoSettings>;
  onQuery?: (sql: string) => void;
}

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const handle = await createDatabase({
    dataDir: 'memory://',
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  const silent = { info() {}, warn() {}, error() {} };
  const noMail = { send: () => Promise.reject(new Error('no e-mail expected in this test')) };
  const deps = createApiDeps({
    db: handle.db,
    mailer: noMail,
    logger: silent,
    appUrl: 'http://localhost:3000',
    settings: { registrationOpen: true, ...options.settings },
    ...(options.lists ? { lists: options.lists } : {}),
    ...(options.memberLists ? { memberLists: options.memberLists } : {}),
    ...(options.taskList ? { taskList: options.taskList } : {}),
    ...(options.photos ? { photos: options.photos } : {}),
  });
  return {
    handle,
    deps,
    caller(cookie = '', resHeaders = new Headers()) {
      const req = new Request('http://localhost:3000/trpc', { headers: { cookie } });
      return appRouter.createCaller(() => createContext(deps, { req, resHeaders, clientIp: '127.0.0.1' }));
    },
  };
}
