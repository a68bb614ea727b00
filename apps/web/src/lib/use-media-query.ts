import { useCallback, useSyncExternalStore } from 'react';

/** The width from which the sidebar and the header's account menu replace the mobile menu (Tailwind `md`). */
export const DESKTOP_QUERY = '(min-width: 768px)';
/** The width from which a list wide enough for columns is a table (Tailwind `lg`). */
export const TABLE_QUERY = '(min-width: 1024px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
