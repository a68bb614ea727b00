// Errors as they may be logged: what helps find the fault (type, message, the query's SQL, stack, codes,
// constraint/table/column names, the cause chain), never the values a query carried. drizzle puts every
// parameter in its message ("Failed query: …\nparams: …") and in `params`; PGlite errors carry `params`,
// postgres.js errors `parameters`; PostgreSQL's `detail` quotes the row ("Key (email)=(a@b) already
// exists"). Those are argon2 hashes, e-mail addresses and phone numbers. Only the fields named here are
// kept, so a new driver field cannot leak by default.

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  /** The statement's SQL with its placeholders ($1, $2…), never the values. */
  query?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
  errno?: number;
  syscall?: string;
  address?: string;
  port?: number;
  cause?: SerializedError;
  errors?: SerializedError[];
}

const MAX_DEPTH = 5;

type Fields = Record<string, unknown>;

function text(fields: Fields, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** PostgreSQL error fields, under either driver's names (PGlite: camelCase, postgres.js: snake_case). */
function isPostgresError(fields: Fields): boolean {
  return typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields;
}

/**
 * The message without values: drizzle's "params: …" part is cut; a PostgreSQL data exception (class 22:
 * 'invalid input syntax for type integer: "…"', 'value "…" is out of range') has its quoted input masked.
 */
export function sanitizeMessage(message: string, fields: Fields = {}): string {
  let clean = message;
  const params = clean.search(/\r?\nparams: /);
  if (params >= 0) clean = clean.slice(0, params);
  if (isPostgresError(fields) && String(fields.code).startsWith('22')) {
    clean = clean.replace(/"(?:[^"]|"")*"/g, '"…"').replace(/0x[0-9a-f]+(?: 0x[0-9a-f]+)*/gi, '0x…');
  }
  return clean;
}

/** The stack's frames under the sanitized first line (V8 repeats the message, params and all, at the top). */
function sanitizeStack(stack: string, headline: string): string {
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [headline, ...frames].join('\n');
}

function typeOf(error: Error, fields: Fields): string {
  if (error.name && error.name !== 'Error' && error.name !== 'error') return error.name;
  const constructorName = error.constructor?.name ?? '';
  // PGlite's bundle minifies pg-protocol's DatabaseError (named 'error') to a one-letter class.
  if (constructorName.length > 2 && constructorName !== 'Error' && constructorName !== 'Object') {
    return constructorName;
  }
  return isPostgresError(fields) ? 'DatabaseError' : 'Error';
}

function serialize(value: unknown, depth: number, seen: Set<unknown>): SerializedError {
  if (!(value instanceof Error)) {
    // A thrown non-error: its text if it is a plain value; an object's fields are not trusted.
    const message =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : `[${value === null ? 'null' : typeof value}]`;
    return { type: typeof value, message };
  }
  seen.add(value);
  const fields = value as unknown as Fields;
  const type = typeOf(value, fields);
  const message = sanitizeMessage(value.message, fields);
  const out: SerializedError = { type, message };
  if (typeof value.stack === 'string') out.stack = sanitizeStack(value.stack, `${type}: ${message}`);
  if (typeof fields.code === 'string' || typeof fields.code === 'number') out.code = fields.code;
  const query = text(fields, 'query');
  if (query !== undefined) out.query = query;
  const named: Array<[keyof SerializedError, string[]]> = [
    ['severity', ['severity']],
    ['schema', ['schema', 'schema_name']],
    ['table', ['table', 'table_name']],
    ['column', ['column', 'column_name']],
    ['dataType', ['dataType', 'data_type_name']],
    ['constraint', ['constraint', 'constraint_name']],
    ['routine', ['routine']],
    ['syscall', ['syscall']],
    ['address', ['address']],
  ];
  for (const [key, names] of named) {
    const found = text(fields, ...names);
    if (found !== undefined) (out as unknown as Fields)[key] = found;
  }
  if (typeof fields.errno === 'number') out.errno = fields.errno;
  if (typeof fields.port === 'number') out.port = fields.port;
  if (depth < MAX_DEPTH) {
    if (value.cause !== undefined && !seen.has(value.cause)) {
      out.cause = serialize(value.cause, depth + 1, seen);
    }
    // AggregateError: e.g. one connection error per address tried.
    if (Array.isArray(fields.errors)) {
      out.errors = fields.errors
        .filter((inner) => !seen.has(inner))
        .slice(0, 10)
        .map((inner) => serialize(inner, depth + 1, seen));
    }
  }
  return out;
}

/** pino's `err` serializer, and what main.ts prints when it has no logger to use. */
export function serializeError(value: unknown): SerializedError {
  return serialize(value, 0, new Set());
}
