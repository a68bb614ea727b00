/** The errors along an error's cause chain (drizzle wraps the driver's error; Node may aggregate). */
function causeChain(error: unknown): object[] {
  const chain: object[] = [];
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen++) {
    const e = pending.shift();
    if (!e || typeof e !== 'object') continue;
    chain.push(e);
    if ('cause' in e) pending.push(e.cause);
    if ('errors' in e && Array.isArray(e.errors)) pending.push(...e.errors);
  }
  return chain;
}

/** The `code`s along an error's cause chain. */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (const e of causeChain(error)) if ('code' in e && typeof e.code === 'string') codes.push(e.code);
  return codes;
}

/** True when a query failed on a unique constraint (PostgreSQL 23505), through drizzle's error wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  return errorCodes(error).includes('23505');
}

/**
 * True when a query failed on a foreign key (PostgreSQL 23503): the row it points at is gone, e.g. a member
 * who deleted their account between our check and the write.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return errorCodes(error).includes('23503');
}

/**
 * Failures that say the database is gone rather than that the query was wrong: no connection (Node's
 * socket errors, postgres.js's CONNECTION_* and CONNECT_TIMEOUT), PostgreSQL's connection exceptions
 * (class 08), a server shutting down or starting (57P01-57P03), a database dropped (57P04, 3D000) or
 * created again without its tables (42P01, undefined table), a server or role out of connections (53300),
 * and a role that may no longer log in or whose password changed (28000, 28P01).
 * Socket errors count wherever they come from: a procedure that calls another service over the network
 * maps that service's failures itself.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '3D000',
  '42P01',
  '53300',
  '28000',
  '28P01',
]);

/**
 * PostgreSQL ends the session with every FATAL (or PANIC) error: whatever its code, that connection is
 * gone. This is how a refused connection is told from a wrong query under a shared code: 'database is not
 * currently accepting connections' (ALLOW_CONNECTIONS false) is a FATAL 55000, while a query's 55000
 * (object not in prerequisite state) is an ERROR and stays a fault of ours.
 */
function endsTheSession(error: object): boolean {
  return 'severity' in error && (error.severity === 'FATAL' || error.severity === 'PANIC');
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some((e) => {
    if (endsTheSession(e)) return true;
    if (!('code' in e) || typeof e.code !== 'string') return false;
    return UNAVAILABLE_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code);
  });
}
