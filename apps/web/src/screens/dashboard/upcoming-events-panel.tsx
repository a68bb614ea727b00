// 'Acara Akan Datang' (spec §2 Dashboard). Its events arrive with the calendar issue; until then the panel
// shows its empty state, never an error.
import { Button } from '@kubm/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@kubm/ui/card';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * `children` is the event list once the calendar issue supplies one; without it the empty text shows.
 * The list area scrolls past 400 px (spec §2); a list placed here holds links, so the keyboard reaches
 * everything inside it.
 */
export function UpcomingEventsPanel({ children }: { children?: ReactNode }) {
  return (
    <Card className="h-full">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle asChild>
          <h2>Acara Akan Datang</h2>
        </CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link href="/calendar">
            <CalendarDays aria-hidden="true" />
            Lihat Kalendar
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {/* 400 px: LIMITS.upcomingPanelMaxHeightPx in @kubm/validators (a class, as the CSP allows no inline style). */}
        <div data-testid="upcoming-events" className="max-h-[400px] overflow-y-auto">
          {children ?? (
            <div className="flex flex-col items-center gap-3 py-8 text-center">
              <CalendarDays aria-hidden="true" className="size-8 text-muted-foreground" />
              <p className="text-muted-foreground">Tiada acara akan datang.</p>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
