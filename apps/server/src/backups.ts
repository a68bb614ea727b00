// `pnpm db:backup` asks the server over the DATA_DIR lock socket: the embedded database opens in one process.
import { mkdir, readdir, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import {
  backupFileName,
  backupFileTime,
  type Database,
  type DatabaseHandle,
  readSnapshot,
  type WrittenBackup,
  writeBackup,
  writeBackupFile,
  writeSnapshot,
} from '@kubm/db';
import type { BackupSettings } from './config';
import type { Logger } from './logger';

type Source = Pick<DatabaseHandle, 'db' | 'driver'>;

export async function writeBackupInto(dir: string, source: Source, now = new Date()): Promise<WrittenBackup> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return writeBackupFile(join(dir, backupFileName(now)), (out) => writeBackup(source.db, source.driver, out));
}

export async function listBackups(dir: string): Promise<{ name: string; time: Date }[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: { name: string; time: Date }[] = [];
  for (const name of names) {
    const time = backupFileTime(name);
    if (time) found.push({ name, time });
  }
  return found.sort((a, b) => a.time.getTime() - b.time.getTime());
}

export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const backups = await listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((b) => b.name);
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

function summary(written: WrittenBackup, ms: number) {
  return {
    file: written.file,
    bytes: written.bytes,
    ms: Math.round(ms),
    rows: written.manifest.tables.reduce((n, t) => n + t.rows, 0),
    schema: written.manifest.schemaVersion.tag,
  };
}

export function backupBeforeMigrating(settings: BackupSettings, logger: Logger) {
  const { dir } = settings;
  if (!dir) return undefined;
  return async (db: Database, driver: 'pglite' | 'postgres') => {
    const started = performance.now();
    let written: WrittenBackup;
    try {
      written = await writeBackupInto(dir, { db, driver });
    } catch (error) {
      throw new Error(
        `Could not write the backup taken before applying new migrations into BACKUP_DIR ${dir}: ` +
          `${(error as Error).message}. Nothing was migrated.`,
      );
    }
    logger.info(
      { ...summary(written, performance.now() - started), reason: 'before migrating' },
      'backup written',
    );
    await rotateBackups(dir, settings.keep);
  };
}

export interface BackupService {
  start(): void;
  stop(): Promise<void>;
  runNow(reason: string): Promise<WrittenBackup>;
  serve(request: string, socket: Socket): void;
}

export function createBackupService(source: Source, settings: BackupSettings, logger: Logger): BackupService {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let queue: Promise<unknown> = Promise.resolve();

  function serialised<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => {});
    return run;
  }

  function runNow(reason: string): Promise<WrittenBackup> {
    const { dir } = settings;
    if (!dir) return Promise.reject(new Error('BACKUP_DIR is not set'));
    return serialised(async () => {
      const started = performance.now();
      const written = await writeBackupInto(dir, source);
      logger.info({ ...summary(written, performance.now() - started), reason }, 'backup written');
      const removed = await rotateBackups(dir, settings.keep);
      if (removed.length > 0) logger.info({ removed }, 'old backups removed');
      return written;
    });
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      runNow('scheduled').then(
        () => schedule(settings.intervalMs),
        (error: unknown) => {
          logger.error({ err: error }, 'backup failed');
          schedule(settings.intervalMs);
        },
      );
    }, delayMs);
    // A pending backup never keeps a stopping process alive.
    timer.unref();
  }

  return {
    start() {
      const { dir } = settings;
      if (!dir || stopped) return;
      listBackups(dir).then(
        (backups) => {
          const newest = backups.at(-1)?.time.getTime();
          const due = newest === undefined ? 0 : newest + settings.intervalMs - Date.now();
          schedule(Math.max(0, due));
        },
        (error: unknown) => {
          logger.error({ err: error, dir }, 'cannot read BACKUP_DIR');
          schedule(settings.intervalMs);
        },
      );
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await queue;
    },
    runNow,
    serve(request, socket) {
      let op: unknown;
      try {
        op = (JSON.parse(request) as { op?: unknown }).op;
      } catch {
        op = undefined;
      }
      if (op !== 'backup') {
        socket.end(
          `${JSON.stringify({ ok: false, message: `unknown request ${JSON.stringify(request)}` })}\n`,
        );
        return;
      }
      const started = performance.now();
      let answered = false;
      serialised(async () => {
        const snapshot = await readSnapshot(source.db);
        answered = true;
        socket.write(`${JSON.stringify({ ok: true, pid: process.pid })}\n`);
        const manifest = await writeSnapshot(snapshot, source.driver, socket);
        logger.info(
          {
            ms: Math.round(performance.now() - started),
            rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
            reason: 'pnpm db:backup',
          },
          'backup sent',
        );
      }).catch((error: unknown) => {
        logger.error({ err: error }, 'backup for pnpm db:backup failed');
        if (answered) socket.destroy();
        else socket.end(`${JSON.stringify({ ok: false, message: (error as Error).message })}\n`);
      });
    },
  };
}
