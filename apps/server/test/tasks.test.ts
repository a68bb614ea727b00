// The task board's API (docs/product.md#tasks) over REST and tRPC: who sees and changes
// what, the form's rules, hostile input, people who leave, and calls racing each other.
import { MSG } from '@kubm/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderRoles } from './fixtures';
import { type Client, type ClientResponse, createClient, startTestServer, type TestServer } from './harness';
import { createTask, type Person, signedUp, type Task, taskBody } from './task-fixtures';

const MODE_INVALID = "Mod tidak sah: pilih 'assigned', 'created' atau 'all'";
const ALL_FORBIDDEN = 'Hanya kepimpinan KUBM boleh melihat semua tugas';
const FORBIDDEN = 'Hanya pemberi tugas atau kepimpinan boleh mengubah tugas ini';
const NOT_FOUND = 'Tugas tidak dijumpai';
const ASSIGNEE_NOT_FOUND = 'Ahli yang dipilih tidak dijumpai';

let server: TestServer;
let anon: Client;
let leader: Person;
let ana: Person; // gives tasks
let ben: Person; // is given them
let cik: Person; // neither: another member

beforeAll(async () => {
  server = await startTestServer();
  // The first account founds the portal and may take a leadership role; later ones may not.
  leader = await signedUp(server.url, { name: 'Aaron Pengerusi', ministryRoles: leaderRoles });
  ana = await signedUp(server.url, { name: 'Ana Pemberi' });
  ben = await signedUp(server.url, { name: 'Ben Penerima' });
  cik = await signedUp(server.url, { name: 'Cik Lain' });
  anon = createClient(server.url);
});
afterAll(() => server?.stop());

async function list(person: Person, mode?: string): Promise<Task[]> {
  const res = await person.client.get(mode === undefined ? '/api/tasks' : `/api/tasks?mode=${mode}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Task[];
}

const ids = (tasks: Task[]) => tasks.map((t) => t.id);

function expectIssue(res: ClientResponse, path: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect((res.body as { issues: unknown[] }).issues).toContainEqual({ path, message });
}

describe('GET /api/tasks', () => {
  it('is for signed-in members only, in every mode', async () => {
    for (const path of [
      '/api/tasks',
      '/api/tasks?mode=assigned',
      '/api/tasks?mode=created',
      '/api/tasks?mode=all',
    ]) {
      const res = await anon.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ message: 'Sila log masuk terlebih dahulu' });
    }
  });

  it('shows each person the tasks of each tab, with whether they may edit them', async () => {
    const task = await createTask(ana, ben.id, { title: 'Matriks kebenaran' });
    const seen = async (person: Person, mode?: string) =>
      (await list(person, mode)).find((t) => t.id === task.id);

    // The assignor: under 'created', editable; not under 'assigned'.
    expect(await seen(ana, 'created')).toMatchObject({ canEdit: true });
    expect(await seen(ana, 'assigned')).toBeUndefined();
    // The assignee: under 'assigned' (also the default tab), read-only.
    expect(await seen(ben, 'assigned')).toMatchObject({ canEdit: false });
    expect(await seen(ben)).toMatchObject({ canEdit: false });
    expect(await seen(ben, 'created')).toBeUndefined();
    // Another member sees it nowhere.
    expect(await seen(cik, 'assigned')).toBeUndefined();
    expect(await seen(cik, 'created')).toBeUndefined();
    // Leadership sees it under 'all', editable, and in neither personal tab.
    expect(await seen(leader, 'all')).toMatchObject({ canEdit: true });
    expect(await seen(leader, 'assigned')).toBeUndefined();
    expect(await seen(leader, 'created')).toBeUndefined();
  });

  it("refuses 'all' to anyone but leadership (403)", async () => {
    for (const person of [ana, ben, cik]) {
      const res = await person.client.get('/api/tasks?mode=all');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: ALL_FORBIDDEN });
    }
  });

  it('refuses an unknown mode with a Malay message (400)', async () => {
    for (const query of ['mode=semua', 'mode=', 'mode=ALL', 'mode=all&mode=created']) {
      const res = await leader.client.get(`/api/tasks?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ message: MODE_INVALID });
    }
  });

  it('carries both names, the dates as calendar days and the times as ISO', async () => {
    const task = await createTask(ana, ben.id, { startDate: '2026-03-02', dueDate: '2026-03-06' });
    const shown = (await list(ben)).find((t) => t.id === task.id);
    expect(shown).toEqual({
      id: task.id,
      title: 'Sediakan slaid lagu Misa Ahad',
      description: 'Lagu untuk Misa belia minggu depan',
      assignorId: ana.id,
      assignorName: 'Ana Pemberi',
      assigneeId: ben.id,
      assigneeName: 'Ben Penerima',
      startDate: '2026-03-02',
      dueDate: '2026-03-06',
      isUrgent: false,
      status: 'Belum Selesai',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      canEdit: false,
    });
    expect(new Date(shown?.createdAt ?? '').toISOString()).toBe(shown?.createdAt);
    expect(new Date(shown?.updatedAt ?? '').toISOString()).toBe(shown?.updatedAt);
  });

  it('orders each list urgent first, then the nearest due date, then the oldest', async () => {
    const dina = await signedUp(server.url, { name: 'Dina Tertib' });
    const make = (title: string, isUrgent: boolean, dueDate: string) =>
      createTask(ana, dina.id, { title, isUrgent, startDate: '2026-01-01', dueDate });
    const later = await make('biasa, lewat', false, '2026-05-10');
    const urgentLate = await make('penting, lewat', true, '2026-06-01');
    const soon = await make('biasa, awal', false, '2026-04-01');
    const urgentSoon = await make('penting, awal', true, '2026-05-01');
    const soonToo = await make('biasa, awal juga (kemudian)', false, '2026-04-01');
    const expected = [urgentSoon.id, urgentLate.id, soon.id, soonToo.id, later.id];

    expect(ids(await list(dina, 'assigned'))).toEqual(expected);
    const created = ids(await list(ana, 'created')).filter((id) => expected.includes(id));
    expect(created).toEqual(expected);
    const all = ids(await list(leader, 'all')).filter((id) => expected.includes(id));
    expect(all).toEqual(expected);
  });
});

