// PostgreSQL only (a second connection into the server's database, to give tasks equal keys and last updates
// microseconds apart, as a bulk import would): both task lists keep one order across page boundaries.
import { createDatabase, type DatabaseHandle } from '@kubm/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startTestServer, type TestServer } from './harness';
import { createTask, type Person, signedUp } from './task-fixtures';

const PAGE_SIZE = 4;

let server: TestServer;
let direct: DatabaseHandle;
let ana: Person;

beforeAll(async () => {
  server = await startTestServer({ TASKS_PAGE_SIZE: String(PAGE_SIZE) });
  direct = await createDatabase({
    databaseUrl: server.config.databaseUrl as string,
    dataDir: 'memory://',
    migrate: false,
  });
  ana = await signedUp(server.url, { name: 'Ana Serentak' });
});
afterAll(async () => {
  await direct?.close();
  await server?.stop();
});

async function readAll(path: string): Promise<number[]> {
  const ids: number[] = [];
  for (let next: string | null = path; next; ) {
    const res = await ana.client.get(next);
    expect(res.status).toBe(200);
    const rows = res.body as { id: number }[];
    expect(rows.length).toBeLessThanOrEqual(PAGE_SIZE);
    ids.push(...rows.map((t) => t.id));
    next = res.headers.get('link')?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
  }
  return ids;
}

describe('task pages on PostgreSQL', () => {
  it('hold tasks of equal keys in id order, and old tasks of one instant, across page boundaries', async () => {
    const created: number[] = [];
    for (let i = 0; i < 18; i++) created.push((await createTask(ana, ana.id, { title: `Serentak ${i}` })).id);
    const set = (ids: number[], values: string) =>
      direct.db.execute(`update tasks set ${values} where id in (${ids.join(',')})`);
    const [open, done, old] = [created.slice(0, 7), created.slice(7, 11), created.slice(11)];
    await set(open.slice(0, 3), `is_urgent = true, due_date = '2026-04-01'`);
    await set(open.slice(3), `due_date = '2026-03-01'`);
    await set(done, `status = 'Selesai', due_date = '2026-01-01'`);
    await set(old.slice(0, 3), `status = 'Selesai', updated_at = '2025-06-01 10:00:00.123001+00'`);
    await set(old.slice(3, 5), `status = 'Selesai', updated_at = '2025-06-01 10:00:00.123999+00'`);
    await set(old.slice(5), `status = 'Selesai', updated_at = '2025-05-01 00:00:00.000001+00'`);

    expect(await readAll('/api/tasks?mode=created')).toEqual([...open, ...done]);
    const latestFirst = [...old.slice(0, 5)].reverse().concat([...old.slice(5)].reverse());
    expect(await readAll('/api/tasks?mode=created&archived=true')).toEqual(latestFirst);
    expect(await readAll('/api/tasks?mode=assigned&archived=true')).toEqual(latestFirst);
    expect((await createClient(server.url).get('/api/tasks?archived=true')).status).toBe(401);
  });
});
