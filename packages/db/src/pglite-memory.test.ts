// PGlite keeps all of shared_buffers resident from the start: the factory sets it (16 MB unless told).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase, DEFAULT_PGLITE_SHARED_BUFFERS_MB } from './client';

async function sharedBuffersOf(pgliteSharedBuffersMb?: number): Promise<string> {
  const handle = await createDatabase({ dataDir: 'memory://', migrate: false, pgliteSharedBuffersMb });
  try {
    const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    return result.rows[0]?.shared_buffers ?? '';
  } finally {
    await handle.close();
  }
}

describe('PGlite shared_buffers', () => {
  it('is 16 MB by default rather than PostgreSQL’s 128 MB', async () => {
    expect(DEFAULT_PGLITE_SHARED_BUFFERS_MB).toBe(16);
    expect(await sharedBuffersOf()).toBe('16MB');
  });

  it('follows pgliteSharedBuffersMb', async () => {
    expect(await sharedBuffersOf(8)).toBe('8MB');
  });
});
