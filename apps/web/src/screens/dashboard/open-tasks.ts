import type { RouterOutputs } from '@kubm/api';

/** The one status that closes a task; 'Terlewat Masa' is still open work. */
export const DONE_STATUS = 'Selesai';

type OpenTaskFields = Pick<
  RouterOutputs['tasks']['list'][number],
  'id' | 'title' | 'assigneeId' | 'dueDate' | 'isUrgent' | 'status'
>;

export function openTasksOf<T extends OpenTaskFields>(tasks: readonly T[], userId: number): T[] {
  return tasks
    .filter((task) => task.assigneeId === userId && task.status !== DONE_STATUS)
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) ||
        Number(b.isUrgent) - Number(a.isUrgent) ||
        a.title.localeCompare(b.title, 'ms') ||
        a.id - b.id,
    );
}
