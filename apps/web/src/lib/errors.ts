// How the web app reads failures: tRPC errors and anything else thrown.

/** True for a tRPC error whose code is UNAUTHORIZED (HTTP 401): nobody is signed in. */
export function isUnauthorizedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('data' in error)) return false;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return false;
  const { code, httpStatus } = data as { code?: unknown; httpStatus?: unknown };
  return code === 'UNAUTHORIZED' || httpStatus === 401;
}

/** A message for a toast or an alert. */
export function errorMessage(error: unknown, fallback = 'Ralat tidak dijangka. Sila cuba lagi.'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
