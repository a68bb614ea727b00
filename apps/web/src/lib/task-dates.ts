// Task dates (spec §5, §9): calendar days 'yyyy-MM-dd' on the wire and in the date inputs, dd/MM/yyyy on
// the cards, nothing before 1900-01-01, and a due date strictly after the start date.
import { formatTaskDay, LIMITS } from '@kubm/validators';
import { addDays, format, isValid, parse } from 'date-fns';

/** The value of an <input type="date"> and of the API's task dates. */
const DAY_FORMAT = 'yyyy-MM-dd';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The earliest start date a picker offers (spec §9). */
export const EARLIEST_START_DATE = LIMITS.earliestDate;
/** The last day a picker offers: a browser's date input would otherwise take years up to 275760. */
export const LATEST_TASK_DATE = LIMITS.latestDate;

/** A real calendar day as local midnight, or null ('2026-02-30' and '' are not days). */
function parseDay(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const date = parse(day, DAY_FORMAT, new Date());
  return isValid(date) ? date : null;
}

/** '2026-03-02' → '02/03/2026'; anything unreadable is shown as it came (the e-mail uses the same rule). */
export const formatTaskDate = formatTaskDay;

/** The day after `day` ('yyyy-MM-dd'), or null when `day` is not a calendar day. */
function nextDay(day: string): string | null {
  const date = parseDay(day);
  return date ? format(addDays(date, 1), DAY_FORMAT) : null;
}

/**
 * The earliest due date the picker offers: the day after the chosen start (the due date must be after
 * it), never before the day after 1900-01-01 (the earliest start).
 */
export function dueDateMin(startDate: string): string {
  const earliest = nextDay(EARLIEST_START_DATE) as string;
  const afterStart = nextDay(startDate);
  // 'yyyy-MM-dd' strings of four-digit years sort as the days they name.
  return afterStart && afterStart > earliest ? afterStart : earliest;
}

/** Today as the date inputs hold it (the member's own calendar day). */
export function todayDay(now: Date = new Date()): string {
  return format(now, DAY_FORMAT);
}

/**
 * A day parsed by taskFormSchema (UTC midnight of the chosen day) back to 'yyyy-MM-dd' for the API: a
 * Date would travel as an instant ('…T00:00:00.000Z'), which the API refuses.
 */
export function toWireDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}
