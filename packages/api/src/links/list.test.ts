// The links list's keyset pages on the embedded database, where the test can give links equal creation
// times (a bulk import, or two members in the same instant): the order must still hold across pages.
import { links } from '@kubm/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test-api';

const PAGE_SIZE = 4;
let api: TestApi;
let member: ReturnType<TestApi['caller']>;

beforeAll(async () => {
  api = await createTestApi({ lists: { pageSize: PAGE_SIZE } });
  const resHeaders = new Headers();
  await api.caller('', resHeaders).auth.register({
    name: 'Ana Pembaca',
    email: 'ana@contoh.my',
    phone: '0123456789',
    password: 'rahsia-123',
    ministryRoles: [{ ministry: 'LITURGI (MINISTRI)', role: 'Member' }],
  });
  member = api.caller(resHeaders.get('set-cookie')?.split(';')[0] ?? '');
});
afterAll(() => api?.handle.close());

/** Every page from `cursor` on, as the web app's infinite query reads them: until a page comes back empty. */
async function readPages(cursor: number | null = null): Promise<number[]> {
  const ids: number[] = [];
  for (;;) {
    const page = await member.links.list({ cursor });
    expect(page.length).toBeLessThanOrEqual(PAGE_SIZE);
    if (page.length === 0) return ids;
    ids.push(...page.map((l) => l.id));
    cursor = page.at(-1)?.id ?? null;
  }
}

describe('links, a page at a time', () => {
  it('keeps links of one instant in id order across page boundaries', async () => {
    const created: number[] = [];
    for (let i = 0; i < 11; i++) {
      const link = await member.links.create({
        title: `Pautan serentak ${i}`,
        url: `https://example.org/${i}`,
        category: 'Lain-lain',
      });
      created.push(link.id);
    }
    // Three groups sharing a timestamp each, straddling the pages of 4; microseconds included, which
    // a JavaScript Date would cut.
    const at = (s: string) => new Date(s);
    await api.handle.db
      .update(links)
      .set({ createdAt: at('2026-01-01T00:00:00.000Z') })
      .where(inArray(links.id, created.slice(0, 5)));
    await api.handle.db
      .update(links)
      .set({ createdAt: at('2026-01-02T00:00:00.000Z') })
      .where(inArray(links.id, created.slice(5, 9)));
    await api.handle.db.execute(
      `update links set created_at = '2026-01-03 00:00:00.123456+00' where id in (${created.slice(9).join(',')})`,
    );

    const ids = await readPages();
    expect(ids).toEqual([...created].reverse());
    expect((await member.links.list()).map((l) => l.id)).toEqual([...created].reverse().slice(0, PAGE_SIZE));
  });

  it('goes by creation time, not id, where they disagree (an imported old link)', async () => {
    const old = await member.links.create({
      title: 'Pautan lama',
      url: 'https://example.org/lama',
      category: 'Aplikasi',
    });
    await api.handle.db
      .update(links)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(links.id, old.id));
    const ids = await readPages();
    expect(ids.at(-1)).toBe(old.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('continues below a deleted cursor link that shared its instant with others', async () => {
    const before = await readPages();
    const first = await member.links.list();
    const cursor = first.at(-1)?.id as number;
    await member.links.remove({ id: cursor });
    const rest = await readPages(cursor);
    expect(rest).toEqual(before.slice(PAGE_SIZE));
  });
});
