// GET /api/stats and GET /api/activities over HTTP (on PGlite, and on PostgreSQL with TEST_DATABASE_URL).
import type { Ministry, Role } from '@kubm/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderRoles, registration } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';

/** ACTIVITIES_LIMIT of packages/api/src/activities/router.ts (the package exports only the router). */
const ACTIVITIES_LIMIT = 50;
const SIGNED_OUT = { message: 'Sila log masuk terlebih dahulu' };

let server: TestServer;
let anon: Client;

interface Account {
  client: Client;
  id: number;
}

async function signedUp(ministry: Ministry, role: Role): Promise<Account> {
  const client = createClient(server.url);
  const res = await client.post('/api/register', registration({ ministryRoles: [{ ministry, role }] }));
  expect(res.status).toBe(201);
  return { client, id: (res.body as { id: number }).id };
}

let leader: Account;
let singer: Account;
let choirHead: Account;
let becMember: Account;

beforeAll(async () => {
  server = await startTestServer();
  anon = createClient(server.url);
  // The first account founds the portal and may take a leadership role.
  leader = await signedUp(leaderRoles[0]?.ministry as Ministry, leaderRoles[0]?.role as Role);
  singer = await signedUp('KOIR (MINISTRI)', 'Member');
  choirHead = await signedUp('KOIR (MINISTRI)', 'Ketua Ministri');
  becMember = await signedUp('ST MARK - DTHO (BEC)', 'Member');
});
afterAll(() => server?.stop());

interface Activity {
  id: number;
  description: string;
  timestamp: string;
}

describe('GET /api/stats', () => {
  it('is for signed-in members only', async () => {
    const res = await anon.get('/api/stats');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(SIGNED_OUT);
  });

  it('counts members, distinct ministries and distinct roles', async () => {
    const res = await singer.client.get('/api/stats');
    expect(res.status).toBe(200);
    // Ministries: AJK UTAMA, KOIR, ST MARK; roles: Pengerusi KUBM, Member, Ketua Ministri.
    expect(res.body).toEqual({ memberCount: 4, ministryCount: 3, roleCount: 3 });
  });

  it('follows the directory: a member who leaves is no longer counted', async () => {
    const left = await becMember.client.del(`/api/users/${becMember.id}`);
    expect(left.status).toBe(200);
    const res = await leader.client.get('/api/stats');
    expect(res.body).toEqual({ memberCount: 3, ministryCount: 2, roleCount: 3 });
  });

  it('is served over tRPC too', async () => {
    const res = await leader.client.get('/trpc/stats.get');
    expect(res.status).toBe(200);
    expect((res.body as { result: { data: unknown } }).result.data).toEqual({
      memberCount: 3,
      ministryCount: 2,
      roleCount: 3,
    });
  });
});

describe('GET /api/activities', () => {
  it('is for signed-in members only', async () => {
    const res = await anon.get('/api/activities');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(SIGNED_OUT);
  });

  it('lists what happened, newest first, with ISO timestamps', async () => {
    const res = await choirHead.client.get('/api/activities');
    expect(res.status).toBe(200);
    const list = res.body as Activity[];
    expect(list.map((a) => a.description)).toEqual([
      expect.stringMatching(/ left the committee$/),
      expect.stringMatching(/^Ahli Ujian \d+ joined the committee$/),
      expect.stringMatching(/ joined the committee$/),
      expect.stringMatching(/ joined the committee$/),
      expect.stringMatching(/ joined the committee$/),
    ]);
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(['description', 'id', 'timestamp']);
      expect(new Date(entry.timestamp).toISOString()).toBe(entry.timestamp);
    }
  });

  it(`answers at most ${ACTIVITIES_LIMIT} entries: the newest, ordered by time then id`, async () => {
    // Each profile update records one activity.
    for (let i = 1; i <= ACTIVITIES_LIMIT; i++) {
      const res = await singer.client.put(`/api/users/${singer.id}`, { name: `Penyanyi ${i}` });
      expect(res.status).toBe(200);
    }
    const res = await leader.client.get('/api/activities');
    const list = res.body as Activity[];
    expect(list).toHaveLength(ACTIVITIES_LIMIT);
    expect(list[0]?.description).toBe(`Penyanyi ${ACTIVITIES_LIMIT} updated their profile`);
    expect(list.at(-1)?.description).toBe('Penyanyi 1 updated their profile');
    for (let i = 1; i < list.length; i++) {
      const newer = list[i - 1] as Activity;
      const older = list[i] as Activity;
      expect(Date.parse(newer.timestamp)).toBeGreaterThanOrEqual(Date.parse(older.timestamp));
      expect(newer.id).toBeGreaterThan(older.id);
    }
  });
});
