// Runs only in the PostgreSQL pass (vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set).
import { createDatabase } from '@kubm/db';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './harness';

describe('harness on PostgreSQL', () => {
  it('creates a fresh kubm_test_ database and drops it on stop', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const server = await startTestServer();
    const name = new URL(server.config.databaseUrl ?? '').pathname.slice(1);
    expect(name).toMatch(/^kubm_test_[0-9a-f]{12}$/);
    const exists = async () => {
      const admin = await createDatabase({ databaseUrl: adminUrl, dataDir: 'memory://', migrate: false });
      try {
        const rows = await admin.db.execute(`select 1 from pg_database where datname = '${name}'`);
        return Array.from(rows as Iterable<unknown>).length === 1;
      } finally {
        await admin.close();
      }
    };
    expect(await exists()).toBe(true);
    await server.stop();
    expect(await exists()).toBe(false);
  });
});
