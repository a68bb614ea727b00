// A portal is closed by default (docs/decisions/registration-closed-by-default.md). The founding registration
// makes a code, leadership sees, shares and changes it, and every later registration needs it. REGISTRATION_CODE
// fixes the code (required whatever else is set); REGISTRATION_OPEN=true without it keeps registration open.
import { MSG, REGISTRATION_CODE_ALPHABET } from '@kubm/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderRoles, registration } from './fixtures';
import { type Client, createClient, type EnvOverrides, startTestServer, type TestServer } from './harness';

const CODE_PATTERN = new RegExp(`^[${REGISTRATION_CODE_ALPHABET}]{8}$`);
/** The production default: neither REGISTRATION_OPEN nor REGISTRATION_CODE. */
const CLOSED: EnvOverrides = { REGISTRATION_OPEN: undefined };

interface CodeView {
  mode: string;
  code: string | null;
  changeable: boolean;
}

async function found(server: TestServer): Promise<Client> {
  const founder = createClient(server.url);
  const res = await founder.post('/api/register', registration({ ministryRoles: leaderRoles }));
  expect(res.status).toBe(201);
  return founder;
}

async function codeOf(leader: Client): Promise<CodeView> {
  const res = await leader.get('/api/registration-code');
  expect(res.status).toBe(200);
  return res.body as CodeView;
}

describe('a closed portal (the default)', () => {
  let server: TestServer;
  let founder: Client;

  beforeAll(async () => {
    server = await startTestServer(CLOSED);
    // Before the founding there is no code: the founding account registers without one.
    expect((await createClient(server.url).get('/api/registration-options')).body).toEqual({
      leadershipOpen: true,
      codeRequired: false,
    });
    founder = await found(server);
  });
  afterAll(() => server?.stop());

  it('asks every later registration for the code the founding made', async () => {
    expect((await createClient(server.url).get('/api/registration-options')).body).toEqual({
      leadershipOpen: false,
      codeRequired: true,
    });
    const view = await codeOf(founder);
    expect(view).toEqual({ mode: 'portal', code: expect.stringMatching(CODE_PATTERN), changeable: true });

    const input = registration();
    for (const registrationCode of [undefined, '', 'SALAHKOD', `${view.code}X`]) {
      const res = await createClient(server.url).post('/api/register', { ...input, registrationCode });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MSG.registrationCodeInvalid });
    }
    // As a person types it from a phone: lower case, split in two.
    const typed = `${view.code?.slice(0, 4)}-${view.code?.slice(4)}`.toLowerCase();
    expect(
      (await createClient(server.url).post('/api/register', { ...input, registrationCode: typed })).status,
    ).toBe(201);
  });

  it('shows the code to leadership only', async () => {
    expect((await createClient(server.url).get('/api/registration-code')).status).toBe(401);
    const { code } = await codeOf(founder);
    const member = createClient(server.url);
    expect((await member.post('/api/register', { ...registration(), registrationCode: code })).status).toBe(
      201,
    );
    expect((await member.get('/api/registration-code')).status).toBe(403);
    expect((await member.post('/api/registration-code', {})).status).toBe(403);
    expect((await member.post('/api/registration-code', { code: 'KODSAYA123' })).status).toBe(403);
    expect((await codeOf(founder)).code).toBe(code);
  });

  it('lets leadership change it: a new random code, or one typed; the old one stops working', async () => {
    const { code: old } = await codeOf(founder);
    const changed = await founder.post('/api/registration-code', {});
    expect(changed.status).toBe(200);
    const fresh = (changed.body as CodeView).code;
    expect(fresh).toMatch(CODE_PATTERN);
    expect(fresh).not.toBe(old);
    expect((await codeOf(founder)).code).toBe(fresh);
    const refused = await createClient(server.url).post('/api/register', {
      ...registration(),
      registrationCode: old,
    });
    expect(refused.status).toBe(403);

    const typed = await founder.post('/api/registration-code', { code: ' paroki-2026 ' });
    expect(typed.status).toBe(200);
    expect(typed.body).toEqual({ mode: 'portal', code: 'PAROKI2026', changeable: true });
    for (const bad of ['abc', 'kod dengan !', 'A'.repeat(33)]) {
      const res = await founder.post('/api/registration-code', { code: bad });
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toBe(MSG.registrationCodeFormat);
    }
    expect((await codeOf(founder)).code).toBe('PAROKI2026');
    const joined = await createClient(server.url).post('/api/register', {
      ...registration(),
      registrationCode: 'Paroki 2026',
    });
    expect(joined.status).toBe(201);
  });
});

