// One error shape for both doors: tRPC's error data and REST's body are built from the same function.
import { TRPCError } from '@trpc/server';
import { isDatabaseUnavailable } from './db-errors';

export interface FieldIssue {
  path: string;
  message: string;
}
export interface ErrorBody {
  message: string;
  issues?: FieldIssue[];
  /** Set on a 503 because the database is unavailable: the same answer /api/health gives then. */
  status?: 'error';
  database?: 'unavailable';
}

interface IssueLike {
  path: PropertyKey[];
  message: string;
}

function zodIssues(cause: unknown): IssueLike[] | null {
  if (cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues)) {
    return cause.issues as IssueLike[];
  }
  return null;
}

/** Field issues (path joined with dots) when the error is an input validation failure. */
export function fieldIssues(error: TRPCError): FieldIssue[] | undefined {
  if (error.code !== 'BAD_REQUEST') return undefined;
  const issues = zodIssues(error.cause);
  return issues?.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

export const GENERIC_ERROR_MESSAGE = 'Ralat pelayan. Sila cuba lagi.';
const INPUT_ERROR_MESSAGE = 'Input tidak sah';
/** The REST door says the same (rest/input.ts). */
export const BAD_JSON_MESSAGE = 'JSON tidak sah';

/** tRPC's own failure to read a JSON body: it carries the parser's English text. */
export function isBodyParseFailure(error: TRPCError): boolean {
  return error.code === 'PARSE_ERROR' || (error.code === 'BAD_REQUEST' && error.cause instanceof SyntaxError);
}

/** The public body of an error: the first field message for bad input, never an internal detail. */
export function errorBody(error: TRPCError): ErrorBody {
  const issues = fieldIssues(error);
  if (issues) return { message: issues[0]?.message ?? INPUT_ERROR_MESSAGE, issues };
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    // Only under test (trpc.ts): the test that meets it must read what to declare.
    if (error.cause instanceof UndeclaredError) return { message: error.cause.message };
    return { message: GENERIC_ERROR_MESSAGE };
  }
  if (isBodyParseFailure(error)) return { message: BAD_JSON_MESSAGE };
  if (error.code === 'SERVICE_UNAVAILABLE' && isDatabaseUnavailable(error.cause)) {
    return { status: 'error', database: 'unavailable', message: error.message };
  }
  return { message: error.message };
}

export const HTTP_STATUS: Partial<Record<TRPCError['code'], number>> = {
  BAD_REQUEST: 400,
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Texts of the errors every domain raises. */
export const ERR = {
  unauthorized: 'Sila log masuk terlebih dahulu',
  forbidden: 'Anda tidak dibenarkan melakukan tindakan ini',
  notFound: 'Tidak dijumpai',
  databaseUnavailable: 'Pangkalan data tidak dapat dihubungi buat masa ini. Sila cuba lagi sebentar lagi.',
  referenceGone: 'Rekod yang berkaitan telah dipadam. Sila muat semula halaman dan cuba lagi.',
} as const;

/** Under test, the cause of the 500 a procedure gets for raising an error its meta.errors does not declare. */
export class UndeclaredError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'UndeclaredError';
  }
}

/**
 * The cause of a 429: how long to wait. The procedures' shared middleware (trpc.ts) sends it as Retry-After, in
 * whole seconds, on both doors.
 */
export class RetryAfter extends Error {
  readonly seconds: number;
  constructor(waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    super(`retry after ${seconds} s`);
    this.name = 'RetryAfter';
    this.seconds = seconds;
  }
}

export const tooManyRequests = (message: string, waitMs: number) =>
  new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: new RetryAfter(waitMs) });

export const unauthorized = () => new TRPCError({ code: 'UNAUTHORIZED', message: ERR.unauthorized });
export const forbidden = (message: string = ERR.forbidden) => new TRPCError({ code: 'FORBIDDEN', message });
export const notFound = (message: string = ERR.notFound) => new TRPCError({ code: 'NOT_FOUND', message });

/**
 * A write that met the deletion of a row it refers to (PostgreSQL's foreign-key violation, 23503): an account
 * deleted between a request's checks and its write, typically. 409: the request conflicts with what is there
 * now, and reloading shows it.
 */
export const referenceGone = (cause: unknown) =>
  new TRPCError({ code: 'CONFLICT', message: ERR.referenceGone, cause });
