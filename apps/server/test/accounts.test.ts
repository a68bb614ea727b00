import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration, TINY_PNG_DATA_URL } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';
import { findResetLink, startSmtpServer } from './smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function registered(
  overrides = {},
): Promise<{ client: Client; user: ReturnType<typeof registration>; id: number }> {
  const client = createClient(server.url);
  const user = registration(overrides);
  const res = await client.post('/api/register', user);
  expect(res.status).toBe(201);
  return { client, user, id: (res.body as { id: number }).id };
}

function sessionCookie(res: { headers: Headers }): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith('kubm_session='));
}

describe('register', () => {
  it('creates the account with its pairs, signs in, and never returns secrets', async () => {
    const client = createClient(server.url);
    const input = registration({
      name: 'Maria Goretti',
      ministryRoles: [
        { ministry: 'KOIR (MINISTRI)', role: 'Ketua Ministri' },
        { ministry: 'ST MARK - DTHO (BEC)', role: 'Member' },
      ],
    });
    const res = await client.post('/api/register', input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Maria Goretti',
      email: input.email,
      phone: input.phone,
      role: 'Ketua Ministri',
      ministry: 'KOIR (MINISTRI)',
      profilePhoto: null,
      ministryRoles: input.ministryRoles,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/password|hash|token/i);

    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: input.email, name: 'Maria Goretti' });
  });

  it('answers each broken rule with its Malay message', async () => {
    const client = createClient(server.url);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'bukan-emel' }, 'email', 'Sila masukkan alamat e-mel yang sah'],
      [{ phone: '123456789' }, 'phone', 'Nombor telefon mesti bermula dengan 0 dan hanya mengandungi nombor'],
      [
        { phone: '01234abc89' },
        'phone',
        'Nombor telefon mesti bermula dengan 0 dan hanya mengandungi nombor',
      ],
      [{ phone: '012345678' }, 'phone', 'Nombor telefon mesti sepanjang 10-11 digit'],
      [{ phone: '012345678901' }, 'phone', 'Nombor telefon mesti sepanjang 10-11 digit'],
      [{ password: '12345' }, 'password', 'Kata laluan mesti sekurang-kurangnya 6 aksara'],
      [{ ministryRoles: [] }, 'ministryRoles', 'Sila pilih sekurang-kurangnya satu ministry dan peranan'],
      [
        { ministryRoles: [{ ministry: '', role: 'Member' }] },
        'ministryRoles.0.ministry',
        'Ministry diperlukan',
      ],
      [
        { ministryRoles: [{ ministry: 'KOIR (MINISTRI)', role: '' }] },
        'ministryRoles.0.role',
        'Peranan diperlukan',
      ],
      [
        { ministryRoles: [{ ministry: 'KOIR', role: 'Member' }] },
        'ministryRoles.0.ministry',
        'Ministry tidak sah',
      ],
      [
        { ministryRoles: [{ ministry: 'KOIR (MINISTRI)', role: 'Raja' }] },
        'ministryRoles.0.role',
        'Peranan tidak sah',
      ],
      [{ name: 'x'.repeat(101) }, 'name', 'Nama terlalu panjang (maksimum 100 aksara)'],
    ];
    for (const [override, path, message] of cases) {
      const res = await client.post('/api/register', registration(override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      const body = res.body as { message: string; issues: Array<{ path: string; message: string }> };
      expect(body.issues).toContainEqual({ path, message });
      expect(body.message).toBe(body.issues[0]?.message);
    }
  });

  it('refuses an e-mail already registered, whatever its case, with 409', async () => {
    const { user } = await registered();
    const res = await createClient(server.url).post(
      '/api/register',
      registration({ email: user.email.toUpperCase() }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'E-mel ini telah didaftarkan. Sila log masuk atau gunakan e-mel lain.',
    });
  });
});

