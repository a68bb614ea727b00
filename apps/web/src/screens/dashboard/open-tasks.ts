import type { RouterOutputs } from '@kubm/api';
import { DONE_TASK_STATUS } from '@kubm/validators';

type OpenTaskFields = Pick<
  RouterOutputs['tasks']['list'][number],
  'id' | 'title' | 'assigneeId' | 'dueDate' | 'isUrgent' | 'status'
>;

export function openTasksOf<T extends OpenTaskFields>(tasks: readonly T[], userId: number): T[] {
  return tasks
    .filter((task) => task.assigneeId === userId && task.status !== DONE_TASK_STATUS)
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) ||
        Number(b.isUrgent) - Number(a.isUrgent) ||
        a.title.localeCompare(b.title, 'ms') ||
        a.id - b.id,
    );
}
