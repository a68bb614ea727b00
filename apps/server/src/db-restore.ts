// `pnpm db:restore FILE` into an empty database, checked whole first: docs/decisions/restore-into-empty-database.md.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  BackupFileError,
  createDatabase,
  DatabaseConnectError,
  DataDirLockedError,
  describeDatabase,
  RestoreRefusedError,
  readBackup,
  restoreBackup,
} from '@kubm/db';
import { ConfigError, loadConfig } from './config';
import { environment } from './environment';
import { serializeError } from './log-errors';

const USAGE = 'Usage: pnpm db:restore FILE';

class RestoreCommandError extends Error {}

async function main(args: string[]): Promise<void> {
  const [given, ...extra] = args;
  if (!given || extra.length > 0 || given.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  process.umask(0o077);
  const config = loadConfig(environment());
  const file = resolve(environment().INIT_CWD ?? process.cwd(), given);
  const started = performance.now();
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    throw new RestoreCommandError(`cannot read ${file}: ${(error as Error).message}`);
  }
  let contents: ReturnType<typeof readBackup>;
  try {
    contents = readBackup(data);
  } catch (error) {
    if (error instanceof BackupFileError) {
      throw new RestoreCommandError(`${file} is refused: ${error.message}. Nothing was changed.`);
    }
    throw error;
  }
  const target = config.databaseUrl
    ? `PostgreSQL ${describeDatabase(config.databaseUrl)}`
    : `the embedded database in ${config.dataDir}`;
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: false,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  try {
    const result = await restoreBackup(database, contents);
    const ms = Math.round(performance.now() - started);
    process.stdout.write(
      `Restored ${result.rows} rows in ${result.tables} tables from ${file} (taken ${contents.manifest.createdAt}, ` +
        `schema ${result.fromTag}${result.toTag !== result.fromTag ? `, migrated to ${result.toTag}` : ''}) ` +
        `into ${target} in ${ms} ms\n`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2).filter((arg) => arg !== '--')).catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof RestoreCommandError ||
    error instanceof RestoreRefusedError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseConnectError
  ) {
    console.error(`Restore failed: ${error.message}`);
  } else {
    console.error(JSON.stringify(serializeError(error)));
  }
  process.exit(1);
});
