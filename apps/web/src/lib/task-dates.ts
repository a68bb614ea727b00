// Task dates: calendar days 'yyyy-MM-dd' on the wire and in the date inputs, dd/MM/yyyy on
// the cards, nothing before 1900-01-01, and a due date strictly after the start date.
import { formatTaskDay, LIMITS, type TaskStatus, toCalendarDay } from '@kubm/validators';
import { format } from 'date-fns';
import { dueText } from './due-text';

/** The value of an <input type="date"> and of the API's task dates. */
const DAY_FORMAT = 'yyyy-MM-dd';
/**
 * The committee's calendar: a task is late by the day in Kuala Lumpur, wherever the phone is. Malaysia
 * keeps UTC+8 all year (no daylight saving since 1982), so the day is plain arithmetic: the first
 * Intl.DateTimeFormat with a time zone costs a phone tens of milliseconds, in the board's first render.
 */
const KUALA_LUMPUR_OFFSET_MS = 8 * 60 * 60 * 1000;
const DONE: TaskStatus = 'Selesai';

/** The earliest start date a picker offers. */
export const EARLIEST_START_DATE = LIMITS.earliestDate;
/** The last day a picker offers: a browser's date input would otherwise take years up to 275760. */
export const LATEST_TASK_DATE = LIMITS.latestDate;

/** '2026-03-02' → '02/03/2026'; anything unreadable is shown as it came (the e-mail uses the same rule). */
export const formatTaskDate = formatTaskDay;

/**
 * The day after `day` ('yyyy-MM-dd'), or null when `day` is not a calendar day. Read by the rule's own
 * parser (toCalendarDay, UTC midnight), so the picker and taskFormSchema count the same days.
 */
function nextDay(day: string): string | null {
  const date = toCalendarDay(day);
  if (!date) return null;
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The earliest due date the picker offers, which is the first one the rule (due strictly after start)
 * accepts: the day after the chosen start, never before the day after 1900-01-01 (the earliest start).
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

/** Today in Kuala Lumpur as 'yyyy-MM-dd'. */
export function todayInKualaLumpur(now: Date | number = Date.now()): string {
  return new Date(Number(now) + KUALA_LUMPUR_OFFSET_MS).toISOString().slice(0, 10);
}

/** The due date in words beside its date; none once the task is 'Selesai' (it is no longer due). */
export function taskDueText(
  task: { status: string; dueDate: string },
  today: string,
): ReturnType<typeof dueText> {
  return task.status === DONE ? { text: '', late: false } : dueText(task.dueDate, today);
}

/**
 * A day parsed by taskFormSchema (UTC midnight of the chosen day) back to 'yyyy-MM-dd' for the API: a
 * Date would travel as an instant ('…T00:00:00.000Z'), which the API refuses.
 */
export function toWireDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}
