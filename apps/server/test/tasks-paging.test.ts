// The task lists a page at a time over HTTP (docs/decisions/task-list-pages.md): REST keeps its array and names
// the next page in a Link header, for the board and for the old tasks ('Tugas lama'); tRPC takes the cursor
// the web app makes. TASKS_ARCHIVE_DAYS=0 here, so a task is old as soon as it is finished.
import { MSG, taskCursorOf } from '@kubm/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { leaderRoles } from './fixtures';
import { type ClientResponse, createClient, startTestServer, type TestServer } from './harness';
import { createTask, type Person, signedUp, type Task, taskBody } from './task-fixtures';

const PAGE_SIZE = 3;

let server: TestServer;
let chair: Person;
let ana: Person;

beforeAll(async () => {
  server = await startTestServer({ TASKS_PAGE_SIZE: String(PAGE_SIZE), TASKS_ARCHIVE_DAYS: '0' });
  chair = await signedUp(server.url, { name: 'Pengerusi Halaman', ministryRoles: leaderRoles });
  ana = await signedUp(server.url, { name: 'Ana Halaman' });
});
afterAll(() => server?.stop());

/** The path in a `Link: <path>; rel="next"` header, or null when there is none. */
function nextPath(res: ClientResponse): string | null {
  const header = res.headers.get('link');
  if (header === null) return null;
  const match = header.match(/^<([^>]+)>; rel="next"$/);
  expect(match, header).not.toBeNull();
  return match?.[1] ?? null;
}

/** Follows the Link headers from `path`; every page within the page size. */
async function readAll(person: Person, path: string): Promise<Task[]> {
  const seen: Task[] = [];
  for (let next: string | null = path; next; ) {
    const res = await person.client.get(next);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body as Task[];
    expect(rows.length).toBeLessThanOrEqual(PAGE_SIZE);
    seen.push(...rows);
    next = nextPath(res);
  }
  return seen;
}

const ids = (list: readonly { id: number }[]) => list.map((t) => t.id);

