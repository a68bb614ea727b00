import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderRoles, registration, TINY_PNG_DATA_URL } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';
import { startSmtpServer } from './smtp';

/** A 1×1 WebP: a second photo, of another type, for the address to change to. */
const TINY_WEBP_DATA_URL = 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQjyLXo/+BiOh/AAA=';
const LEADERSHIP_MESSAGE =
  'Peranan AJK UTAMA (Pengerusi KUBM, Timbalan Pengerusi KUBM, Setiausaha, Bendahari dan Ahli Kehormat) hanya boleh diberi oleh kepimpinan KUBM';

interface Member {
  id: number;
  userId: number;
  name: string;
  email?: string;
  phone?: string;
  role: string;
  ministry: string;
  joinDate: string;
  canEdit: boolean;
  profilePhoto?: string | null;
}

interface Person {
  client: Client;
  userId: number;
  memberId: number;
  name: string;
  email: string;
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;
let anon: Client;
let leader: Person;
let ana: Person;
let ben: Person;

async function signedUp(overrides: Parameters<typeof registration>[0] = {}): Promise<Person> {
  const client = createClient(server.url);
  const input = registration(overrides);
  const res = await client.post('/api/register', input);
  expect(res.status).toBe(201);
  const userId = (res.body as { id: number }).id;
  const list = (await client.get('/api/members')).body as Member[];
  const entry = list.find((m) => m.userId === userId);
  if (!entry) throw new Error('the new member is not in the list');
  return { client, userId, memberId: entry.id, name: input.name, email: input.email };
}

async function members(client: Client, path = '/api/members'): Promise<Member[]> {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  return res.body as Member[];
}

async function memberOf(person: Person): Promise<Member> {
  const found = (await members(leader.client)).find((m) => m.id === person.memberId);
  if (!found) throw new Error('member not found');
  return found;
}

async function activityLines(): Promise<string[]> {
  const res = await leader.client.get('/api/activities');
  expect(res.status).toBe(200);
  return (res.body as Array<{ description: string }>).map((a) => a.description);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url });
  // The first account founds the portal and may take a leadership role; later ones may not.
  leader = await signedUp({ name: 'Aaron Pengerusi', ministryRoles: leaderRoles });
  ana = await signedUp({ name: 'Ana Ahli' });
  ben = await signedUp({ name: 'Ben Ahli' });
  anon = createClient(server.url);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('member lists', () => {
  it('give visitors no e-mail and no phone, and nothing to edit', async () => {
    for (const path of ['/api/members', '/api/members/with-photos']) {
      const res = await anon.get(path);
      expect(res.status).toBe(200);
      const list = res.body as Member[];
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const member of list) {
        expect(Object.keys(member)).not.toContain('email');
        expect(Object.keys(member)).not.toContain('phone');
        expect(member.canEdit).toBe(false);
      }
      expect(res.text).not.toContain('@contoh.my');
      expect(res.text).not.toContain('0123456789');
    }
  });

  it('give signed-in members every field, in name order', async () => {
    const list = await members(ana.client);
    const entry = list.find((m) => m.id === ana.memberId);
    expect(entry).toMatchObject({
      userId: ana.userId,
      name: 'Ana Ahli',
      email: ana.email,
      phone: '0123456789',
      role: 'Member',
      ministry: 'LITURGI (MINISTRI)',
    });
    expect(new Date(entry?.joinDate ?? '').toISOString()).toBe(entry?.joinDate);
    const names = list.map((m) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const withPhotos = await members(ana.client, '/api/members/with-photos');
    expect(withPhotos.map((m) => m.id)).toEqual(list.map((m) => m.id));
    expect(withPhotos.find((m) => m.id === ana.memberId)).toMatchObject({
      email: ana.email,
      profilePhoto: null,
    });
  });

  it('say for each member whether the asker may edit it', async () => {
    for (const path of ['/api/members', '/api/members/with-photos']) {
      expect((await members(leader.client, path)).every((m) => m.canEdit)).toBe(true);
      const asAna = await members(ana.client, path);
      expect(asAna.filter((m) => m.canEdit).map((m) => m.id)).toEqual([ana.memberId]);
    }
  });
});

