// Migration 0002 gives the two newest-first lists an index in their exact order (links: created_at, id;
// activities: timestamp, id), replacing the activities index that ordered by timestamp alone.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

describe('migration 0002', () => {
  it('indexes links and activities by (time, id) and drops the old activities index', async () => {
    const client = new PGlite();
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const { rows } = await client.query<{ indexname: string; indexdef: string }>(
        "select indexname, indexdef from pg_indexes where tablename in ('links', 'activities') order by indexname",
      );
      const defs = Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef]));
      expect(defs.links_created_at_id_idx).toMatch(/\(created_at, id\)$/);
      expect(defs.activities_timestamp_id_idx).toMatch(/\("timestamp", id\)$/);
      expect(defs).not.toHaveProperty('activities_timestamp_idx');
    } finally {
      await client.close();
    }
  });
});
