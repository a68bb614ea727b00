// PostgreSQL only (a second connection into the server's database, to give links equal creation times as
// a bulk import does): the links list's pages keep one order across those ties, microseconds included.
import { createDatabase, type DatabaseHandle } from '@kubm/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';

const PAGE_SIZE = 4;

let server: TestServer;
let direct: DatabaseHandle;
let member: Client;

beforeAll(async () => {
  server = await startTestServer({ LINKS_PAGE_SIZE: String(PAGE_SIZE) });
  direct = await createDatabase({
    databaseUrl: server.config.databaseUrl as string,
    dataDir: 'memory://',
    migrate: false,
  });
  member = createClient(server.url);
  expect((await member.post('/api/register', registration())).status).toBe(201);
});
afterAll(async () => {
  await direct?.close();
  await server?.stop();
});

async function readAll(): Promise<number[]> {
  const ids: number[] = [];
  for (let path: string | null = '/api/links'; path; ) {
    const res = await member.get(path);
    expect(res.status).toBe(200);
    ids.push(...(res.body as { id: number }[]).map((l) => l.id));
    path = res.headers.get('link')?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
  }
  return ids;
}

describe('links pages on PostgreSQL', () => {
  it('hold links of one instant in id order across page boundaries', async () => {
    const created: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await member.post('/api/links', {
        title: `Pautan serentak ${i}`,
        url: `https://example.org/${i}`,
        category: 'Lain-lain',
      });
      created.push((res.body as { id: number }).id);
    }
    const group = (ids: number[], at: string) =>
      direct.db.execute(`update links set created_at = '${at}' where id in (${ids.join(',')})`);
    await group(created.slice(0, 5), '2026-01-01 00:00:00+00');
    await group(created.slice(5, 9), '2026-01-02 00:00:00.000001+00');
    await group(created.slice(9), '2026-01-02 00:00:00.000002+00');

    expect(await readAll()).toEqual([...created].reverse());
  });
});
