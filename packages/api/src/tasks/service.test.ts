// An assignee who deletes their account after the member check and before the write: on the embedded
// database too (its single connection still interleaves requests between statements) the write's foreign
// key refuses the task, and that is a 404, never a 500. A trigger makes the deletion land at that instant.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test-api';
import { TASK_MSG } from './service';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.handle.close();
  api = undefined;
});

async function signedUp(t: TestApi, email: string) {
  const resHeaders = new Headers();
  const user = await t.caller('', resHeaders).auth.register({
    name: email.split('@')[0] ?? 'Ahli',
    email,
    phone: '0123456789',
    password: 'rahsia-123',
    ministryRoles: [{ ministry: 'IKD (MINISTRI)', role: 'Member' }],
  });
  const cookie = resHeaders.get('set-cookie')?.split(';')[0] ?? '';
  return { user, as: t.caller(cookie) };
}

/** From now on, every write of a task first deletes the account of the task's assignee. */
async function assigneesLeaveDuringWrites(t: TestApi) {
  await t.handle.db.execute(sql`
    create function leave_first() returns trigger language plpgsql as $$
    begin
      delete from users where id = new.assignee_id;
      return new;
    end $$`);
  await t.handle.db.execute(sql`
    create trigger leave_first before insert or update on tasks
    for each row execute function leave_first()`);
}

const task = (assigneeId: number) => ({
  title: 'Perlumbaan',
  assigneeId,
  startDate: '2026-03-02',
  dueDate: '2026-03-06',
});

describe('an assignee leaving between the check and the write', () => {
  it('makes a new task and a reassignment 404, and writes nothing', async () => {
    api = await createTestApi();
    const { user: ana, as: asAna } = await signedUp(api, 'ana@contoh.my');
    const { user: ben } = await signedUp(api, 'ben@contoh.my');
    const { user: hana } = await signedUp(api, 'hana@contoh.my');
    // Given to herself: nobody to e-mail (this api's mailer refuses every e-mail).
    const existing = await asAna.tasks.create(task(ana.id));
    await assigneesLeaveDuringWrites(api);

    await expect(asAna.tasks.create(task(ben.id))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: TASK_MSG.assigneeNotFound,
    });
    await expect(asAna.tasks.update({ id: existing.id, ...task(hana.id) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: TASK_MSG.assigneeNotFound,
    });
    const mine = await asAna.tasks.list({ mode: 'created' });
    expect(mine.map((t) => [t.id, t.assigneeId])).toEqual([[existing.id, ana.id]]);
  });
});
