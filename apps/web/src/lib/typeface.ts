// Inter, the portal's typeface (packages/ui/src/styles.css), is 48 KB. On a first visit it is fetched once
// the screen has drawn its heading, not before: on a phone on 4G it would otherwise share the line with the
// screen's own code and hold the content back by about a third of a second. Until it arrives, text is
// drawn in "Inter Fallback", a local face with Inter's metrics, so the swap moves nothing. Once fetched it
// sits in the browser's cache (its file name carries a hash), and later visits ask for it at once.
import { deferredLoad } from './deferred-load';

/** Set once the typeface has been loaded on this device. */
export const TYPEFACE_STORAGE_KEY = 'kubm-typeface';
/** A screen without a page heading (sign-in, reset link) still gets the typeface, this long after start. */
export const TYPEFACE_LATEST_MS = 2000;

export interface TypefaceLoader {
  /** Fetches the typeface's stylesheet (and with it the font), once. */
  load: () => void;
  /** At start: at once on a device that has it cached, else at the latest after TYPEFACE_LATEST_MS. */
  start: () => void;
}

export function createTypefaceLoader(
  fetchStylesheet: () => Promise<unknown>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  schedule: (run: () => void, delayMs: number) => void = (run, delayMs) => setTimeout(run, delayMs),
): TypefaceLoader {
  // Fetched once; a failed fetch (offline, a stale build) is forgotten, so the next load tries again.
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