describe('sign in and out', () => {
  it('signs in with a browser-session cookie, or a 30-day one with remember-me', async () => {
    const { user } = await registered();
    const plain = await createClient(server.url).post('/api/login', {
      email: user.email,
      password: user.password,
    });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ name: user.name, email: user.email });
    expect(sessionCookie(plain)).not.toMatch(/Max-Age|Expires/i);

    const remembered = await createClient(server.url).post('/api/login', {
      email: user.email,
      password: user.password,
      rememberMe: true,
    });
    expect(remembered.status).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(sessionCookie(remembered) ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(30 * 24 * 3600 - 60);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { user } = await registered();
    const client = createClient(server.url);
    const wrong = await client.post('/api/login', { email: user.email, password: 'salah-sama-sekali' });
    const unknown = await client.post('/api/login', {
      email: `tiada.${Date.now()}@contoh.my`,
      password: 'x',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'E-mel atau kata laluan tidak sah' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("validates the login form with the validators' messages", async () => {
    const res = await createClient(server.url).post('/api/login', { email: 'x', password: '' });
    expect(res.status).toBe(400);
    const issues = (res.body as { issues: unknown[] }).issues;
    expect(issues).toContainEqual({ path: 'email', message: 'Sila masukkan alamat e-mel yang sah' });
    expect(issues).toContainEqual({ path: 'password', message: 'Kata laluan diperlukan' });
  });

  it('throttles an account after five failures, even with the right password', async () => {
    const { user } = await registered();
    const client = createClient(server.url);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/login', { email: user.email, password: `salah-${i}` })).status).toBe(
        401,
      );
    }
    const blocked = await client.post('/api/login', { email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect((blocked.body as { message: string }).message).toMatch(
      /^Terlalu banyak cubaan log masuk\. Sila cuba lagi dalam \d+ minit\.$/,
    );
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const { client } = await registered();
    const cookieBefore = client.cookieHeader();
    const out = await client.post('/api/logout');
    expect(out.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    // Replaying the old cookie does not bring the session back.
    const replay = await fetch(`${server.url}/api/user`, { headers: { cookie: cookieBefore } });
    expect(replay.status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for unknown and known addresses, and mails a working single-use link', async () => {
    const { user, client: oldSession } = await registered();
    const anon = createClient(server.url);
    const unknown = await anon.post('/api/forgot-password', { email: `tiada.${Date.now()}@contoh.my` });
    const known = await anon.post('/api/forgot-password', { email: user.email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);

    const mail = await smtp.waitFor(user.email);
    expect(mail.text).toContain('1 jam');
    const link = findResetLink(mail);
    expect(`${link.origin}${link.pathname}`).toBe(
      `${server.config.appUrl.replace(/\/$/, '')}/reset-password`,
    );
    const token = link.searchParams.get('token') ?? '';
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥128 bits in base64url

    const verify = await anon.get(
      `/api/verify-reset-token?token=${token}&email=${encodeURIComponent(user.email)}`,
    );
    expect(verify.status).toBe(200);

    const short = await anon.post('/api/reset-password', { token, email: user.email, password: 'pendek' });
    expect(short.status).toBe(400);
    expect((short.body as { message: string }).message).toBe('Kata laluan mesti sekurang-kurangnya 8 aksara');
    const long = await anon.post('/api/reset-password', {
      token,
      email: user.email,
      password: 'x'.repeat(101),
    });
    expect((long.body as { message: string }).message).toBe('Kata laluan terlalu panjang');

    const reset = await anon.post('/api/reset-password', {
      token,
      email: user.email,
      password: 'kata-baru-2026',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      message: 'Kata laluan anda telah ditetapkan semula. Anda boleh log masuk sekarang.',
    });

    // Every earlier session of that user has ended.
    expect((await oldSession.get('/api/user')).status).toBe(401);

    const again = await anon.post('/api/reset-password', {
      token,
      email: user.email,
      password: 'kata-lain-2026',
    });
    expect(again.status).toBe(400);
    expect((again.body as { error: string }).error).toBe(
      'Link reset kata laluan tidak sah atau tamat tempoh. Sila minta reset kata laluan baru.',
    );

    const oldLogin = await createClient(server.url).post('/api/login', {
      email: user.email,
      password: user.password,
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await createClient(server.url).post('/api/login', {
      email: user.email,
      password: 'kata-baru-2026',
    });
    expect(newLogin.status).toBe(200);
  });

  it('refuses a wrong or missing token with {error}', async () => {
    const { user } = await registered();
    const anon = createClient(server.url);
    const wrong = await anon.get(
      `/api/verify-reset-token?token=palsu&email=${encodeURIComponent(user.email)}`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: 'Link reset kata laluan tidak sah atau tamat tempoh. Sila minta reset kata laluan baru.',
    });
    const missing = await anon.get('/api/verify-reset-token');
    expect(missing.status).toBe(400);
    expect(typeof (missing.body as { error: unknown }).error).toBe('string');
  });
});

describe('profile', () => {
  it('updates your own profile partially and replaces the pairs', async () => {
    const { client, id, user } = await registered();
    const phoneOnly = await client.put(`/api/users/${id}`, { phone: '01987654321' });
    expect(phoneOnly.status).toBe(200);
    expect(phoneOnly.body).toMatchObject({ phone: '01987654321', name: user.name, email: user.email });

    const pairs = [
      { ministry: 'SUKAN (MINISTRI)', role: 'Timbalan Ketua Ministri' },
      { ministry: 'IKD (MINISTRI)', role: 'Member' },
    ];
    const res = await client.put(`/api/users/${id}`, {
      name: 'Nama Baharu',
      ministryRoles: pairs,
      profilePhoto: TINY_PNG_DATA_URL,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Nama Baharu',
      role: 'Timbalan Ketua Ministri',
      ministry: 'SUKAN (MINISTRI)',
      ministryRoles: pairs,
      // The server stores its own JPEG of the photo (docs/decisions/server-reencodes-photos.md).
      profilePhoto: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });
    expect((await client.get('/api/user')).body).toMatchObject({ name: 'Nama Baharu', ministryRoles: pairs });
  });

  it('refuses a photo that is not an image or is 2 MB or more', async () => {
    const { client, id } = await registered();
    const notImage = await client.put(`/api/users/${id}`, {
      profilePhoto: 'data:text/html;base64,PGgxPmhpPC9oMT4=',
    });
    expect(notImage.status).toBe(400);
    expect((notImage.body as { message: string }).message).toBe(
      'Please select an image file (JPG, PNG, etc.)',
    );
    const big = `data:image/jpeg;base64,${Buffer.alloc(2 * 1024 * 1024 + 10, 7).toString('base64')}`;
    const tooBig = await client.put(`/api/users/${id}`, { profilePhoto: big });
    expect(tooBig.status).toBe(400);
    expect((tooBig.body as { message: string }).message).toBe('Image must be less than 2MB');
  });

  it("refuses another member's profile (403), an e-mail in use (409) and anonymous writes (401)", async () => {
    const a = await registered();
    const b = await registered();
    const other = await a.client.put(`/api/users/${b.id}`, { name: 'Dirampas' });
    expect(other.status).toBe(403);
    expect((await b.client.get('/api/user')).body).toMatchObject({ name: b.user.name });

    const taken = await a.client.put(`/api/users/${a.id}`, { email: b.user.email });
    expect(taken.status).toBe(409);

    const anon = await createClient(server.url).put(`/api/users/${a.id}`, { name: 'Siapa' });
    expect(anon.status).toBe(401);
    expect((await createClient(server.url).del(`/api/users/${a.id}`)).status).toBe(401);
    expect((await a.client.del(`/api/users/${b.id}`)).status).toBe(403);
  });

  it('refuses a write with a session cookie from another origin, and changes nothing', async () => {
    const { client, id, user } = await registered();
    const res = await fetch(`${server.url}/api/users/${id}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        cookie: client.cookieHeader(),
        origin: 'http://jahat.example',
      },
      body: JSON.stringify({ name: 'Digodam' }),
    });
    expect(res.status).toBe(403);
    expect((await client.get('/api/user')).body).toMatchObject({ name: user.name });
  });
});

describe('leaving the organisation', () => {
  it('deletes the account, ends its sessions, and keeps what others rely on', async () => {
    const leaver = await registered();
    const other = await registered();
    const link = await leaver.client.post('/api/links', {
      title: 'Bahan kongsi',
      url: 'https://www.vatican.va/',
      category: 'Bahan Liturgi',
    });
    expect(link.status).toBe(201);

    const res = await leaver.client.del(`/api/users/${leaver.id}`);
    expect(res.status).toBe(200);
    expect((await leaver.client.get('/api/user')).status).toBe(401);
    const login = await createClient(server.url).post('/api/login', {
      email: leaver.user.email,
      password: leaver.user.password,
    });
    expect(login.status).toBe(401);

    const links = (await other.client.get('/api/links')).body as Array<{
      id: number;
      createdById: number | null;
    }>;
    const kept = links.find((l) => l.id === (link.body as { id: number }).id);
    expect(kept).toMatchObject({ createdById: null });
  });
});
