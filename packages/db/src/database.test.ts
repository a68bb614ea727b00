// Migrations and foreign-key behaviour, on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set
// (each run in a fresh database created on that server and dropped afterwards).
import { randomBytes } from 'node:crypto';
import { count, eq, isNull } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from './client';
import { activities, links, members, sessions, tasks, userMinistryRoles, users } from './schema';

type Driver = 'pglite' | 'postgres';

interface FreshDatabase {
  handle: DatabaseHandle;
  /** Opens another handle on the same database (a second start of the server). */
  reopen(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

async function openFreshDatabase(driver: Driver): Promise<FreshDatabase> {
  if (driver === 'pglite') {
    const handle = await createDatabase({ dataDir: 'memory://' });
    return {
      handle,
      reopen: () => Promise.reject(new Error('an in-memory database cannot be reopened')),
      dispose: () => handle.close(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `kubm_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin`CREATE DATABASE ${admin(name)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const open = () => createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  const opened: DatabaseHandle[] = [];
  try {
    const handle = await open();
    opened.push(handle);
    return {
      handle,
      async reopen() {
        const again = await open();
        opened.push(again);
        return again;
      },
      async dispose() {
        await Promise.all(opened.map((h) => h.close()));
        await admin`DROP DATABASE IF EXISTS ${admin(name)} WITH (FORCE)`;
        await admin.end({ timeout: 5 });
      },
    };
  } catch (error) {
    await admin`DROP DATABASE IF EXISTS ${admin(name)} WITH (FORCE)`;
    await admin.end({ timeout: 5 });
    throw error;
  }
}

const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const allTables = { users, sessions, members, userMinistryRoles, activities, tasks, links };

async function rowCount(db: Database, table: (typeof allTables)[keyof typeof allTables]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? -1;
}

async function insertUser(db: Database, name: string, email: string) {
  const [user] = await db
    .insert(users)
    .values({
      name,
      email,
      phone: '0123456789',
      passwordHash: 'not-a-real-hash',
      role: 'Member',
      ministry: 'KOIR (MINISTRI)',
    })
    .returning();
  if (!user) throw new Error('insert returned no row');
  return user;
}

describe.each(drivers)('database on %s', (driver) => {
  let fresh: FreshDatabase;
  let db: Database;

  beforeAll(async () => {
    fresh = await openFreshDatabase(driver);
    db = fresh.handle.db;
  });

  afterAll(async () => {
    await fresh?.dispose();
  });

  it('reports its driver', () => {
    expect(fresh.handle.driver).toBe(driver);
  });

  describe('migrations', () => {
    it('create every table of the schema, empty', async () => {
      for (const [name, table] of Object.entries(allTables)) {
        expect(await rowCount(db, table), name).toBe(0);
      }
    });

    it('create every column: a fully populated user and task read back as written', async () => {
      const joinDate = new Date('2025-01-15T02:30:00Z');
      const expiry = new Date('2025-02-01T00:00:00Z');
      const [user] = await db
        .insert(users)
        .values({
          name: 'Teresa Wong',
          email: 'teresa.migrations@contoh.my',
          phone: '01123456789',
          passwordHash: 'hash',
          role: 'Setiausaha',
          ministry: 'AJK UTAMA',
          profilePhoto: 'data:image/png;base64,AAAA',
          profilePhotoVersion: '0123456789abcdef',
          joinDate,
          resetTokenHash: 'token-hash',
          resetTokenExpiry: expiry,
        })
        .returning();
      expect(user).toMatchObject({
        joinDate,
        resetTokenExpiry: expiry,
        profilePhoto: 'data:image/png;base64,AAAA',
        profilePhotoVersion: '0123456789abcdef',
      });

      const [task] = await db
        .insert(tasks)
        .values({
          title: 'Semak',
          assignorId: user?.id,
          assigneeId: user?.id,
          startDate: '2026-03-01',
          dueDate: '2026-03-05',
        })
        .returning();
      expect(task).toMatchObject({ startDate: '2026-03-01', dueDate: '2026-03-05' });

      await db.delete(tasks);
      await db.delete(users);
    });

    it('apply the defaults: task status, urgency and timestamps; user join date', async () => {
      const before = Date.now() - 60_000;
      const user = await insertUser(db, 'Default Dora', 'dora.defaults@contoh.my');
      expect(user.joinDate.getTime()).toBeGreaterThan(before);
      expect(user.profilePhoto).toBeNull();
      const [task] = await db
        .insert(tasks)
        .values({ title: 'Tugas', startDate: '2026-01-01', dueDate: '2026-01-02' })
        .returning();
      expect(task?.status).toBe('Belum Selesai');
      expect(task?.isUrgent).toBe(false);
      expect(task?.createdAt.getTime()).toBeGreaterThan(before);
      expect(task?.updatedAt.getTime()).toBeGreaterThan(before);
      const [session] = await db
        .insert(sessions)
        .values({ id: 'default-session', userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) })
        .returning();
      expect(session?.persistent).toBe(false);
      await db.delete(tasks);
      await db.delete(users);
    });

    it('make e-mail unique and each user at most one member entry', async () => {
      const user = await insertUser(db, 'Unique Una', 'una.unique@contoh.my');
      await expect(insertUser(db, 'Una Again', 'una.unique@contoh.my')).rejects.toThrow();
      await db.insert(members).values({ userId: user.id });
      await expect(db.insert(members).values({ userId: user.id })).rejects.toThrow();
      await db.delete(users);
    });

    it('refuse rows that point at a user who does not exist', async () => {
      await expect(db.insert(members).values({ userId: 999_999 })).rejects.toThrow();
      await expect(
        db.insert(sessions).values({ id: 'orphan', userId: 999_999, expiresAt: new Date() }),
      ).rejects.toThrow();
      await expect(
        db.insert(userMinistryRoles).values({ userId: 999_999, ministry: 'IKD (MINISTRI)', role: 'Member' }),
      ).rejects.toThrow();
      await expect(
        db
          .insert(tasks)
          .values({ title: 'x', assigneeId: 999_999, startDate: '2026-01-01', dueDate: '2026-01-02' }),
      ).rejects.toThrow();
    });

    if (driver === 'postgres') {
      it('apply once: a second start on the same database keeps the data', async () => {
        await insertUser(db, 'Persistent Paul', 'paul.persist@contoh.my');
        const again = await fresh.reopen();
        expect(await rowCount(again.db, users)).toBe(1);
        await again.db.delete(users);
      });
    }
  });

  describe('deleting a user', () => {
    it('removes their sessions, member entry and ministry/role pairs, and keeps tasks, links and history', async () => {
      const leaver = await insertUser(db, 'Leaving Lucy', 'lucy.leaves@contoh.my');
      const stayer = await insertUser(db, 'Staying Sam', 'sam.stays@contoh.my');
      const inAnHour = new Date(Date.now() + 3_600_000);

      for (const user of [leaver, stayer]) {
        await db.insert(sessions).values([
          { id: `s1-${user.id}`, userId: user.id, expiresAt: inAnHour },
          { id: `s2-${user.id}`, userId: user.id, expiresAt: inAnHour, persistent: true },
        ]);
        await db.insert(members).values({ userId: user.id });
        await db.insert(userMinistryRoles).values([
          { userId: user.id, ministry: 'KOIR (MINISTRI)', role: 'Member' },
          { userId: user.id, ministry: 'MUSIC (MINISTRI)', role: 'Member' },
        ]);
        await db
          .insert(activities)
          .values({ userId: user.id, description: `${user.name} joined the committee` });
        await db.insert(links).values({
          title: `Pautan ${user.name}`,
          url: 'https://www.vatican.va/',
          category: 'Bahan Liturgi',
          createdById: user.id,
        });
      }
      const [givenByLeaver] = await db
        .insert(tasks)
        .values({
          title: 'Dari Lucy',
          assignorId: leaver.id,
          assigneeId: stayer.id,
          startDate: '2026-03-01',
          dueDate: '2026-03-08',
        })
        .returning();
      const [givenToLeaver] = await db
        .insert(tasks)
        .values({
          title: 'Untuk Lucy',
          assignorId: stayer.id,
          assigneeId: leaver.id,
          startDate: '2026-03-01',
          dueDate: '2026-03-08',
        })
        .returning();

      await db.delete(users).where(eq(users.id, leaver.id));

      const countWhere = async (
        table: typeof sessions | typeof members | typeof userMinistryRoles,
        userId: number,
      ) => {
        const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
        return row?.n;
      };
      // Removed with the user…
      expect(await countWhere(sessions, leaver.id)).toBe(0);
      expect(await countWhere(members, leaver.id)).toBe(0);
      expect(await countWhere(userMinistryRoles, leaver.id)).toBe(0);
      // …while the other user's rows are untouched.
      expect(await countWhere(sessions, stayer.id)).toBe(2);
      expect(await countWhere(members, stayer.id)).toBe(1);
      expect(await countWhere(userMinistryRoles, stayer.id)).toBe(2);

      // Tasks survive, with the leaver's side set to null.
      const [fromLeaver] = await db
        .select()
        .from(tasks)
        .where(eq(tasks.id, givenByLeaver?.id ?? -1));
      expect(fromLeaver).toMatchObject({ assignorId: null, assigneeId: stayer.id });
      const [toLeaver] = await db
        .select()
        .from(tasks)
        .where(eq(tasks.id, givenToLeaver?.id ?? -1));
      expect(toLeaver).toMatchObject({ assignorId: stayer.id, assigneeId: null });
      expect(await rowCount(db, tasks)).toBe(2);

      // Links and the activity history survive without the person.
      expect(await rowCount(db, links)).toBe(2);
      const orphanLinks = await db.select().from(links).where(isNull(links.createdById));
      expect(orphanLinks.map((l) => l.title)).toEqual(['Pautan Leaving Lucy']);
      expect(await rowCount(db, activities)).toBe(2);
      const orphanActivities = await db.select().from(activities).where(isNull(activities.userId));
      expect(orphanActivities.map((a) => a.description)).toEqual(['Leaving Lucy joined the committee']);

      // No row anywhere still names the deleted user.
      const [stillAssigned] = await db
        .select({ n: count() })
        .from(tasks)
        .where(eq(tasks.assigneeId, leaver.id));
      expect(stillAssigned?.n).toBe(0);
      const [stillLinked] = await db
        .select({ n: count() })
        .from(links)
        .where(eq(links.createdById, leaver.id));
      expect(stillLinked?.n).toBe(0);
    });
  });
});
