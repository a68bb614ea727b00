// The events come as children, so the frame renders and tests on its own.
import { Card } from '@kubm/ui/card';
import { cn } from '@kubm/ui/cn';
import { PATHS } from '@kubm/validators';
import { CalendarDays, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'wouter';

export const SEE_ALL_EVENTS = 'Lihat semua';

/** Past 400 px the cut-off row fades out rather than ending in half, and 'Lihat semua' shows. */
function useMoreBelow() {
  const area = useRef<HTMLElement>(null);
  const [moreBelow, setMoreBelow] = useState(false);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const read = () => element.scrollTop + element.clientHeight < element.scrollHeight - 1;
    const onScroll = () => setMoreBelow(read());
    element.addEventListener('scroll', onScroll, { passive: true });
    // Read after the frame's layout, not in the commit where it forced it; flushSync keeps the link in that frame.
    const observer = new ResizeObserver(() => flushSync(() => setMoreBelow(read())));
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of element.children) observer.observe(child);
    });
    mutations.observe(element, { childList: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
      mutations.disconnect();
    };
  }, []);
  return { area, moreBelow };
}

export function UpcomingEventsPanel({ children, className }: { children: ReactNode; className?: string }) {
  const { area, moreBelow } = useMoreBelow();
  return (
    <Card className={cn('grid gap-2 p-4 sm:p-5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 id="upcoming-panel-heading" className="font-semibold text-foreground text-xl">
          Acara Akan Datang
        </h2>
        <Link
          href={PATHS.calendar}
          className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-medium text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          Lihat Kalendar
        </Link>
      </div>
      {/* 400 px: LIMITS.upcomingPanelMaxHeightPx in @kubm/validators, as a class like the rest of the styling. */}
      {/* Focusable, so a keyboard can scroll it even when no event in it has a link to tab to. At least as
          tall as the loading rows (272 px), so an empty or short answer does not pull the cards below up. */}
      <section
        ref={area}
        data-testid="upcoming-events"
        data-more-below={moreBelow ? 'true' : undefined}
        aria-labelledby="upcoming-panel-heading"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling area must be reachable by keyboard.
        tabIndex={0}
        className={cn(
          'min-h-68 max-h-[400px] overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          moreBelow && '[mask-image:linear-gradient(to_bottom,black_calc(100%-4rem),transparent)]',
        )}
      >
        {children}
      </section>
      {moreBelow ? (
        <Link
          href={PATHS.calendar}
          className="inline-flex min-h-11 items-center justify-center gap-1 rounded-md font-medium text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {SEE_ALL_EVENTS}
          <span className="sr-only"> acara</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </Card>
  );
}
