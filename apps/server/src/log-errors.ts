// Errors without the values a query carried (drizzle's message, `params`, PostgreSQL's `detail` hold
// hashes, e-mail addresses, phones): only the fields named here are kept, so a new one cannot leak.

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
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

function isPostgresError(fields: Fields): boolean {
  return typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields;
}

// PostgreSQL data exceptions (class 22) quote the input: masked.
export function sanitizeMessage(message: string, fields: Fields = {}): string {
  let clean = message;
  const params = clean.search(/\r?\nparams: /);
  if (params >= 0) clean = clean.slice(0, params);
  if (isPostgresError(fields) && String(fields.code).startsWith('22')) {
    clean = clean.replace(/"(?:[^"]|"")*"/g, '"…"').replace(/0x[0-9a-f]+(?: 0x[0-9a-f]+)*/gi, '0x…');
  }
  return clean;
}

// V8 repeats the message, params and all, at the top of the stack.
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
    if (Array.isArray(fields.errors)) {
      out.errors = fields.errors
        .filter((inner) => !seen.has(inner))
        .slice(0, 10)
        .map((inner) => serialize(inner, depth + 1, seen));
    }
  }
  return out;
}

export function serializeError(value: unknown): SerializedError {
  return serialize(value, 0, new Set());
}
