// The dashboard's recent activity is written by the account flows; its icon depends on the words
// 'joined', 'updated' and 'left' (spec §4). Driven through the real router on an in-memory PGlite.
import { activities, createDatabase, type DatabaseHandle } from '@kubm/db';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { type ApiDeps, createApiDeps } from '../deps';
import { appRouter } from '../root';

let handle: DatabaseHandle;
let deps: ApiDeps;

beforeAll(async () => {
  handle = await createDatabase({ dataDir: 'memory://' });
  const silent = { info() {}, warn() {}, error() {} };
  const noMail = {
    send: () => Promise.reject(new Error('these flows send no e-mail')),
  };
  deps = createApiDeps({ db: handle.db, mailer: noMail, logger: silent, appUrl: 'http://localhost:3000' });
});
afterAll(() => handle?.close());

/** A caller acting as a browser that carries `cookie`. */
async function callerWith(cookie = '') {
  const resHeaders = new Headers();
  const req = new Request('http://localhost:3000/trpc', { headers: { cookie } });
  const ctx = await createContext(deps, { req, resHeaders, clientIp: '127.0.0.1' });
  return { caller: appRouter.createCaller(ctx), resHeaders };
}

describe('activity lines', () => {
  it('name the person and say joined, updated and left', async () => {
    const anon = await callerWith();
    const user = await anon.caller.auth.register({
      name: 'Teresa Lim',
      email: 'teresa@contoh.my',
      phone: '0123456789',
      password: 'rahsia-123',
      ministryRoles: [{ ministry: 'BELIA (MINISTRI)', role: 'Member' }],
    });
    const cookie = anon.resHeaders.get('set-cookie')?.split(';')[0] ?? '';
    const signedIn = await callerWith(cookie);
    await signedIn.caller.users.update({ id: user.id, phone: '0198765432' });
    await signedIn.caller.users.remove({ id: user.id });

    const lines = await handle.db
      .select({ description: activities.description, userId: activities.userId })
      .from(activities)
      .orderBy(asc(activities.id));
    expect(lines.map((l) => l.description)).toEqual([
      'Teresa Lim joined the committee',
      'Teresa Lim updated their profile',
      'Teresa Lim left the committee',
    ]);
    // The history outlives the account; only the link to the person is gone.
    expect(lines.every((l) => l.userId === null)).toBe(true);
  });
});