async function finish(person: Person, task: Task): Promise<Task> {
  const body = taskBody(task.assigneeId ?? 0, {
    title: task.title,
    startDate: task.startDate,
    dueDate: task.dueDate,
    isUrgent: task.isUrgent,
    status: 'Selesai',
  });
  const res = await person.client.put(`/api/tasks/${task.id}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Task;
}

// Latest update first; tasks updated in the same millisecond by id, the newest first.
function latestFirst(list: Task[]): number[] {
  return ids([...list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id));
}

describe('GET /api/tasks, a page at a time', () => {
  it('answers at most TASKS_PAGE_SIZE tasks in the board order and names the next page', async () => {
    const make = (title: string, dueDate: string, isUrgent = false) =>
      createTask(ana, ana.id, { title, startDate: '2026-01-01', dueDate, isUrgent });
    const late = await make('lewat', '2026-09-01');
    const urgent = await make('penting', '2026-08-01', true);
    const soon = await make('awal', '2026-02-01');
    const soonToo = await make('awal juga', '2026-02-01');
    const middle = await make('tengah', '2026-05-01');
    const urgentSoon = await make('penting, awal', '2026-03-01', true);
    const last = await make('paling lewat', '2026-12-01');
    const expected = [urgentSoon, urgent, soon, soonToo, middle, late, last];

    const first = await ana.client.get('/api/tasks?mode=created');
    expect(ids(first.body as Task[])).toEqual(ids(expected.slice(0, PAGE_SIZE)));
    const cursor = taskCursorOf(soon, false);
    expect(cursor).toBe(`open_normal_2026-02-01_${soon.id}`);
    expect(nextPath(first)).toBe(`/api/tasks?mode=created&before=${cursor}`);

    expect(ids(await readAll(ana, '/api/tasks?mode=created'))).toEqual(ids(expected));
    // Without a mode: the first tab, named in the Link header.
    const assigned = await ana.client.get('/api/tasks');
    expect(nextPath(assigned)).toBe(`/api/tasks?mode=assigned&before=${cursor}`);
    expect(ids(await readAll(ana, '/api/tasks'))).toEqual(ids(expected));
    expect(ids(await readAll(chair, '/api/tasks?mode=all'))).toEqual(ids(expected));
  });

  it('gives the last page no Link header, and an empty page after the last task', async () => {
    const all = await readAll(ana, '/api/tasks?mode=created');
    const after = await ana.client.get(
      `/api/tasks?mode=created&before=${taskCursorOf(all.at(-1) as Task, false)}`,
    );
    expect(after.status).toBe(200);
    expect(after.body).toEqual([]);
    expect(after.headers.get('link')).toBeNull();
  });

  it('continues after a cursor task deleted between two page reads', async () => {
    const before = ids(await readAll(ana, '/api/tasks?mode=created'));
    const first = await ana.client.get('/api/tasks?mode=created');
    const path = nextPath(first) as string;
    const cursorId = (first.body as Task[]).at(-1)?.id;
    expect((await ana.client.del(`/api/tasks/${cursorId}`)).status).toBe(200);
    expect(ids(await readAll(ana, path))).toEqual(before.slice(PAGE_SIZE));
  });
});

describe("GET /api/tasks?archived=true ('Tugas lama')", () => {
  it('lists finished tasks, latest first, a page at a time; the board no longer has them', async () => {
    const finished: Task[] = [];
    for (const task of await readAll(ana, '/api/tasks?mode=created')) finished.push(await finish(ana, task));
    const expected = latestFirst(finished);

    expect(await readAll(ana, '/api/tasks?mode=created')).toEqual([]);
    const first = await ana.client.get('/api/tasks?mode=created&archived=true');
    const third = (first.body as Task[])[PAGE_SIZE - 1] as Task;
    const cursor = `${third.updatedAt}_${third.id}`;
    expect(nextPath(first)).toBe(
      `/api/tasks?mode=created&archived=true&before=${encodeURIComponent(cursor)}`,
    );
    expect(ids(await readAll(ana, '/api/tasks?mode=created&archived=true'))).toEqual(expected);
    expect(ids(await readAll(ana, '/api/tasks?archived=true'))).toEqual(expected);
    expect(ids(await readAll(chair, '/api/tasks?mode=all&archived=true'))).toEqual(expected);
    expect(await readAll(chair, '/api/tasks?mode=created&archived=true')).toEqual([]);
  });

  it("is leadership's alone for mode=all (403), and for signed-in members only (401)", async () => {
    for (const query of ['mode=all&archived=true', 'mode=all&archived=false']) {
      const res = await ana.client.get(`/api/tasks?${query}`);
      expect(res.status, query).toBe(403);
      expect(res.body).toEqual({ message: 'Hanya kepimpinan KUBM boleh melihat semua tugas' });
    }
    expect((await createClient(server.url).get('/api/tasks?archived=true')).status).toBe(401);
  });

  it.each(['1', 'yes', 'TRUE', '', 'true&archived=true'])('refuses archived=%s (400)', async (value) => {
    const res = await ana.client.get(`/api/tasks?archived=${value}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MSG.taskArchivedInvalid });
  });
});

