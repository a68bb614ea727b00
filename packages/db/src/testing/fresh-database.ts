// A new, migrated database on each driver the run has: PGlite in memory always, PostgreSQL when
// TEST_DATABASE_URL names a server (a database of its own, dropped on dispose).
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDatabase, type DatabaseHandle } from '../client';

export type Driver = 'pglite' | 'postgres';

export const TEST_DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export async function openFreshDatabase(
  driver: Driver,
): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (driver === 'pglite') {
    const handle = await createDatabase({ dataDir: 'memory://' });
    return { handle, dispose: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `kubm_fresh_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin`CREATE DATABASE ${admin(name)}`;
  const drop = async () => {
    await admin`DROP DATABASE IF EXISTS ${admin(name)} WITH (FORCE)`;
    await admin.end({ timeout: 5 });
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    return {
      handle,
      async dispose() {
        await handle.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
