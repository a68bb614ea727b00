// One phone rule (docs/decisions/one-phone-rule.md): PUT /api/members/{id} and its tRPC door check a new phone as
// registration and the profile do, with the same Malay messages, and accept the value already stored
// unchanged (an entry saved before the rule must stay editable through the 'Edit Ahli' dialog).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@kubm/db';
import { MSG } from '@kubm/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderRoles, registration } from './fixtures';
import {
  type Client,
  createClient,
  createTestDatabase,
  type EnvOverrides,
  startTestServer,
  type TestServer,
} from './harness';

interface Member {
  id: number;
  userId: number;
  phone?: string;
}

/** A phone the old rule (any 20 characters) let in: what an entry may still hold. */
const LEGACY_PHONE = '+60 12-345 6789';

// The server runs on a database of our own, so the test can write a stored value the API no longer takes:
// a folder on the embedded database (stopped while it is written), or its own PostgreSQL database.
let folder: string | undefined;
let pg: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let env: EnvOverrides;
let server: TestServer;
let leader: Client;
let ana: Client;
let anaMember: Member;

async function writeStoredPhone(userId: number, phone: string) {
  const direct = await createDatabase({
    databaseUrl: pg?.url,
    dataDir: folder ?? 'memory://',
    migrate: false,
  });
  try {
    await direct.db.execute(`update users set phone = '${phone}' where id = ${userId}`);
  } finally {
    await direct.close();
  }
}

async function signIn(email: string): Promise<Client> {
  const client = createClient(server.url);
  const res = await client.post('/api/login', { email, password: 'rahsia-123' });
  expect(res.status).toBe(200);
  return client;
}

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) pg = await createTestDatabase(adminUrl);
  else folder = await mkdtemp(join(tmpdir(), 'kubm-phone-'));
  env = pg ? { DATABASE_URL: pg.url } : { DATA_DIR: folder };

  server = await startTestServer(env);
  const leaderAccount = registration({ name: 'Aaron Pengerusi', ministryRoles: leaderRoles });
  const anaAccount = registration({ name: 'Ana Lama' });
  leader = createClient(server.url);
  expect((await leader.post('/api/register', leaderAccount)).status).toBe(201);
  ana = createClient(server.url);
  const registered = await ana.post('/api/register', anaAccount);
  expect(registered.status).toBe(201);
  const anaUserId = (registered.body as { id: number }).id;

  // An entry saved before the rule: stop the server (the embedded database is one process's), write it.
  await server.stop();
  await writeStoredPhone(anaUserId, LEGACY_PHONE);
  server = await startTestServer(env);
  leader = await signIn(leaderAccount.email);
  ana = await signIn(anaAccount.email);
  const list = (await leader.get('/api/members')).body as Member[];
  anaMember = list.find((m) => m.userId === anaUserId) as Member;
  expect(anaMember.phone).toBe(LEGACY_PHONE);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await pg?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('PUT /api/members/{id} applies the registration phone rule', () => {
  it.each([
    ['any text', 'telefon saya', MSG.phoneFormat],
    ['not starting with 0', '60123456789', MSG.phoneFormat],
    ['spaces and a plus', '+60 12 345 6789', MSG.phoneFormat],
    ['too short', '012345678', MSG.phoneLength],
    ['too long', '012345678901', MSG.phoneLength],
  ])('REST: %s → 400 with the Malay message', async (_, phone, message) => {
    const res = await leader.put(`/api/members/${anaMember.id}`, { phone });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
    expect((res.body as { issues: unknown[] }).issues).toContainEqual({ path: 'phone', message });
  });

  it('tRPC: the same refusal, nothing written', async () => {
    const res = await leader.post('/trpc/members.update', { id: anaMember.id, phone: '60123456789' });
    expect(res.status).toBe(400);
    const error = (res.body as { error: { message: string; data: { issues: unknown[] } } }).error;
    expect(error.message).toBe(MSG.phoneFormat);
    expect(error.data.issues).toContainEqual({ path: 'phone', message: MSG.phoneFormat });
    // A member editing their own entry meets the same rule.
    const own = await ana.put(`/api/members/${anaMember.id}`, { phone: '12345' });
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ message: MSG.phoneFormat });
    const list = (await leader.get('/api/members')).body as Member[];
    expect(list.find((m) => m.id === anaMember.id)?.phone).toBe(LEGACY_PHONE);
  });

  it('accepts the stored value unchanged (the dialog sends every field back), on both doors', async () => {
    const rest = await leader.put(`/api/members/${anaMember.id}`, {
      name: 'Ana Disunting',
      phone: LEGACY_PHONE,
      role: 'Setiausaha',
      ministry: 'AJK UTAMA',
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body).toMatchObject({ name: 'Ana Disunting', phone: LEGACY_PHONE, role: 'Setiausaha' });
    const trpc = await leader.post('/trpc/members.update', { id: anaMember.id, phone: ` ${LEGACY_PHONE} ` });
    expect(trpc.status, JSON.stringify(trpc.body)).toBe(200);
  });

  it('accepts a new phone that follows the rule', async () => {
    const res = await leader.put(`/api/members/${anaMember.id}`, { phone: '01112345678' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: '01112345678' });
    // Once replaced, the old value is no longer the stored one: it is refused like any other.
    const back = await leader.put(`/api/members/${anaMember.id}`, { phone: LEGACY_PHONE });
    expect(back.status).toBe(400);
  });
});