describe('racing first registrations on a closed portal', () => {
  it('let one found the portal; the other, which had no code, is refused', async () => {
    const server = await startTestServer(CLOSED);
    try {
      const statuses = await Promise.all(
        [1, 2, 3].map(() =>
          createClient(server.url)
            .post('/api/register', registration())
            .then((r) => r.status),
        ),
      );
      expect(statuses.sort()).toEqual([201, 403, 403]);
    } finally {
      await server.stop();
    }
  });
});

describe('wrong codes count against REGISTER_MAX_PER_HOUR', () => {
  it('refuses the right code too once the address has used up its attempts', async () => {
    const server = await startTestServer({ ...CLOSED, REGISTER_MAX_PER_HOUR: '3' });
    try {
      const founder = await found(server);
      const { code } = await codeOf(founder);
      for (const wrong of ['SALAH111', 'SALAH222']) {
        const res = await createClient(server.url).post('/api/register', {
          ...registration(),
          registrationCode: wrong,
        });
        expect(res.status).toBe(403);
      }
      const res = await createClient(server.url).post('/api/register', {
        ...registration(),
        registrationCode: code,
      });
      expect(res.status).toBe(429);
    } finally {
      await server.stop();
    }
  });
});

describe('REGISTRATION_CODE (the operator fixes the code)', () => {
  it('is required from the first registration on, even with REGISTRATION_OPEN=true; leadership cannot change it', async () => {
    const server = await startTestServer({ REGISTRATION_CODE: 'Paroki-2026', REGISTRATION_OPEN: 'true' });
    try {
      const client = createClient(server.url);
      expect((await client.get('/api/registration-options')).body).toEqual({
        leadershipOpen: true,
        codeRequired: true,
      });
      const input = registration({ ministryRoles: leaderRoles });
      for (const code of [undefined, 'salah', 'paroki-2026']) {
        const res = await client.post('/api/register', { ...input, registrationCode: code });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: MSG.registrationCodeInvalid });
      }
      expect((await client.post('/api/register', { ...input, registrationCode: 'Paroki-2026' })).status).toBe(
        201,
      );
      expect(await codeOf(client)).toEqual({ mode: 'fixed', code: 'Paroki-2026', changeable: false });
      const change = await client.post('/api/registration-code', {});
      expect(change.status).toBe(409);
      expect((change.body as { message: string }).message).toMatch(/REGISTRATION_CODE/);
      expect((await codeOf(client)).code).toBe('Paroki-2026');
    } finally {
      await server.stop();
    }
  });
});

describe('REGISTRATION_OPEN=true without a code', () => {
  it('keeps registration open after the founding; leadership sees that no code is asked', async () => {
    const server = await startTestServer({ REGISTRATION_OPEN: 'true' });
    try {
      const founder = await found(server);
      expect((await createClient(server.url).get('/api/registration-options')).body).toEqual({
        leadershipOpen: false,
        codeRequired: false,
      });
      expect((await createClient(server.url).post('/api/register', registration())).status).toBe(201);
      expect(await codeOf(founder)).toEqual({ mode: 'open', code: null, changeable: false });
      expect((await founder.post('/api/registration-code', {})).status).toBe(409);
    } finally {
      await server.stop();
    }
  });
});
