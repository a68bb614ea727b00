// Tells "the server answered no" from "no answer came back", for screens whose texts differ.

/**
 * True when a tRPC call got no answer from our server (offline, server down, a proxy's error page):
 * tRPC then has no error data, which every answer of ours carries.
 */
export function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const data = (error as { data?: unknown }).data;
  return data === undefined || data === null;
}

/** The server's own message, or `fallback` when there is none. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message && !isNetworkError(error)) return error.message;
  return fallback;
}
