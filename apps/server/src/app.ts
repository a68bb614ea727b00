// Nothing answers before the database is ready, and the database (and its PGlite lock) is released only
// after the last request has finished.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiDeps, createApiDeps } from '@kubm/api';
import { createDatabase, type DatabaseHandle, holdsEmbeddedDatabase } from '@kubm/db';
import { type BackupService, backupBeforeMigrating, createBackupService } from './backups';
import type { Config } from './config';
import { trustedProxiesOf } from './http/client-address';
import { createLimitedServer } from './http/http-server';
import { InFlightResponses } from './http/in-flight';
import { createRequestHandler } from './http/request-handler';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mailer';
import { createUnchangedPolls } from './unchanged-polls';

export const DEFAULT_WEB_DIST_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'web',
  'dist',
);

// The rest of SHUTDOWN_TIMEOUT_SECONDS is for closing the database before main.ts's hard deadline.
const SHUTDOWN_GRACE_SHARE = 0.75;

const FIRST_START_HINT = 'about 30 s';

export interface AppOptions {
  webDistDir?: string;
  logger?: Logger;
}

export interface StartedApp {
  url: string;
  port: number;
  appUrl: string;
}

export interface App {
  start(): Promise<StartedApp>;
  stop(): Promise<void>;
  readonly logger: Logger;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

export function createApp(config: Config, options: AppOptions = {}): App {
  const logger =
    options.logger ??
    createLogger(config.logLevel, {
      bufferBytes: config.logBufferBytes,
      flushMs: config.logFlushMs,
    });
  let database: DatabaseHandle | undefined;
  let server: Server | undefined;
  let closeMailer: (() => void) | undefined;
  let background: ApiDeps['background'] | undefined;
  let closeFeeds: (() => void) | undefined;
  let backups: BackupService | undefined;
  let stopping: Promise<void> | undefined;
  let closing = false;
  const active = new InFlightResponses();
  const unchangedPolls = createUnchangedPolls(logger, config.unchangedPollsLogMs);
  const trustedProxies = trustedProxiesOf(config.trustProxy);
  const httpLimits = {
    headersTimeoutMs: config.httpHeadersTimeoutMs,
    requestTimeoutMs: config.httpRequestTimeoutMs,
    keepAliveTimeoutMs: config.httpKeepAliveTimeoutMs,
    idleTimeoutMs: config.httpIdleTimeoutMs,
    maxConnections: config.httpMaxConnections,
    maxConnectionsPerAddress: config.httpMaxConnectionsPerAddress,
    trustedProxies,
    logger,
  };

  async function start(): Promise<StartedApp> {
    if (database) throw new Error('The app is already started');
    const creating = !config.databaseUrl && !holdsEmbeddedDatabase(config.dataDir);
    if (creating) {
      logger.info(
        { dataDir: config.dataDir },
        `creating the embedded database in ${config.dataDir} (first start only, ${FIRST_START_HINT})`,
      );
    }
    database = await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      maxConnections: config.databaseMaxConnections,
      beforeMigrate: backupBeforeMigrating(config.backups, logger),
    });
    if (creating) logger.info({ dataDir: config.dataDir }, 'embedded database created');
    try {
      backups = createBackupService(database, config.backups, logger);
      const service = backups;
      database.setControlHandler((request, socket) => service.serve(request, socket));
      const mailer = createMailer(config, logger);
      closeMailer = mailer.close;
      const deps = createApiDeps({
        db: database.db,
        mailer,
        logger,
        appUrl: config.appUrl,
        settings: config.auth,
        calendar: config.calendar,
        voting: config.voting,
        lists: config.lists,
        memberLists: config.memberLists,
        taskList: config.taskList,
        taskMail: config.taskMail,
        photos: config.photos,
        schema: { recheck: database.migrate },
      });
      background = deps.background;
      closeFeeds = () => {
        deps.calendar.close();
        deps.voting.close();
        deps.taskMail.flushAll();
      };
      const requests = createRequestHandler({
        deps,
        logger,
        webDistDir: options.webDistDir ?? DEFAULT_WEB_DIST_DIR,
        isClosing: () => closing,
        hsts: new URL(config.appUrl).protocol === 'https:',
        trustedProxies,
        trpcMaxBatchCalls: config.trpcMaxBatchCalls,
        compressMinBytes: config.jsonCompressMinBytes,
        unchangedPolls,
      });
      ({ server } = createLimitedServer((req, res) => void requests.handleRequest(req, res), httpLimits, {
        inFlight: active,
        afterEach: (res) => {
          requests.responseClosed(res);
          if (closing) server?.closeIdleConnections();
        },
      }));
      const port = await listen(server, config.port, config.host);
      if (config.appUrlIsDefault) deps.appUrl = `http://localhost:${port}`;
      logger.debug({ driver: database.driver, dataDir: config.dataDir, appUrl: deps.appUrl }, 'started');
      backups.start();
      return { url: `http://${urlHost(config.host)}:${port}`, port, appUrl: deps.appUrl };
    } catch (error) {
      server = undefined;
      await backups?.stop();
      await database.close();
      database = undefined;
      throw error;
    }
  }

  async function shutdown(): Promise<void> {
    closing = true;
    const graceEnds = Date.now() + config.shutdownTimeoutMs * SHUTDOWN_GRACE_SHARE;
    const current = server;
    if (current) {
      const closed = new Promise<void>((done) => current.close(() => done()));
      for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
      current.closeIdleConnections();
      const timer = setTimeout(() => {
        logger.warn({ inFlight: active.size }, 'shutdown grace period over: closing open connections');
        current.closeAllConnections();
      }, graceEnds - Date.now());
      await closed;
      clearTimeout(timer);
    }
    unchangedPolls?.flush();
    closeFeeds?.();
    // Background work (a reset e-mail) needs the mailer until the grace period ends; a hung mail server is
    // then cut off so the database still closes before main.ts's deadline.
    const mailDeadline = setTimeout(() => closeMailer?.(), Math.max(0, graceEnds - Date.now()));
    await background?.idle();
    clearTimeout(mailDeadline);
    closeMailer?.();
    // A backup being written reads the database, so it finishes first.
    database?.setControlHandler(undefined);
    await backups?.stop();
    await database?.close();
    server = undefined;
    database = undefined;
  }

  return {
    logger,
    start,
    stop() {
      stopping ??= shutdown();
      return stopping;
    },
  };
}