describe('POST /api/tasks', () => {
  it('is for signed-in members only', async () => {
    const res = await anon.post('/api/tasks', taskBody(ben.id));
    expect(res.status).toBe(401);
  });

  it('records the session user as assignor whatever the body says; status and urgency have defaults', async () => {
    const res = await ana.client.post('/api/tasks', {
      ...taskBody(ben.id),
      assignorId: leader.id,
      assignorName: 'Orang Lain',
      canEdit: false,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      assignorId: ana.id,
      assignorName: 'Ana Pemberi',
      assigneeId: ben.id,
      status: 'Belum Selesai',
      isUrgent: false,
      canEdit: true,
    });
    expect((await list(leader, 'all')).find((t) => t.id === (res.body as Task).id)).toMatchObject({
      assignorId: ana.id,
    });
  });

  it('lets anyone signed in assign, leadership and the assignee themselves included', async () => {
    for (const [giver, assignee] of [
      [ben, ana],
      [cik, cik],
      [leader, ben],
    ] as const) {
      const task = await createTask(giver, assignee.id);
      expect(task).toMatchObject({ assignorId: giver.id, assigneeId: assignee.id, canEdit: true });
    }
  });

  it('takes the four statuses only, and an urgent flag', async () => {
    for (const status of ['Belum Selesai', 'Sedang Dijalankan', 'Selesai', 'Terlewat Masa']) {
      expect(await createTask(ana, ben.id, { status, isUrgent: true })).toMatchObject({
        status,
        isUrgent: true,
      });
    }
    for (const status of ['Dibatalkan', 'selesai', '', 3]) {
      expectIssue(
        await ana.client.post('/api/tasks', taskBody(ben.id, { status })),
        'status',
        MSG.taskStatusInvalid,
      );
    }
    const urgency = await ana.client.post('/api/tasks', taskBody(ben.id, { isUrgent: 'ya' }));
    expect(urgency.status).toBe(400);
  });

  it(`needs an assignee: '${MSG.taskAssignee}'`, async () => {
    const { assigneeId: _a, ...withoutAssignee } = taskBody(ben.id);
    expectIssue(await ana.client.post('/api/tasks', withoutAssignee), 'assigneeId', MSG.taskAssignee);
    for (const assigneeId of [null, '', 0, -1, 1.5, String(ben.id), 2147483648, 1e20]) {
      const res = await ana.client.post('/api/tasks', taskBody(ben.id, { assigneeId }));
      expectIssue(res, 'assigneeId', MSG.taskAssignee);
    }
  });

  it('answers 404 for an assignee who is not a member: never one, or one who left', async () => {
    const never = await ana.client.post('/api/tasks', taskBody(987654));
    expect(never.status).toBe(404);
    expect(never.body).toEqual({ message: ASSIGNEE_NOT_FOUND });
    expect((await ana.client.post('/api/tasks', taskBody(2147483647))).status).toBe(404);

    const gone = await signedUp(server.url, { name: 'Elis Pergi' });
    expect((await gone.client.del(`/api/users/${gone.id}`)).status).toBe(200);
    const left = await ana.client.post('/api/tasks', taskBody(gone.id));
    expect(left.status).toBe(404);
    expect(left.body).toEqual({ message: ASSIGNEE_NOT_FOUND });
  });

  it(`needs the due date after the start date: '${MSG.taskDueAfterStart}' on dueDate`, async () => {
    for (const dueDate of ['2026-03-02', '2026-03-01', '1999-12-31']) {
      const res = await ana.client.post('/api/tasks', taskBody(ben.id, { startDate: '2026-03-02', dueDate }));
      expectIssue(res, 'dueDate', MSG.taskDueAfterStart);
      expect((res.body as { message: string }).message).toBe(MSG.taskDueAfterStart);
    }
    // The next day is after it.
    expect(await createTask(ana, ben.id, { startDate: '2026-03-02', dueDate: '2026-03-03' })).toMatchObject({
      startDate: '2026-03-02',
      dueDate: '2026-03-03',
    });
  });

  it('takes calendar days from 1900-01-01 to 9999-12-31 and nothing else', async () => {
    expect(await createTask(ana, ben.id, { startDate: '1900-01-01', dueDate: '9999-12-31' })).toMatchObject({
      startDate: '1900-01-01',
      dueDate: '9999-12-31',
    });
    expectIssue(
      await ana.client.post('/api/tasks', taskBody(ben.id, { startDate: '1899-12-31' })),
      'startDate',
      MSG.dateTooEarly,
    );
    for (const dueDate of [
      '10000-01-01',
      '+010000-01-01',
      '275760-09-13',
      '+275760-09-13',
      '2026-02-30',
      '2026-03-06T00:00:00.000Z',
      '06/03/2026',
      1772755200000,
      null,
    ]) {
      const res = await ana.client.post('/api/tasks', taskBody(ben.id, { dueDate }));
      expectIssue(res, 'dueDate', MSG.dateInvalid);
    }
  });

  it('refuses hostile text with 400, never 500', async () => {
    expectIssue(
      await ana.client.post('/api/tasks', taskBody(ben.id, { title: 'Tugas\u0000' })),
      'title',
      MSG.textForbiddenCharacter,
    );
    expectIssue(
      await ana.client.post('/api/tasks', taskBody(ben.id, { description: 'a\u0000b' })),
      'description',
      MSG.textForbiddenCharacter,
    );
    expectIssue(
      await ana.client.post('/api/tasks', taskBody(ben.id, { title: '   ' })),
      'title',
      MSG.taskTitleRequired,
    );
    expect((await ana.client.post('/api/tasks', taskBody(ben.id, { title: 't'.repeat(201) }))).status).toBe(
      400,
    );
    expect(
      (await ana.client.post('/api/tasks', taskBody(ben.id, { description: 'd'.repeat(2001) }))).status,
    ).toBe(400);
    // An assignee id beyond any integer the database holds, written as JSON digits.
    const huge = await ana.client.post('/api/tasks', undefined, {
      headers: { 'content-type': 'application/json' },
      raw: JSON.stringify(taskBody(ben.id)).replace(
        `"assigneeId":${ben.id}`,
        '"assigneeId":99999999999999999999',
      ),
    });
    expectIssue(huge, 'assigneeId', MSG.taskAssignee);
    // What users type stays plain text.
    const markup = await createTask(ana, ben.id, { title: '<img src=x onerror=alert(1)>' });
    expect(markup.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('through the tRPC door gives the same task and the same refusals', async () => {
    const body = taskBody(ben.id, { title: 'Dua pintu', isUrgent: true, assignorId: leader.id });
    const viaTrpc = await ana.client.post('/trpc/tasks.create', body);
    expect(viaTrpc.status).toBe(200);
    const trpcTask = (viaTrpc.body as { result: { data: Task } }).result.data;
    const restTask = await createTask(ana, ben.id, body);
    const comparable = ({ id: _i, createdAt: _c, updatedAt: _u, ...rest }: Task) => rest;
    expect(comparable(trpcTask)).toEqual(comparable(restTask));
    expect(trpcTask).toMatchObject({ assignorId: ana.id, status: 'Belum Selesai', isUrgent: true });

    const refused = await ana.client.post('/trpc/tasks.create', taskBody(ben.id, { dueDate: '2026-03-02' }));
    expect(refused.status).toBe(400);
    const error = (refused.body as { error: { message: string; data: { issues: unknown[] } } }).error;
    expect(error.message).toBe(MSG.taskDueAfterStart);
    expect(error.data.issues).toContainEqual({ path: 'dueDate', message: MSG.taskDueAfterStart });

    const all = await ana.client.get(`/trpc/tasks.list?input=${encodeURIComponent('{"mode":"all"}')}`);
    expect(all.status).toBe(403);
    expect((all.body as { error: { message: string } }).error.message).toBe(ALL_FORBIDDEN);
    expect((await anon.post('/trpc/tasks.create', body)).status).toBe(401);
  });
});

describe('PUT /api/tasks/{id}', () => {
  it('lets the assignor and leadership edit, refuses the assignee and others (403), and signed-out (401)', async () => {
    const task = await createTask(ana, ben.id);
    const edit = (overrides: Record<string, unknown> = {}) =>
      taskBody(ben.id, { title: 'Disunting', ...overrides });

    for (const person of [ben, cik]) {
      const res = await person.client.put(`/api/tasks/${task.id}`, edit({ status: 'Selesai' }));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: FORBIDDEN });
    }
    expect((await anon.put(`/api/tasks/${task.id}`, edit())).status).toBe(401);
    // Nothing changed.
    expect((await list(ben)).find((t) => t.id === task.id)).toMatchObject({
      title: task.title,
      status: 'Belum Selesai',
    });

    const byAssignor = await ana.client.put(`/api/tasks/${task.id}`, edit({ status: 'Sedang Dijalankan' }));
    expect(byAssignor.status).toBe(200);
    expect(byAssignor.body).toMatchObject({ title: 'Disunting', status: 'Sedang Dijalankan', canEdit: true });

    const byLeader = await leader.client.put(
      `/api/tasks/${task.id}`,
      edit({ title: 'Oleh pimpinan', assignorId: leader.id, isUrgent: true }),
    );
    expect(byLeader.status).toBe(200);
    // An edit never changes who gave the task; a status left out stays as it was.
    expect(byLeader.body).toMatchObject({
      title: 'Oleh pimpinan',
      assignorId: ana.id,
      assignorName: 'Ana Pemberi',
      status: 'Sedang Dijalankan',
      isUrgent: true,
      canEdit: true,
    });
    const updated = byLeader.body as Task;
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(task.updatedAt));
    expect(updated.createdAt).toBe(task.createdAt);
  });

  it('reassigns to another member, and the old assignee no longer has it', async () => {
    const task = await createTask(ana, ben.id);
    const res = await ana.client.put(`/api/tasks/${task.id}`, taskBody(cik.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ assigneeId: cik.id, assigneeName: 'Cik Lain' });
    expect(ids(await list(cik))).toContain(task.id);
    expect(ids(await list(ben))).not.toContain(task.id);
  });

  it('applies the form rules, before ownership: bad input from anyone is 400', async () => {
    const task = await createTask(ana, ben.id);
    expectIssue(
      await ana.client.put(`/api/tasks/${task.id}`, taskBody(ben.id, { dueDate: '2026-03-01' })),
      'dueDate',
      MSG.taskDueAfterStart,
    );
    expectIssue(
      await cik.client.put(`/api/tasks/${task.id}`, taskBody(ben.id, { status: 'Batal' })),
      'status',
      MSG.taskStatusInvalid,
    );
    const unknownAssignee = await ana.client.put(`/api/tasks/${task.id}`, taskBody(987654));
    expect(unknownAssignee.status).toBe(404);
    expect(unknownAssignee.body).toEqual({ message: ASSIGNEE_NOT_FOUND });
    expect((await list(ben)).find((t) => t.id === task.id)).toMatchObject({ assigneeId: ben.id });
  });

  it('answers 404 for a task that does not exist and 400 for an id that cannot be one', async () => {
    for (const person of [leader, ana]) {
      const res = await person.client.put('/api/tasks/987654', taskBody(ben.id));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: NOT_FOUND });
    }
    expect((await leader.client.put('/api/tasks/2147483647', taskBody(ben.id))).status).toBe(404);
    for (const id of ['99999999999999999999', '2147483648', '0', '-1', '1e3', 'abc']) {
      const res = await leader.client.put(`/api/tasks/${id}`, taskBody(ben.id));
      expect(res.status, id).toBe(400);
      expect(res.body).toMatchObject({ message: MSG.idInvalid });
    }
  });
});

