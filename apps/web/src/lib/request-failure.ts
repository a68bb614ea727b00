// tRPC has no error data then, which every answer of ours carries.
export function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const data = (error as { data?: unknown }).data;
  return data === undefined || data === null;
}

export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message && !isNetworkError(error)) return error.message;
  return fallback;
}
