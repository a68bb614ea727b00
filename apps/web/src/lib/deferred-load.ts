// For code needed only once the user acts (a form's zod rules, ~25 KB gzip); a failed fetch is forgotten.
export function deferredLoad<T>(load: () => Promise<T>): { get: () => Promise<T>; preload: () => void } {
  let loading: Promise<T> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    get,
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
