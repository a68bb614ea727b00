// The database dropped under a running server: 503 with a Malay message on both doors (never 500), and
// back to work without a restart once the database exists again, its tables re-created by the migrations.
import { createDatabase } from '@kubm/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './fixtures';
import { createClient, createTestDatabase, startTestServer, type TestServer } from './harness';

const UNAVAILABLE = {
  status: 'error',
  database: 'unavailable',
  message: 'Pangkalan data tidak dapat dihubungi buat masa ini. Sila cuba lagi sebentar lagi.',
};

const adminUrl = process.env.TEST_DATABASE_URL as string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: TestServer;

async function admin(sql: string): Promise<void> {
  const handle = await createDatabase({ databaseUrl: adminUrl, dataDir: 'memory://', migrate: false });
  try {
    await handle.db.execute(sql);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  database = await createTestDatabase(adminUrl);
  server = await startTestServer({ DATABASE_URL: database.url });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe('the database going away while the server runs', () => {
  it('answers 503 with a Malay message while it is gone, and recovers without a restart', async () => {
    const client = createClient(server.url);
    const member = registration();
    expect((await client.post('/api/register', member)).status).toBe(201);
    expect((await client.get('/api/health')).status).toBe(200);

    const name = new URL(database.url).pathname.slice(1);
    await admin(`drop database "${name}" with (force)`);

    const health = await client.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual(UNAVAILABLE);
    // Again: the re-check of migrations before this request fails too, and says the same.
    const again = await client.get('/api/health');
    expect(again.status).toBe(503);
    expect(again.body).toEqual(UNAVAILABLE);

    const stranger = createClient(server.url);
    const login = await stranger.post('/api/login', { email: member.email, password: member.password });
    expect(login.status).toBe(503);
    expect(login.body).toMatchObject({ message: UNAVAILABLE.message });
    // The signed-in member's session lookup fails the same way.
    const signedIn = await client.get('/api/user');
    expect(signedIn.status).toBe(503);
    expect(signedIn.body).toMatchObject({ message: UNAVAILABLE.message });
    // And through the tRPC door.
    const trpc = await stranger.get('/trpc/health.get');
    expect(trpc.status).toBe(503);
    expect(trpc.body).toMatchObject({ error: { message: UNAVAILABLE.message } });

    await admin(`create database "${name}"`);

    const deadline = Date.now() + 15_000;
    let recovered = await client.get('/api/health');
    while (recovered.status !== 200 && Date.now() < deadline) {
      expect(recovered.status).toBe(503);
      await new Promise((r) => setTimeout(r, 100));
      recovered = await client.get('/api/health');
    }
    expect(recovered.status).toBe(200);
    expect(recovered.body).toEqual({ status: 'ok', database: 'ok' });

    // The tables are back: a new account can register and sign in again.
    const newcomer = registration();
    expect((await stranger.post('/api/register', newcomer)).status).toBe(201);
    expect((await stranger.get('/api/user')).status).toBe(200);
    // The old session went with the old database: signed out, not an error.
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
