// The dashboard's recent activity is written by the account flows; its icon depends on the words
// 'joined', 'updated' and 'left'. Driven through the real router on an in-memory PGlite.
import { activities } from '@kubm/db';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test-api';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.handle.close());

describe('activity lines', () => {
  it('name the person and say joined, updated and left', async () => {
    const resHeaders = new Headers();
    const user = await api.caller('', resHeaders).auth.register({
      name: 'Teresa Lim',
      email: 'teresa@contoh.my',
      phone: '0123456789',
      password: 'rahsia-123',
      ministryRoles: [{ ministry: 'BELIA (MINISTRI)', role: 'Member' }],
    });
    const signedIn = api.caller(resHeaders.get('set-cookie')?.split(';')[0] ?? '');
    await signedIn.users.update({ id: user.id, phone: '0198765432' });
    await signedIn.users.remove({ id: user.id });

    const lines = await api.handle.db
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
