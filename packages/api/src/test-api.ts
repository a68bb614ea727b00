// For tests of the api itself: the real router on an in-memory PGlite, called as a browser would be.
import { createDatabase, type DatabaseHandle } from '@kubm/db';
import type { AuthSettings } from './auth/settings';
import { createContext } from './context';
import { type ApiDeps, createApiDeps } from './deps';
import type { LinkListSettings } from './links/settings';
import type { PhotoSettings } from './members/photo-upload';
import { appRouter } from './root';

export interface TestApi {
  handle: DatabaseHandle;
  deps: ApiDeps;
  /** A caller carrying `cookie`; Set-Cookie answers land in `resHeaders`. */
  caller(cookie?: string, resHeaders?: Headers): ReturnType<typeof appRouter.createCaller>;
}

export interface TestApiOptions {
  settings?: Partial<AuthSettings>;
  lists?: Partial<LinkListSettings>;
  photos?: Partial<PhotoSettings>;
  /** Sees the SQL of every statement (to count what a request costs). */
  onQuery?: (sql: string) => void;
}

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const handle = await createDatabase({
    dataDir: 'memory://',
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  const silent = { info() {}, warn() {}, error() {} };
  // The flows under test here send no e-mail; mail is tested against a real SMTP server in apps/server.
  const noMail = { send: () => Promise.reject(new Error('no e-mail expected in this test')) };
  const deps = createApiDeps({
    db: handle.db,
    mailer: noMail,
    logger: silent,
    appUrl: 'http://localhost:3000',
    // Open registration unless a test asks otherwise: tests of other things register many members.
    settings: { registrationOpen: true, ...options.settings },
    ...(options.lists ? { lists: options.lists } : {}),
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
