import { Tabs, TabsContent, TabsList, TabsTrigger } from '@kubm/ui/tabs';
import { CloudOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EventsFailed, EventsSkeleton } from '../../components/calendar-states';
import { PageHeader } from '../../components/page-header';
import { ageText, zoneNote } from '../../lib/calendar-info';
import { clampMonth, currentMonth, monthBounds } from '../../lib/calendar-month';
import { combinedRetry, useCalendarInfo, useUpcomingEvents } from '../../lib/use-calendar';
import { useDrawnAnswer } from '../../lib/use-drawn-answer';
import { MonthView, type MonthViewState } from './month-view';
import { SubscribeCard } from './subscribe-card';
import { UpcomingEvents } from './upcoming-events';

type TabValue = 'upcoming' | 'month';
const PLACEHOLDER_ZONE = 'Asia/Kuala_Lumpur';

export function CalendarScreen() {
  // One batch: the info says which clock to show the events on.
  const info = useCalendarInfo();
  const upcoming = useUpcomingEvents();
  const [tab, setTab] = useState<TabValue>('upcoming');
  // Kept here, not in the tab, so the chosen month survives a visit to the other tab.
  const [monthState, setMonthState] = useState<MonthViewState | null>(null);

  // Deferred, and together: events drawn before the info pushed the subscribe card down.
  const answers = useMemo(() => ({ info: info.data, upcoming: upcoming.data }), [info.data, upcoming.data]);
  const drawn = useDrawnAnswer(answers);
  const data = drawn.info;
  const timeZone = data?.timezone;
  const bounds = monthBounds(data?.covers ?? null);
  const thisMonth = timeZone ? clampMonth(currentMonth(Date.now(), timeZone), bounds) : null;
  const monthView = monthState ?? (thisMonth ? { month: thisMonth, selectedDay: null } : null);
  // The age when the answer came, plus the time since: the server's count, never the device's clock.
  const ageSeconds =
    data?.ageSeconds != null ? data.ageSeconds + Math.max(0, (Date.now() - info.dataUpdatedAt) / 1000) : null;

  // The calendar screen is in English, in a portal whose pages are Malay.
  return (
    <div lang="en">
      <PageHeader
        title="Church Calendar"
        description={
          timeZone ? (
            <span data-testid="calendar-zone">{zoneNote(timeZone)}</span>
          ) : (
            // Holds the line's place while the zone loads, so the page does not jump when it comes.
            <span aria-hidden="true" className="invisible">
              {zoneNote(PLACEHOLDER_ZONE)}
            </span>
          )
        }
      />
      <div className="grid gap-4 sm:gap-6">
        {data?.stale && ageSeconds !== null ? (
          <p role="status" className="flex items-start gap-2 text-muted-foreground text-sm">
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            The church calendar could not be reached just now; these are the events as of{' '}
            {ageText(ageSeconds)}.
          </p>
        ) : null}
        <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
          <TabsList aria-label="Calendar views" className="mb-4 w-full sm:w-fit">
            <TabsTrigger value="upcoming">Upcoming Events</TabsTrigger>
            <TabsTrigger value="month">Calendar View</TabsTrigger>
          </TabsList>
          <TabsContent value="upcoming">
            <UpcomingEvents
              events={data ? drawn.upcoming : undefined}
              timeZone={timeZone}
              retry={combinedRetry(info, upcoming)}
            />
          </TabsContent>
          <TabsContent value="month">
            {monthView && timeZone && thisMonth ? (
              <MonthView
                state={monthView}
                onStateChange={setMonthState}
                bounds={bounds}
                timeZone={timeZone}
                thisMonth={thisMonth}
              />
            ) : info.isError ? (
              <EventsFailed query={combinedRetry(info)} />
            ) : (
              <EventsSkeleton />
            )}
          </TabsContent>
        </Tabs>
        {data?.subscribeUrl ? <SubscribeCard url={data.subscribeUrl} /> : null}
      </div>
    </div>
  );
}
