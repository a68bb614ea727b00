import { Button } from '@kubm/ui/button';
import { Card } from '@kubm/ui/card';
import { cn } from '@kubm/ui/cn';
import { useMemo } from 'react';
import { CALENDAR_TEXT, EventsEmpty, EventsFailed, EventsSkeleton } from '../../components/calendar-states';
import { EventList } from '../../components/event-list';
import { type DayKey, formatLongDay } from '../../lib/calendar-dates';
import { eventCountsByDay, eventsOnDay } from '../../lib/calendar-events';
import { type CalendarMonth, type MonthBounds, monthTitle } from '../../lib/calendar-month';
import { combinedRetry, useMonthEvents } from '../../lib/use-calendar';
import { EVENT_DAY_CLASSES, MonthPicker } from './month-picker';

export interface MonthViewState {
  month: CalendarMonth;
  selectedDay: DayKey | null;
}

const NO_COUNTS: ReadonlyMap<DayKey, number> = new Map();

export function MonthView({
  state,
  onStateChange,
  bounds,
  timeZone,
  thisMonth,
}: {
  state: MonthViewState;
  onStateChange: (state: MonthViewState) => void;
  bounds: MonthBounds;
  timeZone: string;
  thisMonth: CalendarMonth;
}) {
  const { month, selectedDay } = state;
  const query = useMonthEvents(month);
  const events = query.data;
  const counts = useMemo(
    () => (events ? eventCountsByDay(events, timeZone, month) : NO_COUNTS),
    [events, timeZone, month],
  );
  const shown = useMemo(
    () => (events && selectedDay ? eventsOnDay(events, timeZone, selectedDay) : events),
    [events, timeZone, selectedDay],
  );
  const onThisMonth = month.year === thisMonth.year && month.month === thisMonth.month;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[auto_minmax(0,1fr)]">
      <Card className="grid w-full justify-items-center gap-3 p-2 sm:p-4 lg:w-fit">
        <div aria-busy={query.isPending} className="grid justify-items-center">
          <MonthPicker
            month={month}
            bounds={bounds}
            timeZone={timeZone}
            counts={counts}
            selectedDay={selectedDay}
            // Another month: a day chosen in the last one no longer applies.
            onMonthChange={(next) => onStateChange({ month: next, selectedDay: null })}
            onSelectDay={(day) => onStateChange({ month, selectedDay: day })}
          />
        </div>
        <div className="flex w-full flex-wrap items-center justify-between gap-3 px-2">
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <span
              aria-hidden="true"
              className={cn('relative inline-block size-6 rounded-md', EVENT_DAY_CLASSES)}
            />
            Dates with events
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-11"
            disabled={onThisMonth}
            onClick={() => onStateChange({ month: thisMonth, selectedDay: null })}
          >
            This month
          </Button>
        </div>
      </Card>

      <section aria-labelledby="month-heading" className="grid min-w-0 gap-4">
        <div className="grid gap-1">
          <h2 id="month-heading" className="font-semibold text-foreground text-xl">
            Events for {monthTitle(month)}
          </h2>
          {selectedDay ? (
            <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground text-sm">
              <span>Showing {formatLongDay(selectedDay)} only.</span>
              <Button
                type="button"
                variant="link"
                className="h-11 p-0"
                onClick={() => onStateChange({ month, selectedDay: null })}
              >
                Show the whole month
              </Button>
            </p>
          ) : null}
        </div>
        {shown ? (
          shown.length === 0 ? (
            <EventsEmpty text={selectedDay ? CALENDAR_TEXT.noneThisDay : CALENDAR_TEXT.noneThisMonth} />
          ) : (
            <EventList events={shown} timeZone={timeZone} variant="month" labelledBy="month-heading" />
          )
        ) : query.isError ? (
          <EventsFailed query={combinedRetry(query)} />
        ) : (
          <EventsSkeleton />
        )}
      </section>
    </div>
  );
}
