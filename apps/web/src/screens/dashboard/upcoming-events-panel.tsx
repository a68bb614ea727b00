// 'Acara Akan Datang' (spec §2 Dashboard): the frame of the panel; the events come as children
// (UpcomingEventsList), so the frame renders and tests on its own.
import { Button } from '@kubm/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@kubm/ui/card';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * The list area scrolls past 400 px (spec §2).
 */
export function UpcomingEventsPanel({ children }: { children: ReactNode }) {
  return (
    <Card className="h-full">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle asChild>
          <h2 id="upcoming-panel-heading">Acara Akan Datang</h2>
        </CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link href="/calendar">
            <CalendarDays aria-hidden="true" />
            Lihat Kalendar
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {/* 400 px: LIMITS.upcomingPanelMaxHeightPx in @kubm/validators, as a class like the rest of the styling. */}
        {/* Focusable, so a keyboard can scroll it even when no event in it has a link to tab to. */}
        <section
          data-testid="upcoming-events"
          aria-labelledby="upcoming-panel-heading"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling area must be reachable by keyboard.
          tabIndex={0}
          className="max-h-[400px] overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {children}
        </section>
      </CardContent>
    </Card>
  );
}