describe('the cursor', () => {
  it.each([
    ['NUL', '%00'],
    ['an id alone', '42'],
    ['a day that does not exist', 'open_normal_2026-02-30_5'],
    ['an id past the largest', 'open_normal_2026-03-08_2147483648'],
    ['an exponent', 'open_normal_2026-03-08_1e3'],
    ['an instant without milliseconds', '2026-08-01T10%3A00%3A00Z_5'],
    ['empty', ''],
    ['twice', 'open_normal_2026-03-08_5&before=open_normal_2026-03-08_6'],
  ])('refuses %s with 400 and a Malay message', async (_name, value) => {
    const res = await ana.client.get(`/api/tasks?mode=created&before=${value}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MSG.pageCursorInvalid });
  });

  it('of one list is refused by the other (400)', async () => {
    const old = await ana.client.get(
      `/api/tasks?archived=true&before=${encodeURIComponent('2026-08-01T10:00:00.123Z_5')}`,
    );
    expect(old.status).toBe(200);
    for (const query of [
      'archived=true&before=open_normal_2026-03-08_5',
      `before=${encodeURIComponent('2026-08-01T10:00:00.123Z_5')}`,
    ]) {
      const res = await ana.client.get(`/api/tasks?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ message: MSG.pageCursorInvalid });
    }
  });

  it('takes `cursor` as another name of `before`', async () => {
    for (let i = 0; i < PAGE_SIZE + 2; i++) await createTask(ana, ana.id, { title: `kursor ${i}` });
    const first = await ana.client.get('/api/tasks?mode=created');
    const next = nextPath(first) as string;
    const viaCursor = await ana.client.get(next.replace('before=', 'cursor='));
    expect(viaCursor.body).toEqual((await ana.client.get(next)).body);
  });
});

describe('tRPC', () => {
  const listUrl = (input: unknown) => `/trpc/tasks.list?input=${encodeURIComponent(JSON.stringify(input))}`;
  const data = (res: ClientResponse) => (res.body as { result: { data: Task[] } }).result.data;

  it('tasks.list keeps its array and takes the cursor of an infinite query, on both lists', async () => {
    for (const archived of [false, true]) {
      const rest = ids(await readAll(ana, `/api/tasks?mode=created${archived ? '&archived=true' : ''}`));
      const seen: number[] = [];
      let cursor: string | null = null;
      for (;;) {
        const res = await ana.client.get(
          listUrl({ mode: 'created', archived, cursor, direction: 'forward' }),
        );
        expect(res.status).toBe(200);
        // A tRPC address names no page: no Link header there.
        expect(res.headers.get('link')).toBeNull();
        const page = data(res);
        expect(page.length).toBeLessThanOrEqual(PAGE_SIZE);
        if (page.length === 0) break;
        seen.push(...ids(page));
        cursor = taskCursorOf(page.at(-1) as Task, archived);
      }
      expect(seen).toEqual(rest);
      expect(seen.length).toBeGreaterThan(PAGE_SIZE);
    }
  });

  it('tasks.list refuses a hostile cursor with 400', async () => {
    for (const cursor of ['1e3', -1, '\u0000', 42, 'open_normal_2026-03-08_0']) {
      const res = await ana.client.get(listUrl({ mode: 'created', cursor }));
      expect(res.status, JSON.stringify(cursor)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(MSG.pageCursorInvalid);
    }
  });
});

describe('TASKS_PAGE_SIZE and TASKS_ARCHIVE_DAYS', () => {
  it('default to 200 and 90, and take 1 to 1000 and 0 to 36500', () => {
    expect(loadConfig({}).taskList).toEqual({ pageSize: 200, archiveDays: 90 });
    expect(loadConfig({ TASKS_PAGE_SIZE: '1000', TASKS_ARCHIVE_DAYS: '0' }).taskList).toEqual({
      pageSize: 1000,
      archiveDays: 0,
    });
    expect(loadConfig({ TASKS_ARCHIVE_DAYS: '36500' }).taskList.archiveDays).toBe(36_500);
    for (const bad of ['0', '1001', '1.5', 'banyak']) {
      expect(() => loadConfig({ TASKS_PAGE_SIZE: bad }), bad).toThrow(/TASKS_PAGE_SIZE/);
    }
    for (const bad of ['-1', '36501', '0.5', 'lama']) {
      expect(() => loadConfig({ TASKS_ARCHIVE_DAYS: bad }), bad).toThrow(/TASKS_ARCHIVE_DAYS/);
    }
  });
});
