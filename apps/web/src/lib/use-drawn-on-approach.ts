import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far below the visible area the end of a list starts the next step: about a phone's screen. */
const APPROACH_MARGIN = '100% 0px';

/**
 * How many of `total` items to draw: `first` at once, then `step` more each time the end of what is drawn
 * comes within a screen of the visible area (the returned ref goes on an element after the list).
 *
 * A calendar feed can hold a few hundred events in three months. Drawn in one go they were one long task on a
 * phone, and drawn in steps after each paint they were many shorter ones: either way the page answered a tap
 * late while it drew events nobody had scrolled to. Scrolling, or tabbing to the last event drawn (the browser
 * scrolls it into view), draws the next ones before they are reached.
 */
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
    // A new observer per step reports at once whether the end is still near, as after a step too short to
    // fill the screen; one kept across steps would wait for a change that never comes.
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
