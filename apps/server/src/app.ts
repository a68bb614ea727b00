// Builds the server from a config: database (migrated), sessions, mailer, logger, one HTTP server.
// start() and stop() own the order: nothing answers before the database is ready, and the database
// (and its PGlite lock) is released only after the last request has finished.
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiDeps, createApiDeps } from '@kubm/api';
import { createDatabase, type DatabaseHandle, holdsEmbeddedDatabase } from '@kubm/db';
import { type BackupService, backupBeforeMigrating, createBackupService } from './backups';
import type { Config } from './config';
import { trustedProxiesOf } from './http/client-address';
import { createLimitedServer } from './http/http-server';
import { createRequestHandler } from './http/request-handler';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mailer';

export const DEFAULT_WEB_DIST_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'web',
  'dist',
);

/**
 * The share of SHUTDOWN_TIMEOUT_SECONDS that stop() waits for requests in flight before cutting their
 * connections: the rest is for closing the database before main.ts's hard deadline ends the process.
 */
const SHUTDOWN_GRACE_SHARE = 0.75;

/** How long the first start's initdb and migrations take on a 2-core machine, as the log line says. */
const FIRST_START_HINT = 'about 30 s';

export interface AppOptions {
  webDistDir?: string;
  logger?: Logger;
}

export interface StartedApp {
  /** Where this process listens, e.g. http://127.0.0.1:3000. */
  url: string;
  port: number;
  /** The public base URL in effect (APP_URL, or http://localhost:<real port> by default). */
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
  const logger = options.logger ?? createLogger(config.logLevel, { bufferBytes: config.logBufferBytes });
  let database: DatabaseHandle | undefined;
  let server: Server | undefined;
  let closeMailer: (() => void) | undefined;
  let background: ApiDeps['background'] | undefined;
  let closeFeeds: (() => void) | undefined;
  let backups: BackupService | undefined;
  let stopping: Promise<void> | undefined;
  let closing = false;
  const active = new Set<ServerResponse>();
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
    // initdb and the migrations take a while with nothing else to show: `pnpm dev` would sit silent.
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
      beforeMigrate: backupBeforeMigrating(config.backups, logger),
    });
    if (creating) logger.info({ dataDir: config.dataDir }, 'embedded database created');
    try {
      backups = createBackupService(database, config.backups, logger);
      const service = backups;
      database.setControlHandler((request, socket) => service.serve(request, socket));
      const mailer = createMailer(config, logger);
      closeMailer = mailer.close;
      // Secure cookies follow APP_URL's scheme (createApiDeps reads it).
      const deps = createApiDeps({
        db: database.db,
        mailer,
        logger,
        appUrl: config.appUrl,
        settings: config.auth,
        calendar: config.calendar,
        voting: config.voting,
        lists: config.lists,
        taskMail: config.taskMail,
        photos: config.photos,
        schema: { recheck: database.migrate },
      });
      background = deps.background;
      closeFeeds = () => {
        deps.calendar.close();
        deps.voting.close();
        // Task e-mails held for their batch window go now, as background work the shutdown waits for.
        deps.taskMail.flushAll();
      };
      const handle = createRequestHandler({
        deps,
        logger,
        webDistDir: options.webDistDir ?? DEFAULT_WEB_DIST_DIR,
        isClosing: () => closing,
        hsts: new URL(config.appUrl).protocol === 'https:',
        trustedProxies,
        trpcMaxBatchCalls: config.trpcMaxBatchCalls,
        compressMinBytes: config.jsonCompressMinBytes,
      });
      ({ server } = createLimitedServer((req, res) => {
        active.add(res);
        res.once('close', () => {
          active.delete(res);
          // Once shutting down, a connection whose last answer is out has nothing left to do.
          if (closing) server?.closeIdleConnections();
        });
        void handle(req, res);
      }, httpLimits));
      const port = await listen(server, config.port, config.host);
      // With PORT=0 the default APP_URL only becomes known now.
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
    // A calendar or voting-sheet fetch still running (a hung source) has nobody left to answer.
    closeFeeds?.();
    // Work started by the last answers (a reset e-mail) still needs the database and the mailer, until the
    // grace period ends: then the mailer is closed, failing (and logging) the e-mails still waiting on a hung
    // mail server, so the database is closed before main.ts's deadline ends the process.
    const mailDeadline = setTimeout(() => closeMailer?.(), Math.max(0, graceEnds - Date.now()));
    await background?.idle();
    clearTimeout(mailDeadline);
    closeMailer?.();
    // A backup being written finishes first: it reads the database.
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
