import { z } from 'zod';
import { LIMITS, TASK_STATUSES } from '../constants';
import { MSG } from '../messages';
import { optionalDescription } from './fields';

const EARLIEST = new Date(`${LIMITS.earliestDate}T00:00:00Z`);

/** A date from a picker (Date) or the wire ('yyyy-MM-dd' or ISO string). */
const taskDate = z.coerce.date(MSG.dateInvalid).min(EARLIEST, MSG.dateTooEarly);

export const taskFormSchema = z
  .object({
    title: z
      .string(MSG.taskTitleRequired)
      .trim()
      .min(1, MSG.taskTitleRequired)
      .max(LIMITS.titleMax, MSG.titleTooLong),
    description: optionalDescription,
    assigneeId: z.number(MSG.taskAssignee).int(MSG.taskAssignee).positive(MSG.taskAssignee),
    startDate: taskDate,
    dueDate: taskDate,
    isUrgent: z.boolean().default(false),
    status: z.enum(TASK_STATUSES, MSG.taskStatusInvalid).optional(),
  })
  .refine((t) => t.dueDate.getTime() > t.startDate.getTime(), {
    message: MSG.taskDueAfterStart,
    path: ['dueDate'],
  });
export type TaskFormInput = z.input<typeof taskFormSchema>;
export type TaskForm = z.infer<typeof taskFormSchema>;
