// Session lifetimes (ARCHITECTURE §4): a browser session lasts BROWSER_SESSION_HOURS on the server and
// slides with use, without a write on every request; a remember-me session slides over 30 days.
import { sessions } from '@kubm/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test-api';

let api: TestApi;
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await createTestApi();
  await api.caller().auth.register({
    name: 'Paulus Wong',
    email: 'paulus@contoh.my',
    phone: '0123456789',
    password: 'rahsia-123',
    ministryRoles: [{ ministry: 'IKD (MINISTRI)', role: 'Member' }],
  });
});
afterAll(() => api?.handle.close());

async function signIn(rememberMe: boolean): Promise<{ cookie: string; id: string }> {
  const resHeaders = new Headers();
  await api
    .caller('', resHeaders)
    .auth.login({ email: 'paulus@contoh.my', password: 'rahsia-123', rememberMe });
  const cookie = resHeaders.get('set-cookie')?.split(';')[0] ?? '';
  return { cookie, id: cookie.split('=')[1] ?? '' };
}

async function expiresIn(id: string): Promise<number> {
  const [row] = await api.handle.db
    .select({ at: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, id));
  return (row?.at.getTime() ?? 0) - Date.now();
}

async function setExpiresIn(id: string, ms: number): Promise<void> {
  await api.handle.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + ms) })
    .where(eq(sessions.id, id));
}

describe('a browser session (no remember-me)', () => {
  it('lasts 12 hours and is not rewritten while more than half remains', async () => {
    const { cookie, id } = await signIn(false);
    expect(await expiresIn(id)).toBeGreaterThan(11.9 * HOUR);
    await setExpiresIn(id, 10 * HOUR);
    await api.caller(cookie).auth.me();
    expect(await expiresIn(id)).toBeLessThan(10.01 * HOUR);
  });

  it('slides back to 12 hours once less than half remains, and ends when it runs out', async () => {
    const { cookie, id } = await signIn(false);
    await setExpiresIn(id, 2 * HOUR);
    await api.caller(cookie).auth.me();
    expect(await expiresIn(id)).toBeGreaterThan(11.9 * HOUR);

    await setExpiresIn(id, -1000);
    await expect(api.caller(cookie).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('a remember-me session', () => {
  it('lasts 30 days and slides to 30 days once half has passed', async () => {
    const { cookie, id } = await signIn(true);
    expect(await expiresIn(id)).toBeGreaterThan(29.9 * 24 * HOUR);
    await setExpiresIn(id, 10 * 24 * HOUR);
    await api.caller(cookie).auth.me();
    expect(await expiresIn(id)).toBeGreaterThan(29.9 * 24 * HOUR);
  });
});
