// drizzle wraps the driver's error; Node may aggregate.
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

export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (const e of causeChain(error)) if ('code' in e && typeof e.code === 'string') codes.push(e.code);
  return codes;
}

export function isUniqueViolation(error: unknown): boolean {
  return errorCodes(error).includes('23505');
}

export function isForeignKeyViolation(error: unknown): boolean {
  return errorCodes(error).includes('23503');
}

// The database is gone rather than the query wrong: socket errors, class 08, 57P01-57P04, 3D000, 42P01 (dropped
// and recreated), 53300, 28000/28P01.
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

// PostgreSQL ends the session with every FATAL: how a refused connection's 55000 is told from a query's.
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
