// A task's due date as relative Malay text ('hari ini', 'esok', '3 hari lagi', 'lewat 2 hari'), shown
// beside its dd/MM/yyyy. Days are Kuala Lumpur's, as the server and the seed count task days.
import { isValid } from 'date-fns';

export const DUE_TIME_ZONE = 'Asia/Kuala_Lumpur';

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DueText {
  /** Empty when the due date does not read as a day. */
  text: string;
  /** The due day is before today. Whether a done task counts as late is the caller's to decide. */
  late: boolean;
}

/** UTC midnight of a calendar day, so two days differ by whole multiples of DAY_MS. */
function utcDay(year: number, month: number, day: number): number {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getTime() : Number.NaN;
}

/** A 'yyyy-MM-dd' wire day, or a picker's Date by its local day (as @kubm/validators reads one). */
function dueDay(due: Date | string): number {
  if (due instanceof Date) {
    return isValid(due) ? utcDay(due.getFullYear(), due.getMonth() + 1, due.getDate()) : Number.NaN;
  }
  const match = DAY.exec(due);
  return match ? utcDay(Number(match[1]), Number(match[2]), Number(match[3])) : Number.NaN;
}

const klFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Kuala Lumpur calendar day of an instant. */
function klDay(instant: Date): number {
  if (!isValid(instant)) return Number.NaN;
  const fields: Record<string, number> = {};
  for (const part of klFormat.formatToParts(instant)) fields[part.type] = Number(part.value);
  return utcDay(fields.year ?? Number.NaN, fields.month ?? Number.NaN, fields.day ?? Number.NaN);
}

/** Days from today (Kuala Lumpur) to the due day: 0 today, 1 tomorrow, -2 two days late; NaN when unreadable. */
export function daysUntilDue(due: Date | string, today: Date): number {
  return Math.round((dueDay(due) - klDay(today)) / DAY_MS);
}

export function dueText(due: Date | string, today: Date): DueText {
  const days = daysUntilDue(due, today);
  if (Number.isNaN(days)) return { text: '', late: false };
  if (days < 0) return { text: `lewat ${-days} hari`, late: true };
  if (days === 0) return { text: 'hari ini', late: false };
  if (days === 1) return { text: 'esok', late: false };
  return { text: `${days} hari lagi`, late: false };
}
