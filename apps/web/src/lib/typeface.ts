// Inter (48 KB) is fetched once the heading is drawn: on 4G it would delay the screen by about a third of
// a second. "Inter Fallback" has Inter's metrics, so the swap moves nothing. docs/decisions/typeface-inter.md
import { deferredLoad } from './deferred-load';

export const TYPEFACE_STORAGE_KEY = 'kubm-typeface';
export const TYPEFACE_LATEST_MS = 2000;

export interface TypefaceLoader {
  load: () => void;
  start: () => void;
}

export function createTypefaceLoader(
  fetchStylesheet: () => Promise<unknown>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  schedule: (run: () => void, delayMs: number) => void = (run, delayMs) => setTimeout(run, delayMs),
): TypefaceLoader {
  const stylesheet = deferredLoad(() =>
    fetchStylesheet().then(() => {
      try {
        storage?.setItem(TYPEFACE_STORAGE_KEY, '1');
      } catch {
        // Storage refused: the next visit waits for its heading again, nothing worse.
      }
    }),
  );
  const load = stylesheet.preload;
  const start = () => {
    let cached = false;
    try {
      cached = storage?.getItem(TYPEFACE_STORAGE_KEY) === '1';
    } catch {
      cached = false;
    }
    if (cached) load();
    else schedule(load, TYPEFACE_LATEST_MS);
  };
  return { load, start };
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const typeface = createTypefaceLoader(
  () => import('@fontsource-variable/inter/wght.css'),
  typeof window === 'undefined' ? null : browserStorage(),
);
