// The login limit's counters live in PostgreSQL: two server processes on one database share them, and a
// restart forgets nothing (runs only when TEST_DATABASE_URL names a PostgreSQL server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './fixtures';
import { createClient, createTestDatabase, startTestServer, type TestServer } from './harness';

const adminUrl = process.env.TEST_DATABASE_URL as string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const servers: TestServer[] = [];

async function serverOnSharedDatabase(): Promise<TestServer> {
  const server = await startTestServer({ DATABASE_URL: database.url });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  database = await createTestDatabase(adminUrl);
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await database?.drop();
});

describe('login limits on PostgreSQL', () => {
  it('hold across two server processes and a restart', async () => {
    const a = await serverOnSharedDatabase();
    const b = await serverOnSharedDatabase();
    const input = registration();
    expect((await createClient(a.url).post('/api/register', input)).status).toBe(201);

    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createClient((i % 2 === 0 ? a : b).url)
          .post('/api/login', { email: input.email, password: `salah-${i}` })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);

    await a.stop();
    await b.stop();
    servers.length = 0;
    const restarted = await serverOnSharedDatabase();
    const res = await createClient(restarted.url).post('/api/login', {
      email: input.email,
      password: input.password,
    });
    expect(res.status).toBe(429);
  });
});
