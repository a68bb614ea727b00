export function isUnauthorizedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('data' in error)) return false;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return false;
  const { code, httpStatus } = data as { code?: unknown; httpStatus?: unknown };
  return code === 'UNAUTHORIZED' || httpStatus === 401;
}

export const NETWORK_ERROR_MESSAGE = 'Ralat rangkaian. Sila cuba lagi.';

/** fetch throws a TypeError, which tRPC wraps without error data; its text means nothing to a member. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { cause, data } = error as { cause?: unknown; data?: unknown };
  return cause instanceof TypeError && data === undefined;
}

export function errorMessage(error: unknown, fallback = 'Ralat tidak dijangka. Sila cuba lagi.'): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
