import { z } from 'zod';
import { LIMITS, MAX_ID, TASK_STATUSES } from '../constants';
import { MSG } from '../messages';
import { toCalendarDay } from '../task-day';
import { optionalDescription, textField } from './fields';

const EARLIEST = new Date(`${LIMITS.earliestDate}T00:00:00Z`);
const LATEST = new Date(`${LIMITS.latestDate}T00:00:00Z`);

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
    // Checked once both dates are valid, even while another field is wrong (then `value` may be anything).
    when: ({ value }) => {
      const { startDate, dueDate } = (value ?? {}) as { startDate?: unknown; dueDate?: unknown };
      return startDate instanceof Date && dueDate instanceof Date;
    },
  });
export type TaskFormInput = z.input<typeof taskFormSchema>;
export type TaskForm = z.infer<typeof taskFormSchema>;
