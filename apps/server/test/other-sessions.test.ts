// docs/decisions/sign-out-elsewhere-and-password-change.md: a member signs out their other devices ('Log keluar
// dari peranti lain'), and a new password or e-mail address in the profile does the same. The session that asked
// stays signed in.
import { MSG } from '@kubm/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

interface Account {
  id: number;
  email: string;
  password: string;
  /** The browser that registered. */
  here: Client;
}

async function account(): Promise<Account> {
  const here = createClient(server.url);
  const input = registration();
  const res = await here.post('/api/register', input);
  expect(res.status).toBe(201);
  return { id: (res.body as { id: number }).id, email: input.email, password: input.password, here };
}

/** Another device, signed in to the same account. */
async function elsewhere(email: string, password: string): Promise<Client> {
  const client = createClient(server.url);
  expect((await client.post('/api/login', { email, password, rememberMe: true })).status).toBe(200);
  expect((await client.get('/api/user')).status).toBe(200);
  return client;
}

describe('POST /api/logout-others', () => {
  it("ends the member's other sessions and keeps this one", async () => {
    const ana = await account();
    const phone = await elsewhere(ana.email, ana.password);
    const laptop = await elsewhere(ana.email, ana.password);
    const ben = await account();

    const res = await ana.here.post('/api/logout-others');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Anda telah dilog keluar dari peranti lain.' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await ana.here.get('/api/user')).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await laptop.get('/api/user')).status).toBe(401);
    // Somebody else's session is none of its business.
    expect((await ben.here.get('/api/user')).status).toBe(200);
  });

  it('works through tRPC as well, and needs a session', async () => {
    const ana = await account();
    const phone = await elsewhere(ana.email, ana.password);
    const res = await ana.here.post('/trpc/auth.logoutOthers?batch=1', {});
    expect(res.status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await ana.here.get('/api/user')).status).toBe(200);
    expect((await createClient(server.url).post('/api/logout-others')).status).toBe(401);
  });
});

describe('POST /api/change-password', () => {
  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    const ana = await account();
    const phone = await elsewhere(ana.email, ana.password);

    const wrong = await ana.here.post('/api/change-password', {
      currentPassword: 'bukan-ini',
      password: 'kata-laluan-baru',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'Kata laluan semasa tidak betul' });
    const short = await ana.here.post('/api/change-password', {
      currentPassword: ana.password,
      password: 'pendek',
    });
    expect(short.status).toBe(400);
    expect((short.body as { message: string }).message).toBe(MSG.resetPasswordMin);
    // Refused attempts changed nothing: the other device is still in.
    expect((await phone.get('/api/user')).status).toBe(200);

    const changed = await ana.here.post('/api/change-password', {
      currentPassword: ana.password,
      password: 'kata-laluan-baru',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      message: 'Kata laluan anda telah ditukar. Anda telah dilog keluar dari peranti lain.',
    });
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await ana.here.get('/api/user')).status).toBe(200);
    expect(
      (await createClient(server.url).post('/api/login', { email: ana.email, password: ana.password }))
        .status,
    ).toBe(401);
    await elsewhere(ana.email, 'kata-laluan-baru');
  });

  it('counts wrong current passwords against the sign-in limit (429 after 5)', async () => {
    const ana = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await ana.here.post('/api/change-password', {
        currentPassword: `salah-${i}`,
        password: 'kata-laluan-baru',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });
});

describe('PUT /api/users/{id} with a new e-mail address', () => {
  it('ends the other sessions; an edit that keeps the address does not', async () => {
    const ana = await account();
    const phone = await elsewhere(ana.email, ana.password);

    expect((await ana.here.put(`/api/users/${ana.id}`, { name: 'Ana Baru', email: ana.email })).status).toBe(
      200,
    );
    expect((await phone.get('/api/user')).status).toBe(200);

    const newEmail = `baru.${ana.email}`;
    const res = await ana.here.put(`/api/users/${ana.id}`, { email: newEmail.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: newEmail });
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await ana.here.get('/api/user')).body).toMatchObject({ email: newEmail });
  });
});
