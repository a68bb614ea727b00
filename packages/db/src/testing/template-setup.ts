// Vitest globalSetup: builds the migrated, empty embedded database once and hands its dump to the test
// workers (see ../database-template.ts). The dump is kept in node_modules/.cache under a key of the
// migrations and the PGlite build, so a later run with the same ones skips even that.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

export async function setup(project: TestProject): Promise<void> {
  mkdirSync(cacheFolder, { recursive: true });
  const path = join(cacheFolder, `database-template-${templateKey()}.tar`);
  if (!existsSync(path)) await buildTemplate(path);
  project.provide('databaseTemplatePath', path);
}
