// Backups and PostgreSQL: `pnpm db:backup` beside a server on PostgreSQL that keeps writing (a snapshot of
// its own: REPEATABLE READ), restored into a new PostgreSQL database and into the embedded database; and an
// embedded backup restored into PostgreSQL (how a portal outgrows the embedded database). Passwords and ids
// carry on. Runs only when TEST_DATABASE_URL is set.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, readBackup, readJournal } from '@kubm/db';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOneSnapshot, insertMemberAtFirstSchema, runCommand, startWriters } from './backup-fixtures';
import { registration } from './fixtures';
import { createClient, createTestDatabase, startTestServer } from './harness';

const adminUrl = process.env.TEST_DATABASE_URL as string;
const root = mkdtempSync(join(tmpdir(), 'kubm-backups-pg-'));
const databases: { url: string; drop(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(databases.map((d) => d.drop()));
  rmSync(root, { recursive: true, force: true });
});

async function newDatabase(): Promise<string> {
  const database = await createTestDatabase(adminUrl);
  databases.push(database);
  return database.url;
}

async function signsIn(env: Record<string, string>, email: string, password: string): Promise<number> {
  const server = await startTestServer(env);
  try {
    return (await createClient(server.url).post('/api/login', { email, password })).status;
  } finally {
    await server.stop();
  }
}

describe('backups with PostgreSQL', () => {
  it('backs up a server on PostgreSQL under writes; restores into PostgreSQL and the embedded database alike', async () => {
    const sourceUrl = await newDatabase();
    const server = await startTestServer({ DATABASE_URL: sourceUrl });
    const file = join(root, 'from-postgres.tar.gz');
    let written: Awaited<ReturnType<Awaited<ReturnType<typeof startWriters>>['stop']>>;
    try {
      const writers = await startWriters(server.url);
      while (writers.written.links.length < 10) await new Promise((r) => setTimeout(r, 50));
      const backup = await runCommand('db-backup', [file], { DATABASE_URL: sourceUrl });
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(/^Backup written: .* from PostgreSQL 127\.0\.0\.1:5432\/kubm_test_/);
      const during = writers.written.links.length;
      while (writers.written.links.length < during + 5) await new Promise((r) => setTimeout(r, 50));
      written = await writers.stop();
    } finally {
      await server.stop();
    }
    const { manifest } = readBackup(readFileSync(file));
    expect(manifest.source.driver).toBe('postgres');
    const email = written.emails[0] as string;

    const intoPostgres = await newDatabase();
    const toPostgres = await runCommand('db-restore', [file], { DATABASE_URL: intoPostgres });
    expect(toPostgres.stderr).toBe('');
    const onPostgres = await expectOneSnapshot({ databaseUrl: intoPostgres, dataDir: 'memory://' }, written);
    expect(onPostgres.links).toBeLessThan(written.links.length);

    const intoEmbedded = join(root, 'embedded');
    const toEmbedded = await runCommand('db-restore', [file], { DATA_DIR: intoEmbedded });
    expect(toEmbedded.stderr).toBe('');
    expect(await expectOneSnapshot({ dataDir: intoEmbedded }, written)).toEqual(onPostgres);

    expect(await signsIn({ DATABASE_URL: intoPostgres }, email, 'rahsia-123')).toBe(200);
    expect(await signsIn({ DATABASE_URL: '', DATA_DIR: intoEmbedded }, email, 'rahsia-123')).toBe(200);

    // A second restore into the same database is refused, and changes nothing.
    const again = await runCommand('db-restore', [file], { DATABASE_URL: intoPostgres });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Restore failed: The target database is not empty/);
    expect(
      (await expectOneSnapshot({ databaseUrl: intoPostgres, dataDir: 'memory://' }, written)).links,
    ).toBe(onPostgres.links);
  }, 300_000);

  it('moves an embedded portal to PostgreSQL: members sign in, ids continue', async () => {
    const dataDir = join(root, 'embedded-source');
    const member = registration();
    const source = await startTestServer({ DATABASE_URL: '', DATA_DIR: dataDir });
    let lastLinkId = 0;
    try {
      const client = createClient(source.url);
      expect((await client.post('/api/register', member)).status).toBe(201);
      for (let i = 0; i < 3; i++) {
        const res = await client.post('/api/links', {
          title: `Pautan ${i}`,
          url: `https://contoh.my/${i}`,
          category: 'Lain-lain',
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        lastLinkId = (res.body as { id: number }).id;
      }
      expect((await client.del(`/api/links/${lastLinkId}`)).status).toBeLessThan(300);
    } finally {
      await source.stop();
    }
    const file = join(root, 'from-embedded.tar.gz');
    expect((await runCommand('db-backup', [file], { DATA_DIR: dataDir })).stderr).toBe('');
    const target = await newDatabase();
    const restore = await runCommand('db-restore', [file], { DATABASE_URL: target });
    expect(restore.stdout).toMatch(/^Restored \d+ rows .* into PostgreSQL 127\.0\.0\.1:5432\/kubm_test_/);

    const server = await startTestServer({ DATABASE_URL: target });
    try {
      const client = createClient(server.url);
      expect(
        (await client.post('/api/login', { email: member.email, password: member.password })).status,
      ).toBe(200);
      expect(((await client.get('/api/links')).body as unknown[]).length).toBe(2);
      const next = await client.post('/api/links', {
        title: 'Baru',
        url: 'https://contoh.my/baru',
        category: 'Lain-lain',
      });
      expect(next.status, JSON.stringify(next.body)).toBe(201);
      // The deleted link's id is not handed out again.
      expect((next.body as { id: number }).id).toBe(lastLinkId + 1);
    } finally {
      await server.stop();
    }
  }, 300_000);

  it('backs up a portal on PostgreSQL before applying new migrations to it', async () => {
    const journal = readJournal();
    const first = journal[0];
    if (!first || journal.length < 2) throw new Error('needs two migrations');
    const url = await newDatabase();
    const old = await createDatabase({ databaseUrl: url, dataDir: 'memory://', migrate: false });
    try {
      await old.migrate({ upToWhen: first.when });
      await insertMemberAtFirstSchema(old.db);
    } finally {
      await old.close();
    }
    const dir = join(root, 'pre-migration');
    const server = await startTestServer({ DATABASE_URL: url, BACKUP_DIR: dir });
    try {
      const [name] = readdirSync(dir).filter((n) => n.endsWith('.tar.gz'));
      const { manifest, tables } = readBackup(readFileSync(join(dir, name as string)));
      expect(manifest.schemaVersion).toEqual({ tag: first.tag, when: first.when });
      expect(manifest.source.driver).toBe('postgres');
      expect(tables.get('users')?.toString()).toContain('lama@contoh.my');
    } finally {
      await server.stop();
    }
  });
});
