// PostgreSQL only (a second connection into the server's database): writes racing an account's deletion
// answer 404 or 409, never 500 (docs/decisions/write-racing-deletion.md). Each kind of write is caught
// deterministically, by holding the deletion open until the write waits for its lock, and then all of them race
// real deletions at random.
import { createDatabase, type DatabaseHandle } from '@kubm/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderRoles } from './fixtures';
import type { ClientResponse } from './harness';
import { startTestServer, type TestServer } from './harness';
import { type Person, signedUp } from './task-fixtures';

const REFERENCE_GONE = 'Rekod yang berkaitan telah dipadam. Sila muat semula halaman dan cuba lagi.';
const PAIRS = [{ ministry: 'KOIR (MINISTRI)', role: 'Member' }];
const LINK = { title: 'Jadual Misa', url: 'https://contoh.my/misa', category: 'Bahan Liturgi' };

let server: TestServer;
let direct: DatabaseHandle;
let leader: Person;

beforeAll(async () => {
  server = await startTestServer();
  direct = await createDatabase({
    databaseUrl: server.config.databaseUrl as string,
    dataDir: 'memory://',
    migrate: false,
  });
  // The first account founds the portal and may take a leadership role.
  leader = await signedUp(server.url, { name: 'Ketua Tetap', ministryRoles: leaderRoles });
});
afterAll(async () => {
  await direct?.close();
  await server?.stop();
});

async function memberIdOf(person: Person): Promise<number> {
  const list = (await leader.client.get('/api/members')).body as { id: number; userId: number }[];
  return list.find((m) => m.userId === person.id)?.id as number;
}

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
 * Deletes `userId`'s account in a transaction held open until `request`'s statement starting with `statement`
 * waits for its lock: the server's checks ran before (the deletion is not committed yet), and its write meets
 * the committed deletion. Answers `request`'s response.
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

describe('a write meeting the deletion of the account it refers to', () => {
  it('a profile update that replaces the pairs: 409', async () => {
    const leaver = await signedUp(server.url);
    const res = await leavingDuring(leaver.id, 'update "users"', () =>
      leaver.client.put(`/api/users/${leaver.id}`, { name: 'Nama Baharu', ministryRoles: PAIRS }),
    );
    expect([res.status, res.body]).toEqual([409, { message: REFERENCE_GONE }]);
  });

  it('a profile update of one field: 404, the account is not there', async () => {
    const leaver = await signedUp(server.url);
    const res = await leavingDuring(leaver.id, 'update "users"', () =>
      leaver.client.put(`/api/users/${leaver.id}`, { phone: '0198765432' }),
    );
    expect([res.status, res.body]).toEqual([404, { message: 'Pengguna tidak dijumpai' }]);
  });

  it("a member's edit of their own entry, and leadership's edit of a leaving member: 404", async () => {
    const leaver = await signedUp(server.url);
    const own = await leavingDuring(leaver.id, 'update "users"', async () =>
      leaver.client.put(`/api/members/${await memberIdOf(leaver)}`, { ministry: 'KOIR (MINISTRI)' }),
    );
    expect([own.status, own.body]).toEqual([404, { message: 'Ahli tidak dijumpai' }]);

    const other = await signedUp(server.url);
    const memberId = await memberIdOf(other);
    const byLeader = await leavingDuring(other.id, 'update "users"', () =>
      leader.client.put(`/api/members/${memberId}`, { name: 'Nama Dibetulkan' }),
    );
    expect([byLeader.status, byLeader.body]).toEqual([404, { message: 'Ahli tidak dijumpai' }]);
  });

  it('a new link by the member who is leaving: 409, and no link', async () => {
    const leaver = await signedUp(server.url);
    const title = `Pautan ${leaver.id}`;
    const res = await leavingDuring(leaver.id, 'insert into "links"', () =>
      leaver.client.post('/api/links', { ...LINK, title }),
    );
    expect([res.status, res.body]).toEqual([409, { message: REFERENCE_GONE }]);
    const all = (await leader.client.get('/api/links')).body as { title: string }[];
    expect(all.map((l) => l.title)).not.toContain(title);
  });

  it('an edit done by someone leaving meanwhile: done, its activity line kept without them (as they left)', async () => {
    const editor = await signedUp(server.url, { name: 'Timbalan Pergi' });
    const promote = await leader.client.put(`/api/members/${await memberIdOf(editor)}`, {
      role: 'Timbalan Pengerusi KUBM',
      ministry: 'AJK UTAMA',
    });
    expect(promote.status).toBe(200);
    const member = await signedUp(server.url);
    const memberId = await memberIdOf(member);
    // The edit's own write waits first: the deletion holds the directory version (member-list-cache.md). Once
    // the deletion commits, the edit goes through and its activity line meets the deleted editor.
    const res = await leavingDuring(editor.id, 'update "users"', () =>
      editor.client.put(`/api/members/${memberId}`, { name: 'Nama Disemak' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'Nama Disemak' });
    const lines = Array.from(
      (await direct.db.execute(
        `select user_id from activities where description = 'Timbalan Pergi updated ${member.name}''s details'`,
      )) as Iterable<{ user_id: number | null }>,
    );
    expect(lines).toEqual([{ user_id: null }]);
  });
});

describe('writes racing deletions at random', () => {
  it('never answer 500', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 12; round++) {
      const leaver = await signedUp(server.url);
      const memberId = await memberIdOf(leaver);
      const writes = [
        () => leaver.client.put(`/api/users/${leaver.id}`, { name: 'Nama Lain', ministryRoles: PAIRS }),
        () => leaver.client.put(`/api/users/${leaver.id}`, { phone: '0198765432' }),
        () => leaver.client.put(`/api/members/${memberId}`, { ministry: 'KOIR (MINISTRI)' }),
        () => leaver.client.post('/api/links', LINK),
        () => leaver.client.post('/api/links', LINK),
        () => leader.client.put(`/api/members/${memberId}`, { name: 'Nama Dibetulkan' }),
        () => leader.client.post('/api/tasks', taskFor(leaver.id)),
      ];
      // The deletion starts a little after the writes, at a different moment each round.
      const deletion = new Promise<ClientResponse>((resolve, reject) => {
        setTimeout(() => leaver.client.del(`/api/users/${leaver.id}`).then(resolve, reject), (round % 6) * 3);
      });
      const answers = await Promise.all([...writes.map((write) => write()), deletion]);
      statuses.push(...answers.map((a) => a.status));
    }
    const unexpected = statuses.filter((s) => ![200, 201, 401, 404, 409].includes(s));
    expect(unexpected).toEqual([]);
  });
});

function taskFor(assigneeId: number) {
  return {
    title: 'Sediakan slaid',
    assigneeId,
    startDate: '2026-03-02',
    dueDate: '2026-03-06',
  };
}
