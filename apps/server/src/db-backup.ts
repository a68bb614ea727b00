// `pnpm db:backup [FILE]` (docs/operations.md). Only one process may open the embedded database, so a
// running server is asked over the DATA_DIR lock socket: docs/decisions/backup-through-lock-socket.md.
import { existsSync, mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  askLockHolder,
  BackupFileError,
  backupFileName,
  createDatabase,
  DatabaseConnectError,
  DataDirLockedError,
  describeDatabase,
  type WrittenBackup,
  writeBackup,
  writeBackupFile,
} from '@kubm/db';
import { rotateBackups } from './backups';
import { type Config, ConfigError, loadConfig } from './config';
import { environment } from './environment';
import { serializeError } from './log-errors';

const USAGE = 'Usage: pnpm db:backup [FILE]   (without FILE: into BACKUP_DIR)';

class BackupCommandError extends Error {}

function readAnswer(socket: Socket): Promise<{ ok: boolean; message?: string; pid?: number }> {
  return new Promise((done, fail) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(10);
      if (end === -1) return;
      socket.off('data', onData);
      socket.pause();
      const rest = buffered.subarray(end + 1);
      if (rest.length > 0) socket.unshift(rest);
      try {
        done(JSON.parse(buffered.toString('utf8', 0, end)));
      } catch {
        fail(new BackupCommandError('the running server gave an answer this command does not understand'));
      }
    };
    socket.on('data', onData);
    socket.resume();
    socket.once('error', fail);
    socket.once('end', () => fail(new BackupCommandError('the running server hung up without a backup')));
  });
}

async function fromRunningServer(
  dataDir: string,
  file: string,
): Promise<{ written: WrittenBackup; pid?: number }> {
  const asked = await askLockHolder(dataDir, JSON.stringify({ op: 'backup' }));
  if (!asked) throw new BackupCommandError(`no server answered on DATA_DIR ${dataDir}'s lock socket`);
  const { socket } = asked;
  try {
    const answer = await readAnswer(socket);
    if (!answer.ok) {
      throw new BackupCommandError(
        `the process holding DATA_DIR${asked.pid ? ` (pid ${asked.pid})` : ''} made no backup: ${answer.message ?? 'no reason given'}`,
      );
    }
    const written = await writeBackupFile(file, (out) => pipeline(socket, out));
    return { written, pid: answer.pid };
  } finally {
    socket.destroy();
  }
}

async function backup(config: Config, file: string): Promise<{ written: WrittenBackup; via: string }> {
  if (config.databaseUrl) {
    const database = await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: 'memory://',
      migrate: false,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
    });
    try {
      const written = await writeBackupFile(file, (out) => writeBackup(database.db, 'postgres', out));
      return { written, via: `PostgreSQL ${describeDatabase(config.databaseUrl)}` };
    } finally {
      await database.close();
    }
  }
  const { dataDir } = config;
  if (dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupCommandError(`DATA_DIR ${dataDir} holds no database: nothing to back up`);
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
    try {
      database = await createDatabase({
        dataDir,
        migrate: false,
        pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
      });
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      try {
        const { written, pid } = await fromRunningServer(dataDir, file);
        return { written, via: `the running server${pid ? ` (pid ${pid})` : ''} on ${dataDir}` };
      } catch (asking) {
        if (asking instanceof BackupCommandError && /no server answered/.test(asking.message)) continue;
        throw asking;
      }
    }
    try {
      const written = await writeBackupFile(file, (out) => writeBackup(database.db, 'pglite', out));
      return { written, via: dataDir };
    } finally {
      await database.close();
    }
  }
  throw new BackupCommandError(`DATA_DIR ${dataDir} is changing hands too quickly: try again`);
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(args: string[]): Promise<void> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  // The file holds password hashes.
  process.umask(0o077);
  const config = loadConfig(environment());
  const dir = config.backups.dir;
  let file: string;
  if (args[0]) file = resolve(environment().INIT_CWD ?? process.cwd(), args[0]);
  else if (dir) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    file = join(dir, backupFileName(new Date()));
  } else throw new BackupCommandError(`No FILE given and BACKUP_DIR is not set. ${USAGE}`);
  const started = performance.now();
  const { written, via } = await backup(config, file);
  const ms = Math.round(performance.now() - started);
  if (!args[0] && dir) await rotateBackups(dir, config.backups.keep);
  const { manifest } = written;
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  process.stdout.write(
    `Backup written: ${written.file} (${size(written.bytes)}; ${rows} rows in ${manifest.tables.length} tables; ` +
      `schema ${manifest.schemaVersion.tag}) from ${via} in ${ms} ms\n`,
  );
}

// pnpm passes a `--` through when the command line has one.
main(process.argv.slice(2).filter((arg) => arg !== '--')).catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof BackupCommandError ||
    error instanceof BackupFileError ||
    error instanceof DatabaseConnectError
  ) {
    console.error(`Backup failed: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code && (error as NodeJS.ErrnoException).path) {
    console.error(`Backup failed: ${(error as Error).message}`);
  } else {
    // Never the raw error: a failed query would print its parameters.
    console.error(JSON.stringify(serializeError(error)));
  }
  process.exit(1);
});
