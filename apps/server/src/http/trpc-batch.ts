// A tRPC batch (`/trpc/a,b,c?batch=1`) runs every call in one HTTP request, so anything limited per
// request — the login and registration throttles above all — would be tried once per call. The
// calls are read from the path exactly as tRPC's fetch adapter reads them, before tRPC runs.

export const TRPC_BATCH_MESSAGES = {
  authNotBatched: 'Panggilan log masuk dan akaun mesti dihantar satu demi satu, bukan berkelompok',
  tooManyCalls: (max: number) => `Terlalu banyak panggilan dalam satu permintaan (maksimum ${max})`,
} as const;

/** The procedure paths a /trpc request asks for (one unless `batch=1`). */
export function trpcCallPaths(url: URL, endpoint = '/trpc'): string[] {
  const trim = (path: string) => path.replace(/^\/|\/$/g, '');
  const path = trim(trim(url.pathname).slice(trim(endpoint).length));
  return url.searchParams.get('batch') === '1' ? path.split(',') : [path];
}

/** Sign-in, registration and the password-reset steps: each call is an attempt the throttles count. */
function isAuthCall(path: string): boolean {
  return path === 'auth' || path.startsWith('auth.');
}

/** Why a batch is refused, or null when it may run. */
export function checkTrpcBatch(url: URL, maxCalls: number): string | null {
  const paths = trpcCallPaths(url);
  if (paths.length > maxCalls) return TRPC_BATCH_MESSAGES.tooManyCalls(maxCalls);
  if (paths.length > 1 && paths.filter(isAuthCall).length > 1) return TRPC_BATCH_MESSAGES.authNotBatched;
  return null;
}
