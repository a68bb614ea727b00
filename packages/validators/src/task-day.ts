// Task days without zod: the board, the dashboard and the e-mails read and print them, and only the forms
// need the schemas (a screen that imports these must not bring zod along).
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A task date is a calendar day, held as UTC midnight of that day. A picker's Date counts by its local
 * day (local midnight in Kuala Lumpur is the day before in UTC); a wire value must be a real 'yyyy-MM-dd'
 * ('2026-02-30' does not roll into March, and null is not 1 January 1970). Days run from 1900-01-01 (spec §9)
 * to 9999-12-31: beyond it a picker's Date would reach the database as '+010000-…'.
 */
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

/** A task date as cards and e-mails show it (spec §9: dd/MM/yyyy); anything not a calendar day as given. */
export function formatTaskDay(day: string): string {
  if (!toCalendarDay(day)) return day;
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
