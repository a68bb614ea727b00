import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far below the visible area the end of a list starts the next step: about a phone's screen. */
const APPROACH_MARGIN = '100% 0px';

/** How many of `total` items to draw: `first`, then `step` more whenever `endRef` nears the view. */
export function useDrawnOnApproach(
  total: number,
  first: number,
  step: number,
): { drawn: number; endRef: RefObject<HTMLDivElement | null> } {
  const [drawn, setDrawn] = useState(first);
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const end = endRef.current;
    if (drawn >= total || !end || typeof IntersectionObserver === 'undefined') return;
    // A new observer per step reports at once if the end is still near (a step too short to fill the screen).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setDrawn((count) => count + step);
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [drawn, total, step]);
  return { drawn: Math.min(drawn, total), endRef };
}
