import { formatTaskDay, LIMITS, type TaskStatus, toCalendarDay } from '@kubm/validators';
import { format } from 'date-fns';
import { dueText } from './due-text';

const DAY_FORMAT = 'yyyy-MM-dd';
// Late by the day in Kuala Lumpur. Malaysia keeps UTC+8 all year, and a first Intl.DateTimeFormat with a
// time zone costs a phone tens of milliseconds in the board's first render.
const KUALA_LUMPUR_OFFSET_MS = 8 * 60 * 60 * 1000;
const DONE: TaskStatus = 'Selesai';

export const EARLIEST_START_DATE = LIMITS.earliestDate;
// A browser's date input would otherwise take years up to 275760.
export const LATEST_TASK_DATE = LIMITS.latestDate;

export const formatTaskDate = formatTaskDay;

// Read by the rule's own parser so the picker and taskFormSchema count the same days.
function nextDay(day: string): string | null {
  const date = toCalendarDay(day);
  if (!date) return null;
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function dueDateMin(startDate: string): string {
  const earliest = nextDay(EARLIEST_START_DATE) as string;
  const afterStart = nextDay(startDate);
  return afterStart && afterStart > earliest ? afterStart : earliest;
}

export function todayDay(now: Date = new Date()): string {
  return format(now, DAY_FORMAT);
}

export function todayInKualaLumpur(now: Date | number = Date.now()): string {
  return new Date(Number(now) + KUALA_LUMPUR_OFFSET_MS).toISOString().slice(0, 10);
}

export function taskDueText(
  task: { status: string; dueDate: string },
  today: string,
): ReturnType<typeof dueText> {
  return task.status === DONE ? { text: '', late: false } : dueText(task.dueDate, today);
}

// A Date would travel as an instant ('…T00:00:00.000Z'), which the API refuses.
export function toWireDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}
