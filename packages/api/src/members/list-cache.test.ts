// The member lists come from kept answers, and a kept answer never outlives a change to the directory,
// whoever made it: a service, or a statement from outside the portal (another process, an operator).
import { directoryVersion, userMinistryRoles, users } from '@kubm/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prepareAnswer, preparedAnswerOf } from '../prepared-answer';
import { createTestApi, type TestApi } from '../test-api';
import { createMemberListCache } from './list-cache';

let api: TestApi;
let chair: string;
let ana: { cookie: string; userId: number };
let ben: { cookie: string; userId: number };

async function register(name: string, role = 'Member', ministry = 'KOIR (MINISTRI)') {
  const resHeaders = new Headers();
  const user = await api.caller('', resHeaders).auth.register({
    name,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@contoh.my`,
    phone: '0123456789',
    password: 'rahsia-123',
    ministryRoles: [{ ministry, role }],
  });
  return { cookie: resHeaders.get('set-cookie')?.split(';')[0] ?? '', userId: user.id };
}

beforeAll(async () => {
  api = await createTestApi({ settings: { registrationOpen: true, registerMaxPerHour: 100 } });
  chair = (await register('Daniel Raj', 'Pengerusi KUBM', 'AJK UTAMA')).cookie;
  ana = await register('Ana Lim');
  ben = await register('Ben Tan');
});
afterAll(() => api?.handle.close());

describe('the member lists', () => {
  it('answer the same prepared answer again while nothing changed', async () => {
    const first = await api.caller(chair).members.list();
    const again = await api.caller(chair).members.list();
    expect(again).toBe(first);
    expect(preparedAnswerOf(first)?.json).toBe(JSON.stringify(first));
    const photos = await api.caller(chair).members.withPhotos();
    expect(await api.caller(chair).members.withPhotos()).toBe(photos);
  });

  it("keep each member's own answer: only their own entry is theirs to edit", async () => {
    const forAna = await api.caller(ana.cookie).members.list();
    const forBen = await api.caller(ben.cookie).members.list();
    expect(forAna.filter((m) => m.canEdit).map((m) => m.userId)).toEqual([ana.userId]);
    expect(forBen.filter((m) => m.canEdit).map((m) => m.userId)).toEqual([ben.userId]);
    expect(await api.caller(ana.cookie).members.list()).toBe(forAna);
    const forLeadership = await api.caller(chair).members.list();
    expect(forLeadership.every((m) => m.canEdit)).toBe(true);
  });

  it('keep the public answer without contact details', async () => {
    const visitor = await api.caller().members.withPhotos();
    expect(visitor.length).toBe(3);
    for (const entry of visitor) {
      expect(entry).not.toHaveProperty('email');
      expect(entry).not.toHaveProperty('phone');
      expect(entry.canEdit).toBe(false);
    }
    expect(await api.caller().members.withPhotos()).toBe(visitor);
  });

  it('are rebuilt after a change through the portal', async () => {
    const before = await api.caller(chair).members.list();
    await api.caller(ana.cookie).users.update({ id: ana.userId, name: 'Ana Lim Mei' });
    const after = await api.caller(chair).members.list();
    expect(after).not.toBe(before);
    expect(after.map((m) => m.name)).toContain('Ana Lim Mei');
    // Every viewer's kept answer went with the change, not only the writer's.
    expect((await api.caller(ben.cookie).members.list()).map((m) => m.name)).toContain('Ana Lim Mei');
    expect((await api.caller().members.withPhotos()).map((m) => m.name)).toContain('Ana Lim Mei');
  });

  it('are rebuilt after a write the portal did not make, in every table an entry is read from', async () => {
    const { db } = api.handle;
    const renamed = async () =>
      (await api.caller(chair).members.list()).map((m) => `${m.name}/${m.ministry}`);
    await api.caller(chair).members.list();

    await db.update(users).set({ name: 'Ben Tan Wei' }).where(eq(users.id, ben.userId));
    expect(await renamed()).toContain('Ben Tan Wei/KOIR (MINISTRI)');

    await db.update(users).set({ ministry: 'IKD (MINISTRI)' }).where(eq(users.id, ben.userId));
    expect(await renamed()).toContain('Ben Tan Wei/IKD (MINISTRI)');

    const versionBefore = await db.select().from(directoryVersion);
    await db
      .insert(userMinistryRoles)
      .values({ userId: ben.userId, ministry: 'KOIR (MINISTRI)', role: 'Member' });
    expect(await db.select().from(directoryVersion)).not.toEqual(versionBefore);

    await db.delete(users).where(eq(users.id, ben.userId));
    expect((await api.caller(chair).members.list()).map((m) => m.userId)).not.toContain(ben.userId);
  });
});

describe('the kept answers', () => {
  it('keep nothing with MEMBER_LIST_CACHE_MB=0, and answer the same', async () => {
    const none = await createTestApi({ settings: { registrationOpen: true }, memberLists: { maxBytes: 0 } });
    try {
      const resHeaders = new Headers();
      await none.caller('', resHeaders).auth.register({
        name: 'Maria Goh',
        email: 'maria@contoh.my',
        phone: '0123456789',
        password: 'rahsia-123',
        ministryRoles: [{ ministry: 'KOIR (MINISTRI)', role: 'Member' }],
      });
      const cookie = resHeaders.get('set-cookie')?.split(';')[0] ?? '';
      const first = await none.caller(cookie).members.list();
      const again = await none.caller(cookie).members.list();
      expect(again).not.toBe(first);
      expect(again).toEqual(first);
    } finally {
      await none.handle.close();
    }
  });

  it('drop the least recently used answer first when over their size', async () => {
    // Each answer is 104 bytes of JSON: room for two, not three.
    const cache = createMemberListCache({ maxBytes: 250 });
    const member = (id: number) => ({
      id,
      name: `M${id}`,
      email: `m${id}@contoh.my`,
      role: 'Member',
      ministry: 'IKD (MINISTRI)',
    });
    const build = () => Promise.resolve(prepareAnswer(z.array(z.string()), ['x'.repeat(100)]));
    const { db } = api.handle;
    const forA = await cache.answer(db, 'members', member(1), build);
    const forB = await cache.answer(db, 'members', member(2), build);
    expect(await cache.answer(db, 'members', member(1), build)).toBe(forA);
    // A third pushes out the one used longest ago: B's, since A's was just used again.
    await cache.answer(db, 'members', member(3), build);
    expect(await cache.answer(db, 'members', member(1), build)).toBe(forA);
    expect(await cache.answer(db, 'members', member(2), build)).not.toBe(forB);
  });
});
