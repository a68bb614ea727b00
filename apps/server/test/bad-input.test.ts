// Hostile input is a 400 with a Malay message, never a 500, on both databases: NUL characters in any text
// field (PostgreSQL text cannot hold them) and ids that are not decimal digits within the serial's range.
import { MSG } from '@kubm/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';

const NUL = '\u0000';
let server: TestServer;
let client: Client;
let userId: number;
let linkId: number;
const link = { title: 'Jadual Misa', url: 'https://example.org/misa', category: 'Bahan Liturgi' };

beforeAll(async () => {
  server = await startTestServer();
  client = createClient(server.url);
  const res = await client.post('/api/register', registration());
  userId = (res.body as { id: number }).id;
  linkId = ((await client.post('/api/links', link)).body as { id: number }).id;
});
afterAll(() => server?.stop());

function expectRefused(res: { status: number; body: unknown }, message: string) {
  expect(res.status).toBe(400);
  expect((res.body as { message: string }).message).toBe(message);
}

describe('a NUL character', () => {
  it.each([
    ['link title', () => client.post('/api/links', { ...link, title: `Jadual${NUL}Misa` })],
    ['link description', () => client.post('/api/links', { ...link, description: `a${NUL}` })],
    ['link URL', () => client.post('/api/links', { ...link, url: `https://example.org/${NUL}` })],
    ['link edit', () => client.put(`/api/links/${linkId}`, { ...link, title: `X${NUL}yz` })],
    ['profile name', () => client.put(`/api/users/${userId}`, { name: `Ana${NUL}` })],
    [
      'register name',
      () => createClient(server.url).post('/api/register', registration({ name: `A${NUL}` })),
    ],
  ])('in a %s is refused', async (_label, send) => {
    expectRefused(await send(), MSG.textForbiddenCharacter);
  });

  it.each([
    [
      'login e-mail',
      () => createClient(server.url).post('/api/login', { email: `a${NUL}@b.my`, password: 'x' }),
    ],
    [
      'forgot-password e-mail',
      () => createClient(server.url).post('/api/forgot-password', { email: `${NUL}@b.my` }),
    ],
    [
      'register e-mail',
      () => createClient(server.url).post('/api/register', registration({ email: `a${NUL}@b.my` })),
    ],
  ])('in a %s is a 400, never a 500', async (_label, send) => {
    expect((await send()).status).toBe(400);
  });

  it('in a reset token is refused with {error}', async () => {
    const res = await createClient(server.url).get(
      `/api/verify-reset-token?token=a%00b&email=ana%40contoh.my`,
    );
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toBe(MSG.textForbiddenCharacter);
  });

  it('through the tRPC door as well', async () => {
    const res = await client.post('/trpc/links.create', { ...link, title: `Jadual${NUL}` });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(MSG.textForbiddenCharacter);
  });
});

describe('ids', () => {
  it.each(['2147483648', '99999999999999999999', '0x10', '1e1', '%2069', '69%20', '-1', '0', '1.5', 'abc'])(
    'DELETE /api/links/%s → 400',
    async (id) => {
      expectRefused(await client.del(`/api/links/${id}`), MSG.idInvalid);
    },
  );

  it('a well-formed id that is absent → 404; the largest id is still an id', async () => {
    expect((await client.del('/api/links/2147483647')).status).toBe(404);
    expect((await client.put('/api/links/987654', link)).status).toBe(404);
  });

  it('PUT /api/users/{id} and the tRPC door refuse out-of-range ids too', async () => {
    expectRefused(await client.put('/api/users/2147483648', { name: 'Ana' }), MSG.idInvalid);
    const res = await client.post('/trpc/links.remove', { id: 2147483648 });
    expect(res.status).toBe(400);
  });
});
