// The status groups of the task board: the four statuses in TASK_STATUSES order, then each
// status the list holds that is not one of them (older rows), every group in the list's own order.
import { TASK_STATUSES, type TaskStatus } from '@kubm/validators';

export interface TaskGroup<T> {
  status: string;
  /** The group's heading: the status, or a stand-in when a stored status is blank. */
  label: string;
  /** False for a status outside the four. */
  known: boolean;
  tasks: T[];
}

export const BLANK_STATUS_LABEL = 'Tiada status';

export function isTaskStatus(value: string): value is TaskStatus {
  return (TASK_STATUSES as readonly string[]).includes(value);
}

/**
 * Only the statuses that hold a task get a group, unless `allKnown`: then each of the four has one, empty
 * or not (the desktop board's columns stay in place as tasks move).
 */
export function groupTasksByStatus<T extends { status: string }>(
  tasks: readonly T[],
  { allKnown = false }: { allKnown?: boolean } = {},
): TaskGroup<T>[] {
  const byStatus = new Map<string, T[]>();
  for (const task of tasks) {
    const group = byStatus.get(task.status);
    if (group) group.push(task);
    else byStatus.set(task.status, [task]);
  }
  const unknown = [...byStatus.keys()]
    .filter((status) => !isTaskStatus(status))
    .sort((a, b) => a.localeCompare(b));
  return [...TASK_STATUSES, ...unknown].flatMap((status) => {
    const grouped = byStatus.get(status) ?? (allKnown ? [] : undefined);
    if (!grouped) return [];
    const label = status.trim() ? status : BLANK_STATUS_LABEL;
    return [{ status, label, known: isTaskStatus(status), tasks: grouped }];
  });
}