describe('DELETE /api/tasks/{id}', () => {
  it('lets the assignor and leadership delete, nobody else', async () => {
    const task = await createTask(ana, ben.id);
    for (const person of [ben, cik]) {
      const res = await person.client.del(`/api/tasks/${task.id}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: FORBIDDEN });
    }
    expect((await anon.del(`/api/tasks/${task.id}`)).status).toBe(401);
    expect(ids(await list(ben))).toContain(task.id);

    const byAssignor = await ana.client.del(`/api/tasks/${task.id}`);
    expect(byAssignor.status).toBe(200);
    expect(byAssignor.body).toEqual({ message: 'Tugas berjaya dihapuskan' });
    expect(ids(await list(ben))).not.toContain(task.id);
    expect((await ana.client.del(`/api/tasks/${task.id}`)).status).toBe(404);

    const other = await createTask(ana, ben.id);
    expect((await leader.client.del(`/api/tasks/${other.id}`)).status).toBe(200);
    expect(ids(await list(leader, 'all'))).not.toContain(other.id);
  });

  it('answers 404 for a task that does not exist and 400 for an id that cannot be one', async () => {
    const missing = await leader.client.del('/api/tasks/987654');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: NOT_FOUND });
    for (const id of ['99999999999999999999', '2147483648', '0', '0x10', 'abc']) {
      const res = await leader.client.del(`/api/tasks/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body).toMatchObject({ message: MSG.idInvalid });
    }
    expect((await leader.client.post('/trpc/tasks.remove', { id: 2147483648 })).status).toBe(400);
  });
});

