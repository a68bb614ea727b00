// Weeks start on Sunday, as the month picker's do.
import { addDays, type DayKey, dayOf, parseDayKey } from './calendar-dates';

export const MALAY_SHORT_DAYS = ['Ahd', 'Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab'] as const;
export const MALAY_SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mac',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Ogo',
  'Sep',
  'Okt',
  'Nov',
  'Dis',
] as const;

export const WEEK_TEXT = {
  thisWeek: 'Minggu ini',
  nextWeek: 'Minggu depan',
  unknown: 'Tarikh lain',
} as const;

function weekday(key: DayKey): number {
  const day = parseDayKey(key);
  if (!day) return 0;
  const date = new Date(0);
  date.setUTCFullYear(day.year, day.month - 1, day.day);
  return date.getUTCDay();
}

export function weekStart(day: DayKey): DayKey {
  return addDays(day, -weekday(day));
}

export interface BadgeParts {
  weekday: string;
  day: string;
  month: string;
}

export function badgeParts(key: DayKey): BadgeParts | null {
  const parsed = parseDayKey(key);
  if (!parsed) return null;
  return {
    weekday: MALAY_SHORT_DAYS[weekday(key)] as string,
    day: String(parsed.day),
    month: MALAY_SHORT_MONTHS[parsed.month - 1] as string,
  };
}

export function weekRangeText(start: DayKey, today: DayKey): string {
  const end = addDays(start, 6);
  const a = parseDayKey(start);
  const b = parseDayKey(end);
  if (!a || !b) return start;
  const month = (m: number) => MALAY_SHORT_MONTHS[m - 1];
  const otherYear = b.year !== Number(today.slice(0, 4));
  if (a.year !== b.year) return `${a.day} ${month(a.month)} ${a.year} – ${b.day} ${month(b.month)} ${b.year}`;
  const yearText = otherYear ? ` ${b.year}` : '';
  if (a.month !== b.month) return `${a.day} ${month(a.month)} – ${b.day} ${month(b.month)}${yearText}`;
  return `${a.day} – ${b.day} ${month(b.month)}${yearText}`;
}

export interface WeekGroup<T> {
  key: string;
  label: string;
  events: T[];
}

export interface DatedEvent<T> {
  event: T;
  day: DayKey | null;
}

/** An event still running from an earlier week counts under 'Minggu ini'. */
export function groupByWeek<T extends { start: string }>(
  events: readonly T[],
  timeZone: string,
  today: DayKey,
): WeekGroup<DatedEvent<T>>[] {
  const thisWeek = weekStart(today);
  const nextWeek = addDays(thisWeek, 7);
  const groups = new Map<string, WeekGroup<DatedEvent<T>>>();
  const unknown: DatedEvent<T>[] = [];
  for (const event of events) {
    const day = dayOf(event.start, timeZone);
    if (!day) {
      unknown.push({ event, day: null });
      continue;
    }
    const start = day < thisWeek ? thisWeek : weekStart(day);
    let group = groups.get(start);
    if (!group) {
      const label =
        start === thisWeek
          ? WEEK_TEXT.thisWeek
          : start === nextWeek
            ? WEEK_TEXT.nextWeek
            : weekRangeText(start, today);
      group = { key: start, label, events: [] };
      groups.set(start, group);
    }
    group.events.push({ event, day });
  }
  const sorted = [...groups.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (unknown.length > 0) sorted.push({ key: 'unknown', label: WEEK_TEXT.unknown, events: unknown });
  return sorted;
}
