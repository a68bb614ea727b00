import { DatabaseConnectError, DataDirLockedError } from '@kubm/db';
import { createApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { environment } from './environment';
import { serializeError } from './log-errors';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  process.umask(0o077);
  let config: Config;
  try {
    config = loadConfig(environment());
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const app = createApp(config);
  let started: Awaited<ReturnType<typeof app.start>>;
  try {
    started = await app.start();
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    if (error instanceof DatabaseConnectError) {
      fail(error.timedOut ? `${error.message} (DATABASE_CONNECT_TIMEOUT_SECONDS)` : error.message);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      fail(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    }
    app.logger.fatal({ err: error }, 'start failed');
    process.exit(1);
  }

  app.logger.info({ url: started.url, ms: Math.round(performance.now()) }, 'ready');

  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      app.logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    signalled = true;
    app.logger.info({ signal }, 'stopping');
    // Ends the process whatever stop() still waits for (a hung database or mail server).
    setTimeout(() => {
      app.logger.error({ seconds: config.shutdownTimeoutMs / 1000 }, 'shutdown deadline passed: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.stop().then(
      () => {
        app.logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

main().catch((error: unknown) => {
  // Never the raw error: a failed query would print its parameters.
  console.error(JSON.stringify(serializeError(error)));
  process.exit(1);
});