describe('when a member leaves', () => {
  it("keeps the tasks between them and others, with that side's id and name null", async () => {
    const giver = await signedUp(server.url, { name: 'Fadi Pemberi' });
    const doer = await signedUp(server.url, { name: 'Gina Pelaksana' });
    const fromGiver = await createTask(giver, ana.id, { title: 'Dari Fadi' });
    const toDoer = await createTask(ana, doer.id, { title: 'Untuk Gina' });
    const ownOnly = await createTask(giver, giver.id, { title: 'Fadi sendiri' });

    expect((await giver.client.del(`/api/users/${giver.id}`)).status).toBe(200);
    expect((await doer.client.del(`/api/users/${doer.id}`)).status).toBe(200);

    // Ana was given a task by someone who left: she still has it, read-only; leadership may edit it.
    expect((await list(ana)).find((t) => t.id === fromGiver.id)).toMatchObject({
      assignorId: null,
      assignorName: null,
      assigneeId: ana.id,
      canEdit: false,
    });
    expect((await ana.client.put(`/api/tasks/${fromGiver.id}`, taskBody(ana.id))).status).toBe(403);
    expect(
      (await leader.client.put(`/api/tasks/${fromGiver.id}`, taskBody(ana.id, { status: 'Selesai' }))).status,
    ).toBe(200);
    // Ana gave a task to someone who left: it stays under 'created', with nobody doing it.
    expect((await list(ana, 'created')).find((t) => t.id === toDoer.id)).toMatchObject({
      assigneeId: null,
      assigneeName: null,
      assignorName: 'Ana Pemberi',
      canEdit: true,
    });
    // A task someone gave themselves leaves with them.
    expect(ids(await list(leader, 'all'))).not.toContain(ownOnly.id);
    // The task can be given to someone else; not to the one who left.
    expect((await ana.client.put(`/api/tasks/${toDoer.id}`, taskBody(doer.id))).status).toBe(404);
    expect((await ana.client.put(`/api/tasks/${toDoer.id}`, taskBody(ben.id))).body).toMatchObject({
      assigneeId: ben.id,
      assigneeName: 'Ben Penerima',
    });
  });
});

