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

export function fieldIssues(error: TRPCError): FieldIssue[] | undefined {
  if (error.code !== 'BAD_REQUEST') return undefined;
  const issues = zodIssues(error.cause);
  return issues?.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

export const GENERIC_ERROR_MESSAGE = 'Ralat pelayan. Sila cuba lagi.';
const INPUT_ERROR_MESSAGE = 'Input tidak sah';
export const BAD_JSON_MESSAGE = 'JSON tidak sah';

export function isBodyParseFailure(error: TRPCError): boolean {
  return error.code === 'PARSE_ERROR' || (error.code === 'BAD_REQUEST' && error.cause instanceof SyntaxError);
}

// Never an internal detail.
export function errorBody(error: TRPCError): ErrorBody {
  const issues = fieldIssues(error);
  if (issues) return { message: issues[0]?.message ?? INPUT_ERROR_MESSAGE, issues };
  if (error.code === 'INTERNAL_SERVER_ERROR') {
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

export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof AppError)
    return new TRPCError({ code: error.code, message: error.message, cause: error.cause });
  return getTRPCErrorFromUnknown(error);
}

export class UndeclaredError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'UndeclaredError';
  }
}
