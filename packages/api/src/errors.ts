// One error shape for both doors: tRPC's error data and REST's body are built from the same function.
import { getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { AppError } from './app-error';
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

/** The one map from an error's code to its HTTP status (the REST door; tRPC's own agrees for /trpc). */
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

/**
 * A service's AppError as tRPC's error, at the procedure edge: same code, message and cause (a cause carries
 * field issues, a Retry-After or the database's failure). Anything else as tRPC itself would take it.
 */
export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof AppError)
    return new TRPCError({ code: error.code, message: error.message, cause: error.cause });
  return getTRPCErrorFromUnknown(error);
}

/** Under test, the cause of the 500 a procedure gets for raising an error its meta.errors does not declare. */
export class UndeclaredError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'UndeclaredError';
  }
}
