// A PostgreSQL server down, unreachable or refusing us ends in one line within a bounded time: postgres.js
// retries a silent host for 30 s per connection, and a server that never replies holds the migrations.

export class DatabaseConnectError extends Error {
  readonly timedOut: boolean;

  constructor(message: string, timedOut: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseConnectError';
    this.timedOut = timedOut;
  }
}

/** Never the URL's user or password. */
export function describeDatabase(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname.length > 1 ? url.pathname : ''}`;
  } catch {
    // postgres.js also takes forms URL cannot parse (several hosts).
    return 'DATABASE_URL';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

// PostgreSQL refusing the session: authentication (class 28), no such database, not accepting connections.
const REFUSAL_CODES = /^(28...|3D000|57P03|53300)$/;

/** drizzle wraps driver errors as their `cause`. */
function connectionFailure(error: unknown): Error | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || REFUSAL_CODES.test(code))) return current;
    current = current.cause;
  }
  return undefined;
}

function timedOut(target: string, timeoutMs: number, cause?: Error): DatabaseConnectError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return new DatabaseConnectError(
    `Cannot connect to the database at ${target}: no answer within ${seconds} s`,
    true,
    { cause },
  );
}

export async function openWithin<T>(
  databaseUrl: string,
  timeoutMs: number,
  open: Promise<T>,
  abort: () => Promise<void>,
): Promise<T> {
  const target = describeDatabase(databaseUrl);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => done('timeout'), timeoutMs);
  });
  open.catch(() => {});
  let outcome: T | 'timeout';
  try {
    outcome = await Promise.race([open, timeout]);
  } catch (error) {
    await abort();
    const cause = connectionFailure(error);
    if (!cause) throw error;
    if ((cause as { code?: unknown }).code === 'CONNECT_TIMEOUT') throw timedOut(target, timeoutMs, cause);
    throw new DatabaseConnectError(`Cannot connect to the database at ${target}: ${cause.message}`, false, {
      cause,
    });
  } finally {
    clearTimeout(timer);
  }
  if (outcome === 'timeout') {
    await abort();
    throw timedOut(target, timeoutMs);
  }
  return outcome;
}
