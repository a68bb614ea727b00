// Forgot-password answers before it touches the database, so a registered address answers no slower than an
// unknown one; the lookup, the token and the e-mail follow in the background, limited per address.
import { users } from '@kubm/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test-api';
import { AUTH_MSG } from './messages';

let api: TestApi;
let statements: string[] = [];
const sent: string[] = [];

beforeAll(async () => {
  api = await createTestApi({
    onQuery: (sql) => statements.push(sql),
    settings: { resetMaxPerEmailPerHour: 2 },
  });
  api.deps.mailer = { send: async (mail) => void sent.push(mail.to) };
  await api.caller().auth.register({
    name: 'Ana',
    email: 'ana@contoh.my',
    phone: '0123456789',
    password: 'rahsia-123',
    ministryRoles: [{ ministry: 'IKD (MINISTRI)', role: 'Member' }],
  });
});
afterAll(() => api?.handle.close());

describe('forgot password', () => {
  it.each([
    ['a registered address', 'ana@contoh.my'],
    ['an unknown address', 'tiada@contoh.my'],
  ])('answers %s with the same words and no database statement on the way', async (_label, email) => {
    statements = [];
    const answer = await api.caller().auth.forgotPassword({ email });
    expect(answer).toEqual({ message: AUTH_MSG.forgotSent });
    expect(statements).toEqual([]);
    await api.deps.background.idle();
    expect(statements.length).toBeGreaterThan(0);
  });

  it('sends the e-mail and stores the token hash afterwards, at most the limit per address', async () => {
    sent.length = 0;
    for (let i = 0; i < 3; i++) await api.caller().auth.forgotPassword({ email: 'ana@contoh.my' });
    await api.deps.background.idle();
    // One request above already used one of the two per hour.
    expect(sent).toEqual(['ana@contoh.my']);
    const [row] = await api.handle.db
      .select({ hash: users.resetTokenHash })
      .from(users)
      .where(eq(users.email, 'ana@contoh.my'));
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
