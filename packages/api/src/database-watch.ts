// A database gone under a running server answers 503, never 500; the next request re-applies the migrations,
// so a database dropped and created again gets its tables back without a restart.
import type { Database } from '@kubm/db';
import { AppError, ERR } from './app-error';
import { errorCodes, isDatabaseUnavailable } from './db-errors';
import type { Logger } from './logger';

interface Outage {
  recheck?: Promise<void>;
}

const outages = new WeakMap<object, Outage>();

interface Watched {
  db: Database;
  logger: Logger;
  schema?: { recheck(): Promise<void> };
}

export function asDatabaseUnavailable(deps: Watched, error: unknown): unknown {
  if (!isDatabaseUnavailable(error)) return error;
  if (!outages.has(deps.db)) {
    outages.set(deps.db, {});
    // Codes only: a failed query's message carries its parameters.
    deps.logger.warn({ codes: errorCodes(error) }, 'database unavailable');
  }
  return new AppError('SERVICE_UNAVAILABLE', ERR.databaseUnavailable, { cause: error });
}

export function recheckAfterOutage(deps: Watched): Promise<void> | undefined {
  const outage = outages.get(deps.db);
  return outage ? recheck(deps, outage) : undefined;
}

async function recheck(deps: Watched, outage: Outage): Promise<void> {
  if (!outage.recheck) {
    const recheck = (async () => {
      await deps.schema?.recheck();
    })();
    outage.recheck = recheck;
    recheck.then(
      () => {
        if (outages.get(deps.db) !== outage) return;
        outages.delete(deps.db);
        deps.logger.info({}, 'database available again');
      },
      () => {
        outage.recheck = undefined;
      },
    );
  }
  try {
    await outage.recheck;
  } catch (error) {
    throw asDatabaseUnavailable(deps, error);
  }
}
