// The database going away under a running server (dropped, restarting, unreachable) answers 503 with a
// Malay message on both doors, never 500. Once that happened, the next request first re-applies the
// committed migrations: a database dropped and created again needs its tables back, without a restart.
import type { Database } from '@kubm/db';
import { AppError, ERR } from './app-error';
import { errorCodes, isDatabaseUnavailable } from './db-errors';
import type { Logger } from './logger';

interface Outage {
  /** The re-check in progress, shared by the requests that arrive meanwhile. */
  recheck?: Promise<void>;
}

/** Keyed by the query builder: every context made from one ApiDeps shares it. */
const outages = new WeakMap<object, Outage>();

interface Watched {
  db: Database;
  logger: Logger;
  /** Re-applies the committed migrations (ApiDeps['schema']). */
  schema?: { recheck(): Promise<void> };
}

/** A 503 for an error saying the database is unavailable (and the outage noted); any other error as is. */
export function asDatabaseUnavailable(deps: Watched, error: unknown): unknown {
  if (!isDatabaseUnavailable(error)) return error;
  if (!outages.has(deps.db)) {
    outages.set(deps.db, {});
    // Codes only: a failed query's message carries its parameters.
    deps.logger.warn({ codes: errorCodes(error) }, 'database unavailable');
  }
  return new AppError('SERVICE_UNAVAILABLE', ERR.databaseUnavailable, { cause: error });
}

/**
 * Before a request's first query: after an outage, re-applies the migrations (503 while that fails). Undefined
 * when there is no outage, the usual case: the request goes on without waiting for anything.
 */
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