describe('calls racing each other', () => {
  it('parallel edits and deletes of one task answer 200 or 404, one delete winning', async () => {
    for (let round = 0; round < 4; round++) {
      const task = await createTask(ana, ben.id);
      const path = `/api/tasks/${task.id}`;
      const calls = [
        ...Array.from({ length: 5 }, (_, i) =>
          ana.client.put(path, taskBody(ben.id, { title: `Suntingan ${i}` })),
        ),
        ...Array.from({ length: 5 }, () => ana.client.del(path)),
        ...Array.from({ length: 3 }, () => leader.client.del(path)),
      ];
      const answers = await Promise.all(calls);
      for (const res of answers) expect([200, 404], JSON.stringify(res.body)).toContain(res.status);
      const deletes = answers.slice(5);
      expect(deletes.filter((res) => res.status === 200)).toHaveLength(1);
      expect(ids(await list(leader, 'all'))).not.toContain(task.id);
    }
  });

  it('tasks given while the assignee deletes their account answer 201 or 404, never 500', async () => {
    const leaver = await signedUp(server.url, { name: 'Hana Pergi' });
    const creates = Array.from({ length: 12 }, (_, i) =>
      ana.client.post('/api/tasks', taskBody(leaver.id, { title: `Perlumbaan ${i}` })),
    );
    const leaving = leaver.client.del(`/api/users/${leaver.id}`);
    const [left, ...answers] = await Promise.all([leaving, ...creates]);
    expect(left?.status).toBe(200);
    for (const res of answers) expect([201, 404], JSON.stringify(res.body)).toContain(res.status);
    // Whatever was created before she left stays, with nobody doing it.
    const created = answers.filter((res) => res.status === 201).map((res) => (res.body as Task).id);
    const kept = (await list(ana, 'created')).filter((t) => created.includes(t.id));
    expect(kept).toHaveLength(created.length);
    for (const task of kept) expect(task).toMatchObject({ assigneeId: null, assigneeName: null });
  });
});
