/**
 * Something a screen needs only once the user acts (e.g. a form's rules: the shared zod schema and zod
 * itself, ~25 KB gzip), fetched on first use instead of with the page. `preload` starts the fetch early
 * (a form calls it when a field gets focus), so a submit rarely waits. A failed fetch is forgotten, so the
 * next `get` tries again.
 */
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
