// Hidden from screen readers: the event's own time line already says the date in full.
import { cn } from '@kubm/ui/cn';
import type { DayKey } from '../lib/calendar-dates';
import { badgeParts } from '../lib/calendar-weeks';

export function EventDateBadge({
  day,
  today,
  className,
}: {
  day: DayKey | null;
  today: DayKey | null;
  className?: string;
}) {
  const parts = day ? badgeParts(day) : null;
  const isToday = day !== null && day === today;
  return (
    <span
      aria-hidden="true"
      lang="ms"
      data-testid="event-date-badge"
      data-today={isToday ? 'true' : undefined}
      className={cn(
        'flex w-12 shrink-0 flex-col items-center justify-center rounded-lg py-1 leading-none tabular-nums',
        isToday ? 'bg-gold text-gold-foreground' : 'bg-muted text-foreground',
        className,
      )}
    >
      {parts ? (
        <>
          <span
            className={cn('font-medium text-xs', isToday ? 'text-gold-foreground' : 'text-muted-foreground')}
          >
            {parts.weekday}
          </span>
          <span className="font-semibold text-xl">{parts.day}</span>
          <span className="text-xs">{parts.month}</span>
        </>
      ) : (
        <span className="font-semibold text-xl">?</span>
      )}
    </span>
  );
}
