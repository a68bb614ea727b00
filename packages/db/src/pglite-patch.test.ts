// patches/README.md: PGlite's protocol steps get only the three options they read. This checks that the
// PGlite loaded is the patched one, and that what those options carry still arrives.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const distDir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

describe('PGlite patch (patches/@electric-sql__pglite@0.5.16.patch)', () => {
  const pg = new PGlite();
  afterAll(() => pg.close());

  it('is applied to the ESM chunk and the CommonJS build', () => {
    const files = readdirSync(distDir).filter((name) => /\.(c?js)$/.test(name));
    const withPatch = files.filter((name) =>
      readFileSync(join(distDir, name), 'utf8').includes('syncToFs:!1,throwOnError:'),
    );
    expect(withPatch).toContain('index.cjs');
    expect(withPatch.some((name) => name.startsWith('chunk-'))).toBe(true);
    const unpatched = files.filter((name) =>
      /execProtocolStream\(\w,\{\.\.\.\w,syncToFs:!1\}\)/.test(readFileSync(join(distDir, name), 'utf8')),
    );
    expect(unpatched).toEqual([]);
  });

  it("still hands a query's notices to its onNotice", async () => {
    const notices: string[] = [];
    await pg.query(`do $$ begin raise notice 'salam'; end $$`, [], {
      onNotice: (notice) => notices.push(notice.message ?? ''),
    });
    expect(notices).toEqual(['salam']);
  });

  it("still rejects with the database's error", async () => {
    await expect(pg.query('select * from no_such_table', [], { rowMode: 'array' })).rejects.toThrow(
      /no_such_table/,
    );
  });
});
