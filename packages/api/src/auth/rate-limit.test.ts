// Sign-in and registration limits through the real router on a real (in-memory) database: counted before the
// password check, per account and address first, shared by every process that uses the same database.
import { rateLimits } from '@kubm/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { createApiDeps } from '../deps';
import { appRouter } from '../root';
import { createTestApi, type TestApi } from '../test-api';

let api: TestApi;
let counter = 0;

const settings = {
  loginMaxPerAccountAddress: 5,
  loginMaxPerAccount: 8,
  loginMaxPerAddress: 20,
  registerMaxPerHour: 1000,
};

beforeAll(async () => {
  api = await createTestApi({ settings });
});
afterAll(() => api?.handle.close());

/** A caller from `address`, as the server would build it for a request from there. */
function from(address: string, deps = api.deps) {
  const req = new Request('http://localhost:3000/trpc');
  return appRouter.createCaller(() =>
    createContext(deps, { req, resHeaders: new Headers(), clientIp: address }),
  );
}

async function newAccount(): Promise<string> {
  counter += 1;
  const email = `ahli${counter}@contoh.my`;
  await from(`10.9.0.${counter}`).auth.register({
    name: `Ahli ${counter}`,
    email,
    phone: '0123456789',
    password: 'rahsia-123',
    ministryRoles: [{ ministry: 'IKD (MINISTRI)', role: 'Member' }],
  });
  return email;
}

type Outcome = 'signed in' | 'wrong password' | 'throttled';

async function attempt(address: string, email: string, password: string, deps = api.deps): Promise<Outcome> {
  try {
    await from(address, deps).auth.login({ email, password });
    return 'signed in';
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'UNAUTHORIZED') return 'wrong password';
    if (code === 'TOO_MANY_REQUESTS') return 'throttled';
    throw error;
  }
}

function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

describe('login limits', () => {
  it('let exactly 5 of 20 parallel wrong passwords reach the password check', async () => {
    const email = await newAccount();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt('10.0.0.1', email, `salah-${i}`)),
    );
    expect(tally(outcomes)).toEqual({ 'wrong password': 5, throttled: 15 });
    // The right password from the same address waits out the window too.
    expect(await attempt('10.0.0.1', email, 'rahsia-123')).toBe('throttled');
  });

  it('do not let a stranger elsewhere lock a member out of their usual address', async () => {
    const email = await newAccount();
    for (let i = 0; i < 7; i++) await attempt('203.0.113.9', email, 'teka');
    expect(await attempt('203.0.113.9', email, 'rahsia-123')).toBe('throttled');
    expect(await attempt('10.0.0.2', email, 'rahsia-123')).toBe('signed in');
  });

  it('stop a guess spread over many addresses at the per-account ceiling', async () => {
    const email = await newAccount();
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 12; i++) outcomes.push(await attempt(`198.51.100.${i}`, email, 'teka'));
    expect(tally(outcomes)).toEqual({ 'wrong password': 8, throttled: 4 });
    expect(await attempt('10.0.0.3', email, 'rahsia-123')).toBe('throttled');
  });

  it('give a successful sign-in back and forget that address’s typos', async () => {
    const email = await newAccount();
    for (let i = 0; i < 4; i++) expect(await attempt('10.0.0.4', email, 'silap')).toBe('wrong password');
    expect(await attempt('10.0.0.4', email, 'rahsia-123')).toBe('signed in');
    for (let i = 0; i < 3; i++) expect(await attempt('10.0.0.4', email, 'silap')).toBe('wrong password');
    // 4 + 3 failures are counted per account (ceiling 8), not 4 + 1 + 3.
    expect(await attempt('10.0.0.4', email, 'rahsia-123')).toBe('signed in');
  });

  it('live in the database: another server process on it sees the same counts', async () => {
    const email = await newAccount();
    for (let i = 0; i < 5; i++) await attempt('10.0.0.5', email, 'salah');
    const otherProcess = createApiDeps({
      db: api.handle.db,
      mailer: api.deps.mailer,
      logger: api.deps.logger,
      appUrl: api.deps.appUrl,
      settings,
    });
    expect(await attempt('10.0.0.5', email, 'rahsia-123', otherProcess)).toBe('throttled');
  });

  it('store no e-mail address or IP address', async () => {
    const rows = await api.handle.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('registration limit', () => {
  it('counts every attempt from an address, an e-mail already taken included', async () => {
    const strict = await createTestApi({ settings: { registerMaxPerHour: 2 } });
    try {
      const input = {
        name: 'Ana',
        email: 'ana@contoh.my',
        phone: '0123456789',
        password: 'rahsia-123',
        ministryRoles: [{ ministry: 'IKD (MINISTRI)', role: 'Member' as const }],
      };
      const register = (email: string) => {
        const req = new Request('http://localhost:3000/trpc');
        return appRouter
          .createCaller(() =>
            createContext(strict.deps, { req, resHeaders: new Headers(), clientIp: '192.0.2.7' }),
          )
          .auth.register({ ...input, email });
      };
      await register('ana@contoh.my');
      await expect(register('ana@contoh.my')).rejects.toMatchObject({ code: 'CONFLICT' });
      await expect(register('baru@contoh.my')).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Terlalu banyak pendaftaran dari alamat ini/),
      });
    } finally {
      await strict.handle.close();
    }
  });
});
