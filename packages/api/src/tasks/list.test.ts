// The task lists a page at a time (docs/decisions/task-list-pages.md) on the embedded database, where the test
// can set the instants a task was last updated: the board's and the old tasks' orders hold across pages, a
// cursor continues exactly whatever happens to its task, and the archive boundary is the setting's.
import { tasks } from '@kubm/db';
import { MSG, type TaskCursor, type TaskMode, taskCursorOf } from '@kubm/validators';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/sessions';
import { createTestApi, type TestApi } from '../test-api';
import { listTasks, pageAfterCursor, TASK_MSG, type TaskOutput, type TaskPageQuery } from './service';

const PAGE_SIZE = 3;
const ARCHIVE_DAYS = 90;
const DAY_MS = 86_400_000;

type Caller = ReturnType<TestApi['caller']>;
interface Person {
  user: SessionUser;
  as: Caller;
}

let api: TestApi;
let chair: Person;
let ana: Person;
let ben: Person;

async function signedUp(email: string, role = 'Member', ministry = 'IKD (MINISTRI)'): Promise<Person> {
  const resHeaders = new Headers();
  const user = await api.caller('', resHeaders).auth.register({
    name: email.split('@')[0] ?? 'Ahli',
    email,
    phone: '0123456789',
    password: 'rahsia-123',
    ministryRoles: [{ ministry, role }],
  });
  return { user, as: api.caller(resHeaders.get('set-cookie')?.split(';')[0] ?? '') };
}

beforeAll(async () => {
  api = await createTestApi({ taskList: { pageSize: PAGE_SIZE, archiveDays: ARCHIVE_DAYS } });
  // The first account founds the portal and may take a leadership role.
  chair = await signedUp('pengerusi@contoh.my', 'Pengerusi KUBM', 'AJK UTAMA');
  ana = await signedUp('ana@contoh.my');
  ben = await signedUp('ben@contoh.my');
});
afterAll(() => api?.handle.close());

interface NewTask {
  title: string;
  dueDate?: string;
  isUrgent?: boolean;
  status?: 'Belum Selesai' | 'Sedang Dijalankan' | 'Selesai' | 'Terlewat Masa';
}

/** A task the person gives themselves (nobody to e-mail: this api's mailer refuses every e-mail). */
async function ownTask(person: Person, task: NewTask, assigneeId = person.user.id): Promise<TaskOutput> {
  return person.as.tasks.create({
    title: task.title,
    assigneeId,
    startDate: '2020-01-01',
    dueDate: task.dueDate ?? '2026-06-01',
    isUrgent: task.isUrgent ?? false,
    ...(task.status ? { status: task.status } : {}),
  });
}

async function lastUpdated(ids: number[], at: string): Promise<void> {
  await api.handle.db.execute(
    sql`update tasks set updated_at = ${at}::timestamptz where ${inArray(tasks.id, ids)}`,
  );
}

async function removeAll(): Promise<void> {
  await api.handle.db.delete(tasks);
}

/** Every page from `cursor` on, as the web app's infinite query reads them: until a page comes back empty. */
async function readPages(
  person: Person,
  mode: TaskMode,
  archived = false,
  cursor: string | null = null,
): Promise<TaskOutput[]> {
  const seen: TaskOutput[] = [];
  for (;;) {
    const page = await person.as.tasks.list({ mode, archived, cursor });
    expect(page.length).toBeLessThanOrEqual(PAGE_SIZE);
    if (page.length === 0) return seen;
    seen.push(...page);
    cursor = taskCursorOf(page.at(-1) as TaskOutput, archived);
  }
}

const ids = (list: readonly { id: number }[]) => list.map((t) => t.id);
const sorted = (list: number[]) => [...list].sort((x, y) => x - y);

