import { z } from 'zod';
import { LIMITS, MAX_ID, TASK_STATUSES } from '../constants';
import { MSG } from '../messages';
import { optionalDescription, textField } from './fields';

const EARLIEST = new Date(`${LIMITS.earliestDate}T00:00:00Z`);
const LATEST = new Date(`${LIMITS.latestDate}T00:00:00Z`);
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

const taskDate = z
  // A picker's Date (in-process callers), or over the wire a 'yyyy-MM-dd' string (format: date).
  .union([z.date(), z.iso.date(MSG.dateInvalid)], MSG.dateInvalid)
  .transform((value, ctx) => {
    const day = toCalendarDay(value);
    if (!day) {
      ctx.addIssue({ code: 'custom', message: MSG.dateInvalid });
      return z.NEVER;
    }
    return day;
  })
  .pipe(z.date().min(EARLIEST, MSG.dateTooEarly).max(LATEST, MSG.dateInvalid));

export const taskFormSchema = z
  .object({
    title: textField(MSG.taskTitleRequired)
      .trim()
      .min(1, MSG.taskTitleRequired)
      .max(LIMITS.titleMax, MSG.titleTooLong),
    description: optionalDescription,
    // A user id is a `serial`: beyond its range no member can have it (and the database would refuse it).
    assigneeId: z
      .number(MSG.taskAssignee)
      .int(MSG.taskAssignee)
      .positive(MSG.taskAssignee)
      .max(MAX_ID, MSG.taskAssignee),
    startDate: taskDate,
    dueDate: taskDate,
    isUrgent: z.boolean(MSG.taskUrgentInvalid).default(false),
    status: z.enum(TASK_STATUSES, MSG.taskStatusInvalid).optional(),
  })
  .refine((t) => t.dueDate.getTime() > t.startDate.getTime(), {
    message: MSG.taskDueAfterStart,
    path: ['dueDate'],
    // Checked as soon as both dates are valid, even while another field (the assignee) is still wrong.
    when: ({ value }) => {
      // `value` is whatever was sent (null, a list…) when the object itself was refused.
      const { startDate, dueDate } = (value ?? {}) as { startDate?: unknown; dueDate?: unknown };
      return startDate instanceof Date && dueDate instanceof Date;
    },
  });
export type TaskFormInput = z.input<typeof taskFormSchema>;
export type TaskForm = z.infer<typeof taskFormSchema>;
