// The demo seed on a real database (PGlite in memory; PostgreSQL too when TEST_DATABASE_URL is set).
// The password hash is the seed's declared dependency; the test passes a trivial one.

import {
  activities,
  type Database,
  links,
  members,
  portalFounding,
  tasks,
  userMinistryRoles,
  users,
} from '@kubm/db';
import { openFreshDatabase, TEST_DRIVERS } from '@kubm/db/testing/fresh-database';
import {
  LINK_CATEGORIES,
  linkSchema,
  MINISTRIES,
  ROLES,
  registerSchema,
  TASK_STATUSES,
} from '@kubm/validators';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PEOPLE, SEED_VACANT_MINISTRIES } from './data';
import { DatabaseNotEmptyError, DEMO_CHAIR_EMAIL, DEMO_PASSWORD, seedDatabase } from './seed';

/** Not a real hash: marks the input and counts calls, which is all the seed needs from it. */
function trivialHasher() {
  const calls: string[] = [];
  return {
    calls,
    hashPassword: async (password: string) => {
      calls.push(password);
      return `test-hash:${calls.length}:${password}`;
    },
    newRegistrationCode: () => 'KODDEMO8',
  };
}

async function countOf(db: Database, table: typeof users | typeof members | typeof tasks | typeof links) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n;
}

const DAY_MS = 86_400_000;

