// Access rules over HTTP, on PGlite and (in the PostgreSQL pass) a real server with a pool of connections:
// leadership is granted not claimed, the registration code, and limits that hold under parallel requests.
import { MSG } from '@kubm/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderRoles, registration } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
let founder: Client;

beforeAll(async () => {
  server = await startTestServer();
  founder = createClient(server.url);
  const options = await founder.get('/api/registration-options');
  expect(options.body).toEqual({ leadershipOpen: true, codeRequired: false });
  expect((await founder.post('/api/register', registration({ ministryRoles: leaderRoles }))).status).toBe(
    201,
  );
});
afterAll(() => server?.stop());

async function member(): Promise<{ client: Client; id: number; email: string; password: string }> {
  const client = createClient(server.url);
  const input = registration();
  const res = await client.post('/api/register', input);
  expect(res.status).toBe(201);
  return { client, id: (res.body as { id: number }).id, email: input.email, password: input.password };
}

describe('leadership is granted, not claimed', () => {
  it('refuses a registration claiming Pengerusi KUBM once the portal is founded', async () => {
    expect((await createClient(server.url).get('/api/registration-options')).body).toEqual({
      leadershipOpen: false,
      codeRequired: false,
    });
    for (const role of ['Pengerusi KUBM', 'Timbalan Pengerusi KUBM'] as const) {
      const res = await createClient(server.url).post(
        '/api/register',
        registration({ ministryRoles: [{ ministry: 'AJK UTAMA', role }] }),
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MSG.leadershipNotClaimable });
    }
  });

  it('refuses PUT /api/users/{own id} into leadership, applying none of the request', async () => {
    const { client, id } = await member();
    const before = (await client.get('/api/user')).body as { name: string; role: string };
    const res = await client.put(`/api/users/${id}`, { name: 'Nama Lain', role: 'Pengerusi KUBM' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MSG.leadershipNotClaimable });
    expect((await client.get('/api/user')).body).toMatchObject({ name: before.name, role: 'Member' });
    // …so the links of others stay out of reach.
    const link = await founder.post('/api/links', {
      title: 'Milik pimpinan',
      url: 'https://example.org/x',
      category: 'Aplikasi',
    });
    expect((await client.del(`/api/links/${(link.body as { id: number }).id}`)).status).toBe(403);
  });

  it('treats every AJK UTAMA role as granted: refused at registration and in your own profile', async () => {
    for (const role of ['Setiausaha', 'Bendahari', 'Ahli Kehormat'] as const) {
      for (const ministry of ['AJK UTAMA', 'KOIR (MINISTRI)'] as const) {
        const res = await createClient(server.url).post(
          '/api/register',
          registration({
            ministryRoles: [
              { ministry: 'IKD (MINISTRI)', role: 'Member' },
              { ministry, role },
            ],
          }),
        );
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: MSG.leadershipNotClaimable });
      }
      const { client, id } = await member();
      for (const change of [
        { role },
        { ministryRoles: [{ ministry: 'AJK UTAMA', role }] },
        {
          ministryRoles: [
            { ministry: 'IKD (MINISTRI)', role: 'Member' },
            { ministry: 'AJK UTAMA', role },
          ],
        },
      ]) {
        const res = await client.put(`/api/users/${id}`, change);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: MSG.leadershipNotClaimable });
      }
      const mine = (await client.get('/api/members')).body as { id: number; userId: number }[];
      const entry = mine.find((m) => m.userId === id);
      expect((await client.put(`/api/members/${entry?.id}`, { role })).status).toBe(403);
      expect((await client.get('/api/user')).body).toMatchObject({ role: 'Member' });
    }
  });

  it('lets leadership grant an AJK UTAMA role, which its holder then keeps in the profile', async () => {
    const { client, id } = await member();
    const all = (await founder.get('/api/members')).body as { id: number; userId: number }[];
    const entry = all.find((m) => m.userId === id);
    const granted = await founder.put(`/api/members/${entry?.id}`, {
      role: 'Setiausaha',
      ministry: 'AJK UTAMA',
    });
    expect(granted.status).toBe(200);
    const kept = await client.put(`/api/users/${id}`, {
      name: 'Setiausaha Baru',
      ministryRoles: [{ ministry: 'AJK UTAMA', role: 'Setiausaha' }],
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ role: 'Setiausaha', name: 'Setiausaha Baru' });
    // Holding one AJK UTAMA role is no way into another.
    expect((await client.put(`/api/users/${id}`, { role: 'Bendahari' })).status).toBe(403);
  });

  it("accepts PUT /api/users/{id} with 'Ahli Biasa' and 'Umum'", async () => {
    const { client, id } = await member();
    const res = await client.put(`/api/users/${id}`, { role: 'Ahli Biasa', ministry: 'Umum' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'Ahli Biasa', ministry: 'Umum' });
  });
});

describe('login limits under concurrency', () => {
  it('let exactly 5 of 20 parallel wrong passwords reach the password check', async () => {
    const { email } = await member();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createClient(server.url)
          .post('/api/login', { email, password: `salah-${i}` })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});

describe('REGISTRATION_CODE', () => {
  it('is needed when set, and the form is told so', async () => {
    const guarded = await startTestServer({ REGISTRATION_CODE: 'Paroki-2026' });
    try {
      const client = createClient(guarded.url);
      expect((await client.get('/api/registration-options')).body).toEqual({
        leadershipOpen: true,
        codeRequired: true,
      });
      const input = registration();
      for (const code of [undefined, 'salah']) {
        const res = await client.post('/api/register', { ...input, registrationCode: code });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: MSG.registrationCodeInvalid });
      }
      expect((await client.post('/api/register', { ...input, registrationCode: 'Paroki-2026' })).status).toBe(
        201,
      );
    } finally {
      await guarded.stop();
    }
  });
});

describe('REGISTER_MAX_PER_HOUR', () => {
  it('limits registrations per address, 409s included', async () => {
    const limited = await startTestServer({ REGISTER_MAX_PER_HOUR: '2' });
    try {
      const client = createClient(limited.url);
      const input = registration();
      expect((await client.post('/api/register', input)).status).toBe(201);
      expect((await createClient(limited.url).post('/api/register', input)).status).toBe(409);
      const third = await createClient(limited.url).post('/api/register', registration());
      expect(third.status).toBe(429);
      expect((third.body as { message: string }).message).toMatch(
        /^Terlalu banyak pendaftaran dari alamat ini\. Sila cuba lagi dalam \d+ minit\.$/,
      );
    } finally {
      await limited.stop();
    }
  });
});
