import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderRoles, registration } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
let creator: Client;
let creatorId: number;
let leader: Client;
let member: Client;
let anon: Client;

async function signedUp(overrides = {}): Promise<{ client: Client; id: number }> {
  const client = createClient(server.url);
  const res = await client.post('/api/register', registration(overrides));
  expect(res.status).toBe(201);
  return { client, id: (res.body as { id: number }).id };
}

const valid = {
  title: 'Jadual Misa',
  url: 'https://example.org/misa',
  description: 'Jadual bulanan',
  category: 'Bahan Liturgi',
};

beforeAll(async () => {
  server = await startTestServer();
  // The first account founds the portal and may take a leadership role; later ones may not.
  ({ client: leader } = await signedUp({ ministryRoles: leaderRoles }));
  ({ client: creator, id: creatorId } = await signedUp());
  ({ client: member } = await signedUp());
  anon = createClient(server.url);
});
afterAll(() => server?.stop());

async function newLink(body: Record<string, unknown> = valid): Promise<{ id: number }> {
  const res = await creator.post('/api/links', body);
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

describe('links API', () => {
  it('is for signed-in members only', async () => {
    expect((await anon.get('/api/links')).status).toBe(401);
    expect((await anon.post('/api/links', valid)).status).toBe(401);
  });

  it('records the session user as creator, whatever the body says', async () => {
    const res = await creator.post('/api/links', { ...valid, createdById: 999999 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...valid, createdById: creatorId, canEdit: true });
  });

  it("applies the form rules with the validators' messages", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: 'ab' }, 'title', 'Judul mesti sekurang-kurangnya 3 karakter'],
      [{ url: 'bukan url' }, 'url', 'URL tidak sah'],
      [{ url: 'javascript:alert(1)' }, 'url', 'URL tidak sah'],
      [{ url: 'data:text/html,<b>x</b>' }, 'url', 'URL tidak sah'],
      [{ url: 'ftp://example.org/fail' }, 'url', 'URL tidak sah'],
      [{ category: 'Resepi' }, 'category', 'Pilih kategori'],
      [{ category: undefined }, 'category', 'Pilih kategori'],
      [{ title: 'x'.repeat(201) }, 'title', 'Tajuk terlalu panjang (maksimum 200 aksara)'],
      [
        { url: `https://example.org/${'a'.repeat(2048)}` },
        'url',
        'URL terlalu panjang (maksimum 2048 aksara)',
      ],
    ];
    for (const [override, path, message] of cases) {
      const res = await member.post('/api/links', { ...valid, ...override });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect((res.body as { issues: unknown[] }).issues).toContainEqual({ path, message });
    }
    const noDescription = await member.post('/api/links', { ...valid, description: undefined });
    expect(noDescription.status).toBe(201);
    expect(noDescription.body).toMatchObject({ description: null });
  });

  it('keeps what users type as plain text', async () => {
    const res = await member.post('/api/links', { ...valid, title: '<img src=x onerror=alert(1)>' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: '<img src=x onerror=alert(1)>' });
  });

  it('lists newest first, with who may edit each', async () => {
    const first = await newLink({ ...valid, title: 'Pertama dahulu' });
    const second = await newLink({ ...valid, title: 'Kedua kemudian' });
    const list = (await member.get('/api/links')).body as Array<{ id: number; canEdit: boolean }>;
    const ids = list.map((l) => l.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.find((l) => l.id === first.id)?.canEdit).toBe(false);
    const asLeader = (await leader.get('/api/links')).body as Array<{ id: number; canEdit: boolean }>;
    expect(asLeader.every((l) => l.canEdit)).toBe(true);
  });

  it('lets the creator and leadership edit and delete, and nobody else', async () => {
    const link = await newLink();
    const edit = { ...valid, title: 'Disunting' };

    expect((await member.put(`/api/links/${link.id}`, edit)).status).toBe(403);
    expect((await member.del(`/api/links/${link.id}`)).status).toBe(403);
    expect((await anon.put(`/api/links/${link.id}`, edit)).status).toBe(401);
    expect((await anon.del(`/api/links/${link.id}`)).status).toBe(401);

    const byCreator = await creator.put(`/api/links/${link.id}`, edit);
    expect(byCreator.status).toBe(200);
    expect(byCreator.body).toMatchObject({ title: 'Disunting', createdById: creatorId });

    const byLeader = await leader.put(`/api/links/${link.id}`, { ...edit, title: 'Oleh pimpinan' });
    expect(byLeader.status).toBe(200);
    // An edit never changes who created the link.
    expect(byLeader.body).toMatchObject({ title: 'Oleh pimpinan', createdById: creatorId });

    expect((await leader.del(`/api/links/${link.id}`)).status).toBe(200);
    const other = await newLink();
    expect((await creator.del(`/api/links/${other.id}`)).status).toBe(200);
    const ids = ((await member.get('/api/links')).body as Array<{ id: number }>).map((l) => l.id);
    expect(ids).not.toContain(link.id);
    expect(ids).not.toContain(other.id);
  });

  it('answers one link by id to members, with who may edit it; 404 for none, 401 signed out', async () => {
    const link = await newLink();
    const own = await creator.get(`/api/links/${link.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ ...valid, id: link.id, createdById: creatorId, canEdit: true });
    expect((await member.get(`/api/links/${link.id}`)).body).toMatchObject({ id: link.id, canEdit: false });
    const missing = await member.get('/api/links/987654');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Pautan tidak dijumpai' });
    expect((await anon.get(`/api/links/${link.id}`)).status).toBe(401);
  });

  it('answers 404 for a link that does not exist', async () => {
    expect((await leader.put('/api/links/987654', valid)).status).toBe(404);
    expect((await leader.del('/api/links/987654')).status).toBe(404);
  });

  it('checks the input before ownership: bad input from a non-owner is 400', async () => {
    const link = await newLink();
    const res = await member.put(`/api/links/${link.id}`, { ...valid, url: 'javascript:void(0)' });
    expect(res.status).toBe(400);
  });
});