describe.each(TEST_DRIVERS)('seedDatabase on %s', (driver) => {
  let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
  let db: Database;
  let hasher: ReturnType<typeof trivialHasher>;
  let result: Awaited<ReturnType<typeof seedDatabase>>;

  beforeAll(async () => {
    fresh = await openFreshDatabase(driver);
    db = fresh.handle.db;
    hasher = trivialHasher();
    result = await seedDatabase(db, hasher);
  });

  afterAll(async () => {
    await fresh?.dispose();
  });

  it('gives the seeded portal a registration code (a founded portal is closed)', async () => {
    expect(result.registrationCode).toBe('KODDEMO8');
    const [row] = await db.select({ code: portalFounding.registrationCode }).from(portalFounding);
    expect(row?.code).toBe('KODDEMO8');
  });

  it('exports the demo password and the chairman e-mail', () => {
    expect(DEMO_PASSWORD).toBe('kubm-demo-2026');
    expect(DEMO_CHAIR_EMAIL).toMatch(/^[a-z.]+@contoh\.my$/);
  });

  it('returns the counts it wrote: about 35 users, about 8 tasks, about 10 links', async () => {
    expect(result.users).toBeGreaterThanOrEqual(30);
    expect(result.users).toBeLessThanOrEqual(40);
    expect(result.tasks).toBeGreaterThanOrEqual(8);
    expect(result.links).toBeGreaterThanOrEqual(10);
    expect(await countOf(db, users)).toBe(result.users);
    expect(await countOf(db, tasks)).toBe(result.tasks);
    expect(await countOf(db, links)).toBe(result.links);
  });

  it('hashes the demo password through the given function, once per user, and stores that hash', async () => {
    expect(hasher.calls).toHaveLength(result.users);
    expect(new Set(hasher.calls)).toEqual(new Set([DEMO_PASSWORD]));
    const rows = await db.select({ passwordHash: users.passwordHash }).from(users);
    expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(result.users);
    for (const row of rows) expect(row.passwordHash).toMatch(/^test-hash:\d+:kubm-demo-2026$/);
  });

  it('gives every user exactly one members row', async () => {
    expect(await countOf(db, members)).toBe(result.users);
    const userIds = (await db.select({ id: users.id }).from(users)).map((u) => u.id).sort();
    const memberUserIds = (await db.select({ userId: members.userId }).from(members))
      .map((m) => m.userId)
      .sort();
    expect(memberUserIds).toEqual(userIds);
  });

  it('writes people the registration form would accept: names, lower-case @contoh.my e-mails, Malaysian phones', async () => {
    const people = await db.select().from(users);
    const pairs = await db.select().from(userMinistryRoles).orderBy(asc(userMinistryRoles.id));
    for (const person of people) {
      const form = {
        name: person.name,
        email: person.email,
        phone: person.phone,
        password: DEMO_PASSWORD,
        ministryRoles: pairs
          .filter((p) => p.userId === person.id)
          .map((p) => ({ ministry: p.ministry, role: p.role })),
      };
      const parsed = registerSchema.safeParse(form);
      expect(parsed.error?.issues ?? [], person.email).toEqual([]);
      expect(person.email).toBe(person.email.toLowerCase());
      expect(person.email).toMatch(/@contoh\.my$/);
      expect(person.phone).toMatch(/^01\d{8,9}$/);
    }
    expect(new Set(people.map((p) => p.phone)).size).toBe(people.length);
  });

  it('puts people in every ministry and BEC but one of each, left empty for the vacant placeholders', async () => {
    expect(SEED_VACANT_MINISTRIES.filter((m) => m.endsWith('(BEC)'))).toHaveLength(1);
    expect(SEED_VACANT_MINISTRIES.filter((m) => m.endsWith('(MINISTRI)'))).toHaveLength(1);
    const rows = await db.select({ ministry: users.ministry }).from(users);
    const present = new Set(rows.map((r) => r.ministry));
    const vacant: readonly string[] = SEED_VACANT_MINISTRIES;
    for (const ministry of MINISTRIES)
      expect(present.has(ministry), ministry).toBe(!vacant.includes(ministry));
    // Not even as a second ministry: the group is empty whichever pair a view reads.
    const pairs = await db.select({ ministry: userMinistryRoles.ministry }).from(userMinistryRoles);
    expect(pairs.filter((p) => vacant.includes(p.ministry))).toEqual([]);
  });

  it('fills the main committee in AJK UTAMA, one person per post, and only them', async () => {
    const rows = await db.select({ role: users.role, ministry: users.ministry }).from(users);
    const committee = [
      'Pengerusi KUBM',
      'Timbalan Pengerusi KUBM',
      'Setiausaha',
      'Bendahari',
      'Ahli Kehormat',
    ];
    for (const role of committee) {
      expect(
        rows.filter((r) => r.role === role),
        role,
      ).toEqual([{ role, ministry: 'AJK UTAMA' }]);
    }
    expect(
      rows
        .filter((r) => r.ministry === 'AJK UTAMA')
        .map((r) => r.role)
        .sort(),
    ).toEqual(committee.sort());
    const [chair] = await db.select().from(users).where(eq(users.email, DEMO_CHAIR_EMAIL));
    expect(chair?.role).toBe('Pengerusi KUBM');
  });

  it('has a Penasihat Ministri, heads with deputies in several groups, and plain Members elsewhere', async () => {
    const rows = await db.select({ role: users.role, ministry: users.ministry }).from(users);
    expect(rows.some((r) => r.role === 'Penasihat Ministri')).toBe(true);
    const groupsWithHeadAndDeputy = MINISTRIES.filter(
      (ministry) =>
        rows.some(
          (r) => r.ministry === ministry && (r.role === 'Ketua Ministri' || r.role === 'Ketua BEC'),
        ) &&
        rows.some(
          (r) =>
            r.ministry === ministry &&
            (r.role === 'Timbalan Ketua Ministri' || r.role === 'Timbalan Ketua BEC'),
        ),
    );
    expect(groupsWithHeadAndDeputy.length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((r) => r.role === 'Member').length).toBeGreaterThanOrEqual(10);
    // BECs are led with the BEC titles, ministries with the ministry titles.
    for (const r of rows) {
      if (r.role === 'Ketua BEC' || r.role === 'Timbalan Ketua BEC') expect(r.ministry).toMatch(/\(BEC\)$/);
      if (r.role === 'Ketua Ministri' || r.role === 'Timbalan Ketua Ministri')
        expect(r.ministry).toMatch(/\(MINISTRI\)$/);
    }
  });

  it("makes each user's first ministry/role pair equal their users.role and users.ministry", async () => {
    const people = await db.select().from(users);
    const pairs = await db.select().from(userMinistryRoles).orderBy(asc(userMinistryRoles.id));
    for (const person of people) {
      const own = pairs.filter((p) => p.userId === person.id);
      expect(own.length, person.email).toBeGreaterThanOrEqual(1);
      expect({ ministry: own[0]?.ministry, role: own[0]?.role }, person.email).toEqual({
        ministry: person.ministry,
        role: person.role,
      });
    }
    const withTwoPairs = people.filter((person) => pairs.filter((p) => p.userId === person.id).length >= 2);
    expect(withTwoPairs.length).toBeGreaterThanOrEqual(3);
    for (const p of pairs) {
      expect(MINISTRIES as readonly string[]).toContain(p.ministry);
      expect(ROLES as readonly string[]).toContain(p.role);
    }
  });

  it("records '{name} joined the committee' for everyone and some 'updated' activities", async () => {
    const people = await db.select().from(users);
    const history = await db.select().from(activities);
    for (const person of people) {
      expect(
        history.filter(
          (a) => a.userId === person.id && a.description === `${person.name} joined the committee`,
        ),
      ).toHaveLength(1);
    }
    expect(history.filter((a) => a.description.includes('updated')).length).toBeGreaterThanOrEqual(2);
    for (const entry of history) expect(entry.timestamp.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('back-dates the history as data.ts says: joins, members rows, pairs and links, all in the past', async () => {
    const chair = SEED_PEOPLE.find((person) => person.email === DEMO_CHAIR_EMAIL);
    if (!chair) throw new Error('the demo chair is not among the seeded people');
    const [row] = await db.select().from(users).where(eq(users.email, chair.email));
    const joined = Date.now() - chair.joinedDaysAgo * DAY_MS;
    expect(Math.abs((row?.joinDate.getTime() ?? 0) - joined)).toBeLessThan(DAY_MS);
    const [member] = await db
      .select()
      .from(members)
      .where(eq(members.userId, row?.id ?? -1));
    expect(member?.createdAt.getTime()).toBe(row?.joinDate.getTime());
    const pairs = await db
      .select()
      .from(userMinistryRoles)
      .where(eq(userMinistryRoles.userId, row?.id ?? -1));
    for (const pair of pairs) expect(pair.createdAt.getTime()).toBe(row?.joinDate.getTime());
    const [joinedLine] = await db
      .select()
      .from(activities)
      .where(eq(activities.description, `${chair.name} joined the committee`));
    expect(joinedLine?.timestamp.getTime()).toBe(row?.joinDate.getTime());
    const linkDates = (await db.select({ at: links.createdAt }).from(links)).map((l) => l.at.getTime());
    expect(new Set(linkDates).size).toBe(linkDates.length);
    for (const at of linkDates) expect(at).toBeLessThan(Date.now() - DAY_MS);
    for (const task of await db.select().from(tasks)) {
      expect(task.createdAt.getTime(), task.title).toBeLessThan(Date.now());
      expect(task.updatedAt.getTime(), task.title).toBe(task.createdAt.getTime());
    }
  });

  it('writes tasks in all 4 statuses, some urgent, dated around today as yyyy-MM-dd', async () => {
    const all = await db.select().from(tasks);
    expect(new Set(all.map((t) => t.status))).toEqual(new Set(TASK_STATUSES));
    expect(all.some((t) => t.isUrgent)).toBe(true);
    expect(all.some((t) => !t.isUrgent)).toBe(true);
    const memberUserIds = new Set((await db.select().from(members)).map((m) => m.userId));
    for (const task of all) {
      expect(task.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(task.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(task.dueDate > task.startDate, task.title).toBe(true);
      for (const date of [task.startDate, task.dueDate]) {
        expect(Math.abs(Date.parse(date) - Date.now())).toBeLessThan(60 * DAY_MS);
      }
      expect(task.assignorId).not.toBeNull();
      // The assignee is a member's userId.
      expect(memberUserIds.has(task.assigneeId ?? -1), task.title).toBe(true);
      expect(task.description?.length).toBeGreaterThan(0);
    }
    // Overdue tasks really are past their due date; finished or pending ones may be anywhere.
    const today = new Date().toISOString().slice(0, 10);
    for (const task of all.filter((t) => t.status === 'Terlewat Masa'))
      expect(task.dueDate <= today).toBe(true);
  });

  it('shows the task board whole: every status urgent and not, across several members, the chair included', async () => {
    const all = await db.select().from(tasks);
    for (const status of TASK_STATUSES) {
      const inStatus = all.filter((t) => t.status === status);
      expect(
        inStatus.some((t) => t.isUrgent),
        `${status}, urgent`,
      ).toBe(true);
      expect(
        inStatus.some((t) => !t.isUrgent),
        `${status}, not urgent`,
      ).toBe(true);
    }
    expect(new Set(all.map((t) => t.assigneeId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(all.map((t) => t.assignorId)).size).toBeGreaterThanOrEqual(5);
    // The chair signs in first: each of their tabs has something in it.
    const [chair] = await db.select().from(users).where(eq(users.email, DEMO_CHAIR_EMAIL));
    expect(all.some((t) => t.assigneeId === chair?.id)).toBe(true);
    expect(all.some((t) => t.assignorId === chair?.id)).toBe(true);
  });

  it('writes links the link form accepts, in several categories, with http(s) addresses', async () => {
    const all = await db.select().from(links);
    for (const link of all) {
      const parsed = linkSchema.safeParse({
        title: link.title,
        url: link.url,
        description: link.description,
        category: link.category,
      });
      expect(parsed.error?.issues ?? [], link.title).toEqual([]);
      expect(link.url).toMatch(/^https:\/\//);
      expect(link.createdById).not.toBeNull();
    }
    const categories = new Set(all.map((l) => l.category));
    expect(categories.size).toBeGreaterThanOrEqual(5);
    for (const category of categories) expect(LINK_CATEGORIES as readonly string[]).toContain(category);
    expect(all.map((l) => l.url)).toEqual(
      expect.arrayContaining(['https://www.vatican.va/', 'https://cbcmsb.org/']),
    );
    expect(all.some((l) => l.category === 'Zoom Link' && l.url.startsWith('https://zoom.us/'))).toBe(true);
    expect(
      all.some((l) => l.category === 'Google Drive' && l.url.startsWith('https://drive.google.com/')),
    ).toBe(true);
  });

  it('refuses to run again, with a clear error, and changes nothing', async () => {
    const before = {
      users: await countOf(db, users),
      tasks: await countOf(db, tasks),
      links: await countOf(db, links),
    };
    const again = trivialHasher();
    const error = await seedDatabase(db, again).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseNotEmptyError);
    expect((error as Error).message).toMatch(/already has \d+ user/);
    expect((error as Error).message).toMatch(/nothing was changed/);
    expect(again.calls).toEqual([]);
    expect({
      users: await countOf(db, users),
      tasks: await countOf(db, tasks),
      links: await countOf(db, links),
    }).toEqual(before);
  });
});

describe.each(TEST_DRIVERS)('seedDatabase on a %s database that already has a user', (driver) => {
  it('refuses before hashing anything and leaves the database as it was', async () => {
    const fresh = await openFreshDatabase(driver);
    try {
      const db = fresh.handle.db;
      await db.insert(users).values({
        name: 'Pengguna Sebenar',
        email: 'sebenar@contoh.my',
        phone: '0123456789',
        passwordHash: 'real',
        role: 'Member',
        ministry: 'IKD (MINISTRI)',
      });
      const hasher = trivialHasher();
      await expect(seedDatabase(db, hasher)).rejects.toThrow(DatabaseNotEmptyError);
      expect(hasher.calls).toEqual([]);
      expect(await countOf(db, users)).toBe(1);
      expect(await countOf(db, tasks)).toBe(0);
      expect(await countOf(db, links)).toBe(0);
    } finally {
      await fresh.dispose();
    }
  });
});
