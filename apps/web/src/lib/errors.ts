// How the web app reads failures: tRPC errors and anything else thrown.

/** True for a tRPC error whose code is UNAUTHORIZED (HTTP 401): nobody is signed in. */
export function isUnauthorizedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('data' in error)) return false;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return false;
  const { code, httpStatus } = data as { code?: unknown; httpStatus?: unknown };
  return code === 'UNAUTHORIZED' || httpStatus === 401;
}

export const NETWORK_ERROR_MESSAGE = 'Ralat rangkaian. Sila cuba lagi.';

/**
 * True when the request never got an answer (offline, server down): fetch throws a TypeError, which
 * tRPC wraps without any error data. Its browser text ('Failed to fetch') means nothing to a member.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { cause, data } = error as { cause?: unknown; data?: unknown };
  return cause instanceof TypeError && data === undefined;
}

/** A message for a toast or an alert, in Malay when the failure is the network's. */
export function errorMessage(error: unknown, fallback = 'Ralat tidak dijangka. Sila cuba lagi.'): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
