import { buttonVariants } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type ChevronProps, type DayButtonProps, DayPicker, TZDate } from 'react-day-picker';
import { type DayKey, dayKeyAt, formatLongDay, parseDayKey } from '../../lib/calendar-dates';
import { type CalendarMonth, type MonthBounds, monthAnchor, monthOfDay } from '../../lib/calendar-month';

/** The legend repeats it, so the mark never depends on colour alone. */
const EVENT_DOT =
  'after:absolute after:bottom-1 after:left-1/2 after:size-1 after:-translate-x-1/2 after:rounded-full';

export const EVENT_DAY_CLASSES = cn(
  'bg-accent font-semibold text-accent-foreground',
  EVENT_DOT,
  'after:bg-primary',
);

function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className="size-4" />;
}

/** react-day-picker's day button with our classes; it moves focus itself, as the library's own does. */
function DayButton({ day: _day, modifiers, className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      className={cn(
        'relative flex size-11 cursor-pointer items-center justify-center rounded-lg text-sm tabular-nums transition-colors',
        'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        modifiers.hasEvents && cn(EVENT_DAY_CLASSES, 'hover:bg-accent/70'),
        modifiers.today && 'font-bold ring-2 ring-gold ring-inset',
        modifiers.selected &&
          'bg-primary text-primary-foreground after:bg-primary-foreground hover:bg-primary-hover',
        modifiers.disabled && 'cursor-default opacity-50',
        className,
      )}
      {...props}
    />
  );
}

const countText = (n: number) => (n === 1 ? '1 event' : `${n} events`);

export function MonthPicker({
  month,
  bounds,
  timeZone,
  counts,
  selectedDay,
  onMonthChange,
  onSelectDay,
}: {
  month: CalendarMonth;
  bounds: MonthBounds;
  timeZone: string;
  counts: ReadonlyMap<DayKey, number>;
  selectedDay: DayKey | null;
  onMonthChange: (month: CalendarMonth) => void;
  onSelectDay: (day: DayKey | null) => void;
}) {
  // The picker hands back dates in `timeZone` (TZDate); reading their instant in the same zone gives the day.
  const keyOf = (date: Date) => dayKeyAt(date.getTime(), timeZone);
  const selected = selectedDay ? parseDayKey(selectedDay) : null;

  return (
    <DayPicker
      mode="single"
      timeZone={timeZone}
      weekStartsOn={0}
      month={monthAnchor(month)}
      startMonth={monthAnchor(bounds.start)}
      endMonth={monthAnchor(bounds.end)}
      onMonthChange={(date) => {
        const key = keyOf(date);
        if (key) onMonthChange(monthOfDay(key));
      }}
      selected={selected ? new TZDate(selected.year, selected.month - 1, selected.day, timeZone) : undefined}
      onSelect={(date) => onSelectDay(date ? keyOf(date) : null)}
      modifiers={{
        hasEvents: (date: Date) => {
          const key = keyOf(date);
          return key !== null && (counts.get(key) ?? 0) > 0;
        },
      }}
      labels={{
        labelDayButton: (date, modifiers) => {
          const key = keyOf(date);
          const count = key ? (counts.get(key) ?? 0) : 0;
          return [
            modifiers.today ? 'Today' : null,
            key ? formatLongDay(key) : null,
            count > 0 ? countText(count) : null,
            modifiers.selected ? 'selected' : null,
          ]
            .filter(Boolean)
            .join(', ');
        },
        labelPrevious: () => 'Previous month',
        labelNext: () => 'Next month',
      }}
      components={{ Chevron, DayButton }}
      classNames={{
        root: 'w-fit',
        months: 'relative',
        month: 'grid gap-3',
        month_caption: 'flex h-11 items-center justify-center px-12',
        caption_label: 'font-semibold text-base text-foreground',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-11 aria-disabled:opacity-40',
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-11 aria-disabled:opacity-40',
        ),
        month_grid: 'border-collapse',
        weekday: 'pb-1 text-center font-medium text-muted-foreground text-xs',
        day: 'p-px text-center',
        outside: 'text-muted-foreground',
        hidden: 'invisible',
      }}
    />
  );
}
