// Session lifetimes (docs/product.md#accounts-and-sessions): a browser session lasts BROWSER_SESSION_HOURS on
// the server and slides with use, without a write on every request; a remember-me session slides over 30 days.
import { sessions } from '@kubm/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { createTestApi, type TestApi } from '../test-api';
import { hashSessionId, readSessionCookie } from './sessions';

let api: TestApi;
const HOUR = 3_600_000;
/** The SQL of every statement run since the last reset. */
let statements: string[] = [];

beforeAll(async () => {
  api = await createTestApi({ onQuery: (sql) => statements.push(sql) });
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
    .where(eq(sessions.id, hashSessionId(id)));
  return (row?.at.getTime() ?? 0) - Date.now();
}

async function setExpiresIn(id: string, ms: number): Promise<void> {
  await api.handle.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + ms) })
    .where(eq(sessions.id, hashSessionId(id)));
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

describe('the sessions table', () => {
  it('keeps only a SHA-256 of each session id: a copied row signs nobody in', async () => {
    const { cookie, id } = await signIn(false);
    const rows = await api.handle.db.select({ id: sessions.id }).from(sessions);
    expect(rows.map((r) => r.id)).not.toContain(id);
    expect(rows.map((r) => r.id)).toContain(hashSessionId(id));
    expect(hashSessionId(id)).toMatch(/^[0-9a-f]{64}$/);

    await expect(api.caller(cookie).auth.me()).resolves.toMatchObject({ email: 'paulus@contoh.my' });
    const stolen = `kubm_session=${hashSessionId(id)}`;
    await expect(api.caller(stolen).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe("reading a request's session", () => {
  async function contextStatements(cookie: string): Promise<string[]> {
    statements = [];
    const req = new Request('http://localhost:3000/trpc', { headers: { cookie } });
    const ctx = await createContext(api.deps, { req, resHeaders: new Headers(), clientIp: '127.0.0.1' });
    expect(ctx.user?.email).toBe('paulus@contoh.my');
    return statements;
  }

  it.each([
    ['a browser session', false],
    ['a remember-me session', true],
  ])('%s costs one query, which never reads the password hash or the photo', async (_label, remember) => {
    const { cookie } = await signIn(remember);
    const seen = await contextStatements(cookie);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^select/i);
    expect(seen[0]).not.toMatch(/password_hash|profile_photo|reset_token/);
  });

  it('writes only when the expiry slides', async () => {
    const { cookie, id } = await signIn(false);
    await setExpiresIn(id, 2 * HOUR);
    const seen = await contextStatements(cookie);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatch(/^update "sessions"/i);
  });
});

describe('the session cookie in a Cookie header', () => {
  it('is found among other cookies, with or without a space after the semicolon; the last one wins', () => {
    expect(readSessionCookie('kubm_session=abc')).toBe('abc');
    expect(readSessionCookie('theme=gelap; kubm_session=abc; lang=ms')).toBe('abc');
    expect(readSessionCookie('theme=gelap;kubm_session=abc')).toBe('abc');
    expect(readSessionCookie('kubm_session=old; kubm_session=new')).toBe('new');
  });

  it('is null when absent or empty, and another name that merely contains it does not count', () => {
    expect(readSessionCookie('')).toBeNull();
    expect(readSessionCookie('theme=gelap')).toBeNull();
    expect(readSessionCookie('kubm_session=')).toBeNull();
    expect(readSessionCookie('x_kubm_session=abc; kubm_sessionx=def')).toBeNull();
    expect(readSessionCookie('kubm_session')).toBeNull();
  });

  it("signs the member in beside another site's cookie with a bad escape", async () => {
    const { cookie } = await signIn(true);
    const me = await api.caller(`_ga=%E0%A4%A; ${cookie}; kosong=%`).auth.me();
    expect(me.email).toBe('paulus@contoh.my');
  });
});
