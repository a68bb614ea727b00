// PostgreSQL only (a second connection into the server's database): a member deleting their account at the
// exact moment a task is given to them — after the server's member check, before its write — caught by
// holding the deletion open, and a directory entry removed behind the API's back.
import { createDatabase, type DatabaseHandle } from '@kubm/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientResponse } from './harness';
import { startTestServer, type TestServer } from './harness';
import { createTask, type Person, signedUp, taskBody } from './task-fixtures';

const ASSIGNEE_NOT_FOUND = 'Ahli yang dipilih tidak dijumpai';

let server: TestServer;
let direct: DatabaseHandle;
let ana: Person;

beforeAll(async () => {
  server = await startTestServer();
  direct = await createDatabase({
    databaseUrl: server.config.databaseUrl as string,
    dataDir: 'memory://',
    migrate: false,
  });
  ana = await signedUp(server.url, { name: 'Ana Pemberi' });
});
afterAll(async () => {
  await direct?.close();
  await server?.stop();
});

/** Waits until a statement of the server's starting with `prefix` waits for a lock. */
async function untilWaitingForLock(prefix: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    // `prefix` is one of this file's own constants, never outside input.
    const rows = await direct.db.execute(
      `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '${prefix}%'`,
    );
    if (Array.from(rows as Iterable<unknown>).length > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${prefix} waited for the deletion's lock`);
}

/**
 * Deletes `userId`'s account in a transaction held open until `request`'s write waits for its row lock:
 * the server's member check ran before (the deletion is not committed, so she is still there), and its
 * write meets the committed deletion. Answers `request`'s response.
 */
async function leavingDuring(
  userId: number,
  statement: string,
  request: () => Promise<ClientResponse>,
): Promise<ClientResponse> {
  let pending: Promise<ClientResponse> | undefined;
  await direct.db.transaction(async (tx) => {
    await tx.execute(`delete from users where id = ${Number(userId)}`);
    pending = request();
    await untilWaitingForLock(statement);
  });
  return (await pending) as ClientResponse;
}

describe('an assignee leaving between the check and the write', () => {
  it('makes the new task a 404, not a 500', async () => {
    const leaver = await signedUp(server.url, { name: 'Hana Pergi' });
    const res = await leavingDuring(leaver.id, 'insert into "tasks"', () =>
      ana.client.post('/api/tasks', taskBody(leaver.id)),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body).toEqual({ message: ASSIGNEE_NOT_FOUND });
  });

  it('makes a reassignment a 404 and leaves the task as it was', async () => {
    const ben = await signedUp(server.url, { name: 'Ben Penerima' });
    const leaver = await signedUp(server.url, { name: 'Iman Pergi' });
    const task = await createTask(ana, ben.id);
    const res = await leavingDuring(leaver.id, 'update "tasks"', () =>
      ana.client.put(`/api/tasks/${task.id}`, taskBody(leaver.id)),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body).toEqual({ message: ASSIGNEE_NOT_FOUND });
    const mine = (await ana.client.get('/api/tasks?mode=created')).body as Array<{
      id: number;
      assigneeId: number;
    }>;
    expect(mine.find((t) => t.id === task.id)?.assigneeId).toBe(ben.id);
  });
});

describe('an account without a directory entry', () => {
  it('cannot be given a task (404): the assignee must be a member', async () => {
    const account = await signedUp(server.url, { name: 'Jaya Tanpa Entri' });
    // Registration always makes both; only a hand in the database separates them.
    await direct.db.execute(`delete from members where user_id = ${Number(account.id)}`);
    const res = await ana.client.post('/api/tasks', taskBody(account.id));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: ASSIGNEE_NOT_FOUND });
  });
});
