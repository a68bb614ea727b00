// A batch runs many calls in one request, so per-request throttles would be tried once per call:
// docs/decisions/trpc-batch-limits.md.

export const TRPC_BATCH_MESSAGES = {
  authNotBatched: 'Panggilan log masuk dan akaun mesti dihantar satu demi satu, bukan berkelompok',
  tooManyCalls: (max: number) => `Terlalu banyak panggilan dalam satu permintaan (maksimum ${max})`,
} as const;

export function trpcCallPaths(url: URL, endpoint = '/trpc'): string[] {
  const trim = (path: string) => path.replace(/^\/|\/$/g, '');
  const path = trim(trim(url.pathname).slice(trim(endpoint).length));
  return url.searchParams.get('batch') === '1' ? path.split(',') : [path];
}

function isAuthCall(path: string): boolean {
  return path === 'auth' || path.startsWith('auth.');
}

export function checkTrpcBatch(url: URL, maxCalls: number): string | null {
  const paths = trpcCallPaths(url);
  if (paths.length > maxCalls) return TRPC_BATCH_MESSAGES.tooManyCalls(maxCalls);
  if (paths.length > 1 && paths.filter(isAuthCall).length > 1) return TRPC_BATCH_MESSAGES.authNotBatched;
  return null;
}