describe('PUT /api/members/{id}', () => {
  it('lets a member edit their own entry, and no one else’s', async () => {
    const own = await ana.client.put(`/api/members/${ana.memberId}`, { phone: '0199999999' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: ana.memberId, phone: '0199999999', canEdit: true });
    expect(await activityLines()).toContain('Ana Ahli updated their profile');

    const other = await ana.client.put(`/api/members/${ben.memberId}`, { name: 'Dirampas' });
    expect(other.status).toBe(403);
    expect((await memberOf(ben)).name).toBe('Ben Ahli');
    expect((await anon.put(`/api/members/${ben.memberId}`, { name: 'Dirampas' })).status).toBe(401);
  });

  it('answers 404 for an absent member and 400 for a bad id', async () => {
    const absent = await leader.client.put('/api/members/999999', { name: 'Tiada' });
    expect(absent.status).toBe(404);
    expect(absent.body).toMatchObject({ message: 'Ahli tidak dijumpai' });
    for (const id of ['abc', '0x10', '0', '2147483648']) {
      const bad = await leader.client.put(`/api/members/${id}`, { name: 'Tiada' });
      expect(bad.status, id).toBe(400);
      expect(bad.body).toMatchObject({ message: 'Id tidak sah' });
    }
  });

  it('never lets a member make themselves leadership, and applies nothing then', async () => {
    const res = await ana.client.put(`/api/members/${ana.memberId}`, {
      name: 'Ana Naik Pangkat',
      role: 'Pengerusi KUBM',
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: LEADERSHIP_MESSAGE });
    expect(await memberOf(ana)).toMatchObject({ name: 'Ana Ahli', role: 'Member' });
  });

  it("applies the form fields' messages to bad input", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', 'Nama diperlukan'],
      [{ email: 'bukan-emel' }, 'email', 'Email tidak sah'],
      [{ phone: '' }, 'phone', 'Nombor telefon diperlukan'],
      [{ role: '' }, 'role', 'Jawatan diperlukan'],
      [{ ministry: '' }, 'ministry', 'Ministri diperlukan'],
      [{ role: 'Raja' }, 'role', 'Peranan tidak sah'],
      [{ name: 'a\u0000b' }, 'name', 'Teks mengandungi aksara yang tidak dibenarkan'],
    ];
    for (const [body, path, message] of cases) {
      const res = await leader.client.put(`/api/members/${ben.memberId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { issues: unknown[] }).issues).toContainEqual({ path, message });
    }
  });

  it('never lets a member make themselves Setiausaha, Bendahari or Ahli Kehormat either', async () => {
    for (const role of ['Setiausaha', 'Bendahari', 'Ahli Kehormat']) {
      const res = await ana.client.put(`/api/members/${ana.memberId}`, { role });
      expect(res.status, role).toBe(403);
      expect(res.body).toMatchObject({ message: LEADERSHIP_MESSAGE });
    }
    expect(await memberOf(ana)).toMatchObject({ role: 'Member' });
  });

  it('lets leadership edit, remove from a role and assign, each recorded', async () => {
    const full = {
      name: 'Ben Disunting',
      email: `ben.baru.${Date.now()}@contoh.my`,
      phone: '0177777777',
      role: 'Ketua Ministri',
      ministry: 'KOIR (MINISTRI)',
    };
    const edited = await leader.client.put(`/api/members/${ben.memberId}`, full);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: ben.memberId, userId: ben.userId, ...full });
    expect(await activityLines()).toContain("Aaron Pengerusi updated Ben Ahli's details");
    // The first ministry/role pair moves with the role and ministry (one source of truth).
    const me = await ben.client.get('/api/user');
    expect(me.body).toMatchObject({ ...full, ministryRoles: [{ role: full.role, ministry: full.ministry }] });

    const assigned = await leader.client.put(`/api/members/${ben.memberId}`, { role: 'Setiausaha' });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({
      role: 'Setiausaha',
      ministry: 'KOIR (MINISTRI)',
      name: 'Ben Disunting',
    });

    const removed = await leader.client.put(`/api/members/${ben.memberId}`, {
      role: 'Ahli Biasa',
      ministry: 'Umum',
    });
    expect(removed.status).toBe(200);
    expect(await memberOf(ben)).toMatchObject({
      role: 'Ahli Biasa',
      ministry: 'Umum',
      name: 'Ben Disunting',
    });
    expect((await ben.client.get('/api/user')).body).toMatchObject({
      ministryRoles: [{ role: 'Ahli Biasa', ministry: 'Umum' }],
    });
    // A member holding the removal values can still edit their own entry.
    expect((await ben.client.put(`/api/members/${ben.memberId}`, { name: 'Ben Ahli' })).status).toBe(200);
  });

  it('refuses an e-mail address another member has (409)', async () => {
    const res = await leader.client.put(`/api/members/${ben.memberId}`, { email: ana.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'E-mel ini telah didaftarkan. Sila log masuk atau gunakan e-mel lain.',
    });
  });

  it('lets leadership grant and take away leadership', async () => {
    const carol = await signedUp({ name: 'Carol Ahli' });
    const granted = await leader.client.put(`/api/members/${carol.memberId}`, {
      role: 'Timbalan Pengerusi KUBM',
    });
    expect(granted.status).toBe(200);
    // Now leadership: she edits others and sees every entry as editable.
    expect((await carol.client.put(`/api/members/${ana.memberId}`, { phone: '0188888888' })).status).toBe(
      200,
    );
    expect((await members(carol.client)).every((m) => m.canEdit)).toBe(true);

    const taken = await leader.client.put(`/api/members/${carol.memberId}`, { role: 'Member' });
    expect(taken.status).toBe(200);
    expect((await carol.client.put(`/api/members/${ana.memberId}`, { phone: '0166666666' })).status).toBe(
      403,
    );
    // Having held it once is no way back in.
    const back = await carol.client.put(`/api/members/${carol.memberId}`, {
      role: 'Timbalan Pengerusi KUBM',
    });
    expect(back.status).toBe(403);
  });
});

describe('e-mail change notice', () => {
  it('tells the old address who changed it, and sends nothing for a self-edit', async () => {
    const dina = await signedUp({ name: 'Dina Ahli' });
    const eve = await signedUp({ name: 'Eve Ahli' });

    const selfNew = `dina.baru.${Date.now()}@contoh.my`;
    expect((await dina.client.put(`/api/members/${dina.memberId}`, { email: selfNew })).status).toBe(200);

    const leaderNew = `eve.baru.${Date.now()}@contoh.my`;
    expect((await leader.client.put(`/api/members/${eve.memberId}`, { email: leaderNew })).status).toBe(200);
    const mail = await smtp.waitFor(eve.email);
    expect(mail.text).toContain('Alamat e-mel akaun Portal KUBM anda telah ditukar');
    expect(mail.text).toContain('Aaron Pengerusi');
    expect(mail.text).toContain(leaderNew);

    expect(smtp.received.some((m) => m.to.includes(dina.email) || m.to.includes(selfNew))).toBe(false);
    // The member signs in with the new address; the old one is free again.
    const login = await createClient(server.url).post('/api/login', {
      email: leaderNew,
      password: 'rahsia-123',
    });
    expect(login.status).toBe(200);
  });
});

describe('profile photos', () => {
  const version = (dataUrl: string) => createHash('sha256').update(dataUrl).digest('hex').slice(0, 16);
  const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');

  async function photoAddress(client: Client, person: Person): Promise<string | null | undefined> {
    const list = await members(client, '/api/members/with-photos');
    return list.find((m) => m.id === person.memberId)?.profilePhoto;
  }

  /** Sets the member's photo; the photo as stored (the server's own JPEG of it). */
  async function setPhoto(person: Person, dataUrl: string): Promise<string> {
    const set = await person.client.put(`/api/users/${person.userId}`, { profilePhoto: dataUrl });
    expect(set.status).toBe(200);
    return (set.body as { profilePhoto: string }).profilePhoto;
  }

  it('are addresses in the list that answer the image with cache headers', async () => {
    const stored = await setPhoto(ana, TINY_PNG_DATA_URL);

    const list = await anon.get('/api/members/with-photos');
    expect(list.text).not.toContain('data:image');
    const address = await photoAddress(anon, ana);
    expect(address).toBe(`/api/members/${ana.memberId}/photo?v=${version(stored)}`);
    expect(await photoAddress(anon, ben)).toBeNull();

    const res = await fetch(`${server.url}${address}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag');
    expect(etag).toBe(`"${version(stored)}"`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytesOf(stored));

    const again = await fetch(`${server.url}${address}`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    // Without the (current) version the answer must be revalidated: the photo may change.
    const unversioned = await fetch(`${server.url}/api/members/${ana.memberId}/photo`);
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get('cache-control')).toBe('no-cache');
  });

  it('change address when the photo changes', async () => {
    const first = await setPhoto(ana, TINY_PNG_DATA_URL);
    const before = await photoAddress(ana.client, ana);
    const second = await setPhoto(ana, TINY_WEBP_DATA_URL);
    const after = await photoAddress(ana.client, ana);
    expect(after).toBe(`/api/members/${ana.memberId}/photo?v=${version(second)}`);
    expect(after).not.toBe(before);

    const res = await fetch(`${server.url}${after}`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytesOf(second));
    // The old address now serves the new photo, but never as forever-cacheable.
    const old = await fetch(`${server.url}${before}`, {
      headers: { 'If-None-Match': `"${version(first)}"` },
    });
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('no-cache');

    expect((await ana.client.put(`/api/users/${ana.userId}`, { profilePhoto: null })).status).toBe(200);
    expect(await photoAddress(ana.client, ana)).toBeNull();
  });

  it('answer 404 without a photo or member, 400 for a bad id, 405 for writes', async () => {
    const none = await anon.get(`/api/members/${ben.memberId}/photo`);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: 'Gambar profil tidak dijumpai' });
    expect((await anon.get('/api/members/999999/photo')).status).toBe(404);
    const bad = await anon.get('/api/members/1e1/photo');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Id tidak sah' });
    expect((await ana.client.put(`/api/members/${ana.memberId}/photo`, {})).status).toBe(405);
  });
});