describe('the board, a page at a time', () => {
  it('puts open tasks first, urgent then the nearest due date then the oldest, across pages', async () => {
    await removeAll();
    const make = (title: string, dueDate: string, isUrgent: boolean, status?: NewTask['status']) =>
      ownTask(chair, { title, dueDate, isUrgent, status });
    const doneUrgent = await make('selesai, penting', '2026-01-10', true, 'Selesai');
    const late = await make('biasa, lewat', '2026-05-10', false);
    const urgentLate = await make('penting, lewat', '2026-06-01', true, 'Terlewat Masa');
    const doneSoon = await make('selesai, awal', '2026-01-05', false, 'Selesai');
    const soon = await make('biasa, awal', '2026-04-01', false, 'Sedang Dijalankan');
    const urgentSoon = await make('penting, awal', '2026-05-01', true);
    const soonToo = await make('biasa, awal juga', '2026-04-01', false);
    const doneLater = await make('selesai, lewat', '2026-09-01', false, 'Selesai');
    const expected = [urgentSoon, urgentLate, soon, soonToo, late, doneUrgent, doneSoon, doneLater];

    for (const mode of ['assigned', 'created', 'all'] as const) {
      expect(ids(await readPages(chair, mode)), mode).toEqual(ids(expected));
    }
    const first = await chair.as.tasks.list({ mode: 'assigned' });
    expect(ids(first)).toEqual(ids(expected.slice(0, PAGE_SIZE)));
  });

  it('continues after a cursor task that was deleted between two page reads', async () => {
    const before = ids(await readPages(chair, 'all'));
    const first = await chair.as.tasks.list({ mode: 'all' });
    const cursorTask = first.at(-1) as TaskOutput;
    await chair.as.tasks.remove({ id: cursorTask.id });
    const rest = await readPages(chair, 'all', false, taskCursorOf(cursorTask, false));
    expect(ids(rest)).toEqual(before.slice(PAGE_SIZE));
  });

  it('continues after a cursor task that changed its place meanwhile, by where the cursor says', async () => {
    const all = await readPages(chair, 'all');
    const cursorTask = all[1] as TaskOutput;
    await chair.as.tasks.update({
      id: cursorTask.id,
      title: cursorTask.title,
      assigneeId: chair.user.id,
      startDate: '2026-01-01',
      dueDate: '2027-12-31',
      isUrgent: false,
      status: 'Selesai',
    });
    const rest = await readPages(chair, 'all', false, taskCursorOf(cursorTask, false));
    const now = ids(await readPages(chair, 'all'));
    // Everything after the cursor's old place, in the present order: the moved task comes again at its new one.
    expect(ids(rest)).toEqual(now.filter((id) => !ids(all.slice(0, 2)).includes(id) || id === cursorTask.id));
    expect(ids(rest).at(-1)).toBe(cursorTask.id);
  });

  it('returns every task exactly once while tasks are added between page reads', async () => {
    const before = ids(await readPages(chair, 'all'));
    const seen: number[] = [];
    let cursor: string | null = null;
    const added: number[] = [];
    for (let page = 0; ; page++) {
      const rows: TaskOutput[] = await chair.as.tasks.list({ mode: 'all', cursor });
      if (rows.length === 0) break;
      seen.push(...ids(rows));
      cursor = taskCursorOf(rows.at(-1) as TaskOutput, false);
      // One task ahead of everything read so far, one behind everything.
      if (page === 0) {
        added.push(
          (await ownTask(chair, { title: 'paling awal', dueDate: '2025-01-01', isUrgent: true })).id,
        );
        added.push(
          (await ownTask(chair, { title: 'paling lewat', dueDate: '2030-01-01', status: 'Selesai' })).id,
        );
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    // Nothing there at the start is missed; of the added, only the one after the cursor is met.
    expect(seen.filter((id) => !added.includes(id))).toEqual(before);
    expect(seen.at(-1)).toBe(added[1]);
    expect(seen).not.toContain(added[0]);
    expect(ids(await readPages(chair, 'all'))[0]).toBe(added[0]);
  });
});

describe('the old tasks', () => {
  it('hold finished tasks last updated before the setting, latest first, each exactly once', async () => {
    await removeAll();
    const done = (title: string) => ownTask(chair, { title, status: 'Selesai' });
    const a = await done('lama a');
    const b = await done('lama b');
    const c = await done('lama c');
    const d = await done('lama d');
    const e = await done('lama e');
    const f = await done('lama f');
    const open = await ownTask(chair, { title: 'masih terbuka' });
    const recent = await done('baru selesai');
    // Same millisecond, microseconds apart; and one instant shared by two tasks: the id decides.
    await lastUpdated([a.id], '2025-03-01 10:00:00.123001+00');
    await lastUpdated([b.id], '2025-03-01 10:00:00.123999+00');
    await lastUpdated([c.id, d.id], '2025-02-01 08:00:00+00');
    await lastUpdated([e.id], '2024-12-31 23:59:59.999+00');
    await lastUpdated([f.id, open.id], '2020-01-01 00:00:00+00');
    const expected = [...sorted([a.id, b.id]).reverse(), ...sorted([c.id, d.id]).reverse(), e.id, f.id];

    for (const mode of ['assigned', 'created', 'all'] as const) {
      expect(ids(await readPages(chair, mode, true)), mode).toEqual(expected);
    }
    // The board keeps the open task however old, and the recently finished one; none of the old ones.
    expect(sorted(ids(await readPages(chair, 'all')))).toEqual(sorted([open.id, recent.id]));
  });

  it('continue after a cursor task deleted, or brought back to the board by an edit', async () => {
    const all = await readPages(chair, 'all', true);
    const first = await chair.as.tasks.list({ mode: 'all', archived: true });
    const cursorTask = first.at(-1) as TaskOutput;
    await chair.as.tasks.remove({ id: cursorTask.id });
    const rest = await readPages(chair, 'all', true, taskCursorOf(cursorTask, true));
    expect(ids(rest)).toEqual(ids(all.slice(PAGE_SIZE)));

    // An edit is an update: the task is no longer old, and the pages after its place go on without it.
    const edited = all[PAGE_SIZE] as TaskOutput;
    await chair.as.tasks.update({
      id: edited.id,
      title: `${edited.title} (disunting)`,
      assigneeId: chair.user.id,
      startDate: '2026-01-01',
      dueDate: '2026-06-01',
    });
    const after = await readPages(chair, 'all', true, taskCursorOf(edited, true));
    expect(ids(after)).toEqual(ids(all.slice(PAGE_SIZE + 1)));
    expect(ids(await readPages(chair, 'all'))).toContain(edited.id);
  });

  it('begin exactly ARCHIVE_DAYS before now: a task updated at that instant is still on the board', async () => {
    await removeAll();
    const now = new Date('2026-11-27T03:00:00.000Z');
    const boundary = new Date(now.getTime() - ARCHIVE_DAYS * DAY_MS);
    const atBoundary = await ownTask(chair, { title: 'tepat di sempadan', status: 'Selesai' });
    const justOlder = await ownTask(chair, { title: 'sesaat lebih lama', status: 'Selesai' });
    await lastUpdated([atBoundary.id, justOlder.id], boundary.toISOString());
    // One microsecond older, which only the database can say (a Date holds milliseconds).
    await api.handle.db.execute(
      sql`update tasks set updated_at = updated_at - interval '1 microsecond' where id = ${justOlder.id}`,
    );
    const ctx = { db: api.handle.db, user: chair.user };
    const settings = { pageSize: PAGE_SIZE, archiveDays: ARCHIVE_DAYS };
    const board = await listTasks(ctx, { mode: 'all', archived: false }, settings, now);
    const old = await listTasks(ctx, { mode: 'all', archived: true }, settings, now);
    expect(ids(board.items)).toEqual([atBoundary.id]);
    expect(ids(old.items)).toEqual([justOlder.id]);

    // A millisecond later the boundary has passed the first one too.
    const later = new Date(now.getTime() + 1);
    const oldLater = await listTasks(ctx, { mode: 'all', archived: true }, settings, later);
    expect(ids(oldLater.items)).toEqual([atBoundary.id, justOlder.id]);
  });

  it('follow TASKS_ARCHIVE_DAYS: with 0 a task is old once finished', async () => {
    const ctx = { db: api.handle.db, user: chair.user };
    const task = await ownTask(chair, { title: 'baru sahaja selesai', status: 'Selesai' });
    const soon = new Date(Date.now() + 60_000);
    const old = await listTasks(ctx, { mode: 'all', archived: true }, { pageSize: 10, archiveDays: 0 }, soon);
    expect(ids(old.items)).toContain(task.id);
    const kept = await listTasks(
      ctx,
      { mode: 'all', archived: true },
      { pageSize: 10, archiveDays: 1 },
      soon,
    );
    expect(ids(kept.items)).not.toContain(task.id);
  });
});

describe('who sees which list', () => {
  it("gives a member's tabs the same rule in the old tasks, and 'all' only to leadership", async () => {
    await removeAll();
    // Given by Ana to Ben (the e-mail this api cannot send is only logged), and one each of their own.
    const given = await ownTask(ana, { title: 'dari Ana untuk Ben', status: 'Selesai' }, ben.user.id);
    const anas = await ownTask(ana, { title: 'Ana sendiri', status: 'Selesai' });
    const bens = await ownTask(ben, { title: 'Ben sendiri', status: 'Selesai' });
    await lastUpdated([given.id, anas.id, bens.id], '2024-01-01 00:00:00+00');

    expect(sorted(ids(await readPages(ben, 'assigned', true)))).toEqual(sorted([given.id, bens.id]));
    expect(ids(await readPages(ben, 'created', true))).toEqual([bens.id]);
    expect(sorted(ids(await readPages(ana, 'created', true)))).toEqual(sorted([given.id, anas.id]));
    expect(ids(await readPages(ana, 'assigned', true))).toEqual([anas.id]);
    expect(await readPages(chair, 'assigned', true)).toEqual([]);
    expect(sorted(ids(await readPages(chair, 'all', true)))).toEqual(sorted([given.id, anas.id, bens.id]));
    const seenByBen = (await readPages(ben, 'assigned', true)).find((t) => t.id === given.id);
    expect(seenByBen?.canEdit).toBe(false);

    for (const person of [ana, ben]) {
      for (const archived of [false, true]) {
        await expect(person.as.tasks.list({ mode: 'all', archived })).rejects.toMatchObject({
          code: 'FORBIDDEN',
          message: TASK_MSG.allForbidden,
        });
      }
    }
  });
});

describe('cursors', () => {
  const boardCursor = taskCursorOf(
    { id: 5, status: 'Belum Selesai', isUrgent: false, dueDate: '2026-03-08', updatedAt: '' },
    false,
  );
  const oldCursor = taskCursorOf(
    { id: 5, status: 'Selesai', isUrgent: false, dueDate: '', updatedAt: '2026-08-01T10:00:00.123Z' },
    true,
  );

  it('belong to their own list', async () => {
    for (const input of [
      { mode: 'all' as const, archived: true, cursor: boardCursor },
      { mode: 'all' as const, archived: false, cursor: oldCursor },
      { mode: 'all' as const, archived: true, before: boardCursor },
    ]) {
      await expect(chair.as.tasks.list(input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(MSG.pageCursorInvalid),
      });
    }
  });

  it('are refused when malformed, before the database sees them', async () => {
    for (const cursor of [
      'open_normal_2026-02-30_5',
      'open_normal_0000-01-01_5',
      'open_normal_2026-03-08_0',
      'open_normal_2026-03-08_2147483648',
      'open_penting_2026-03-08_5',
      '2026-08-01T10:00:00Z_5',
      '2026-08-01T24:00:00.000Z_5',
      '2026-08-01T10:00:00.123Z_-5',
      '',
      '\u0000',
    ]) {
      await expect(chair.as.tasks.list({ mode: 'all', cursor }), cursor).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
  });

  it('are what the service hands back for the next page', async () => {
    await removeAll();
    for (let i = 0; i < PAGE_SIZE + 1; i++) await ownTask(chair, { title: `halaman ${i}` });
    const ctx = { db: api.handle.db, user: chair.user };
    const settings = { pageSize: PAGE_SIZE, archiveDays: ARCHIVE_DAYS };
    const page = await listTasks(ctx, { mode: 'all', archived: false }, settings);
    expect(page.nextCursor).toBe(taskCursorOf(page.items.at(-1) as TaskOutput, false));
    const after: TaskCursor = { list: 'board', done: false, urgent: false, dueDate: '2026-06-01', id: 0 };
    const whole = await listTasks(
      ctx,
      { mode: 'all', archived: false, after },
      { ...settings, pageSize: 10 },
    );
    expect(whole.items).toHaveLength(PAGE_SIZE + 1);
    expect(whole.nextCursor).toBeNull();
  });
});

describe('a page after a cursor', () => {
  // With sequential scans and sorts priced out, the planner shows whether an index can give the page in order:
  // the order's expressions and the index's must stay the same (packages/db/src/schema.ts).
  async function planOf(query: TaskPageQuery): Promise<string> {
    const cutoff = new Date('2026-06-01T00:00:00Z');
    return api.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const explained = sql`explain ${pageAfterCursor(tx, chair.user, query, cutoff, 4)}`;
      // PGlite's result: { rows: [{ 'QUERY PLAN': line }, …] }.
      const { rows } = (await tx.execute(explained)) as unknown as { rows: Record<string, string>[] };
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
  }

  it('on the board is a range of the board-order index, not a sort of every task', async () => {
    const after: TaskCursor = { list: 'board', done: false, urgent: true, dueDate: '2026-03-01', id: 5 };
    const plan = await planOf({ mode: 'all', archived: false, after });
    expect(plan).toContain('tasks_board_order_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('among the old tasks is a range of the finished-order index, read backwards', async () => {
    const after: TaskCursor = { list: 'archive', updatedAt: '2026-01-01T10:00:00.000Z', id: 5 };
    const plan = await planOf({ mode: 'all', archived: true, after });
    expect(plan).toContain('Index Scan Backward using tasks_finished_order_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
