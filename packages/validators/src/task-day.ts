// Without zod: a screen that only prints task days must not load it.
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// UTC midnight of the day: a picker's Date counts by its local day (Kuala Lumpur's midnight is the day
// before in UTC); a wire value must be a real 'yyyy-MM-dd' ('2026-02-30' does not roll into March).
export function toCalendarDay(value: Date | string): Date | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()));
  }
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(Date.UTC(year, month, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999.
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day;
  return exists ? date : null;
}

/** dd/MM/yyyy; anything not a calendar day as given. */
export function formatTaskDay(day: string): string {
  if (!toCalendarDay(day)) return day;
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
