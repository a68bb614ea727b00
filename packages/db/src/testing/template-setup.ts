// Vitest globalSetup: one migrated, empty database per run, so a test database costs a copy, not initdb and
// every migration (docs/decisions/test-database-template.md).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../client';
import { MIGRATIONS_FOLDER } from '../migrations-state';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplatePath: string;
    postgresTemplate: string;
  }
}

const cacheFolder = fileURLToPath(new URL('../../../../node_modules/.cache/kubm', import.meta.url));

function templateKey(): string {
  const hash = createHash('sha256');
  // The resolved path names PGlite's version and the patch applied to it.
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(path: string): Promise<void> {
  const handle = await createDatabase({ dataDir: 'memory://' });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    // Written whole, then renamed: a run beside this one reads the old file or the new one, never half.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await handle.close();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplate(adminUrl: string, key: string): Promise<string> {
  const { default: postgres } = await import('postgres');
  const name = `kubm_template_${key}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, fetch_types: false });
  try {
    const stale = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like 'kubm\_template\_%' and datname <> ${name}`;
    for (const { datname } of stale)
      await admin.unsafe(`drop database if exists "${datname}"`).catch(() => {});
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (found) return name;
    // Migrated under a name of its own, then renamed: a run beside this one never copies half a template.
    const building = `${name}_${process.pid}`;
    await admin.unsafe(`create database "${building}"`);
    const handle = await createDatabase({
      databaseUrl: databaseUrl(adminUrl, building),
      dataDir: 'memory://',
    });
    await handle.close();
    try {
      await admin.unsafe(`alter database "${building}" rename to "${name}"`);
    } catch (error) {
      await admin.unsafe(`drop database if exists "${building}"`);
      const [builtBeside] = await admin`select 1 from pg_database where datname = ${name}`;
      if (!builtBeside) throw error;
    }
    return name;
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export async function setup(project: TestProject): Promise<void> {
  const key = templateKey();
  mkdirSync(cacheFolder, { recursive: true });
  const path = join(cacheFolder, `database-template-${key}.tar`);
  if (!existsSync(path)) await buildTemplate(path);
  for (const file of readdirSync(cacheFolder)) {
    if (file.startsWith('database-template-') && file.endsWith('.tar') && join(cacheFolder, file) !== path)
      rmSync(join(cacheFolder, file), { force: true });
  }
  project.provide('databaseTemplatePath', path);
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', adminUrl ? await postgresTemplate(adminUrl, key) : '');
}
