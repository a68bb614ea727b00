// patches/README.md: drizzle maps a flat selection's rows with keys and decoders found once. This checks that the
// drizzle loaded is the patched one and that rows still come out as drizzle's own mapping made them: decoded
// values, nulls, an expression's mapWith, and a nested selection's left-joined table as null.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { links, users } from './schema';
import { openFreshDatabase } from './testing/fresh-database';

const drizzleDir = dirname(createRequire(import.meta.url).resolve('drizzle-orm'));

describe('drizzle patch (patches/drizzle-orm@0.45.4.patch)', () => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dispose } = await openFreshDatabase('pglite'));
    const [ana] = await handle.db
      .insert(users)
      .values({
        name: 'Ana',
        email: 'ana@example.com',
        phone: '0123456789',
        passwordHash: 'x',
        role: 'Member',
        ministry: 'Umum',
      })
      .returning({ id: users.id });
    await handle.db.insert(links).values([
      { title: 'Satu', url: 'https://example.com/1', category: 'Lain-lain', createdById: ana?.id ?? null },
      { title: 'Dua', url: 'https://example.com/2', category: 'Lain-lain', createdById: null },
    ]);
  });
  afterAll(() => dispose());

  it('is applied to the ESM and CommonJS builds', () => {
    for (const file of ['utils.js', 'utils.cjs']) {
      expect(readFileSync(join(drizzleDir, file), 'utf8')).toContain('function flatSelectionOf(columns)');
    }
  });

  it('maps a flat selection as before: columns decoded, nulls kept, an expression through its mapWith', async () => {
    const rows = await handle.db
      .select({
        title: links.title,
        creator: users.name,
        createdAt: links.createdAt,
        twice: sql<number>`${links.id} * 2`.mapWith(Number),
      })
      .from(links)
      .leftJoin(users, eq(users.id, links.createdById))
      .orderBy(asc(links.id));
    expect(rows).toEqual([
      { title: 'Satu', creator: 'Ana', createdAt: expect.any(Date), twice: 2 },
      { title: 'Dua', creator: null, createdAt: expect.any(Date), twice: 4 },
    ]);
    expect(Object.keys(rows[0] ?? {})).toEqual(['title', 'creator', 'createdAt', 'twice']);
  });

  it("leaves a nested selection to drizzle's own path: a left-joined table with no row is null", async () => {
    const rows = await handle.db
      .select({ link: { title: links.title }, creator: { name: users.name } })
      .from(links)
      .leftJoin(users, eq(users.id, links.createdById))
      .orderBy(asc(links.id));
    expect(rows).toEqual([
      { link: { title: 'Satu' }, creator: { name: 'Ana' } },
      { link: { title: 'Dua' }, creator: null },
    ]);
  });
});
