// Unknown stored statuses (older rows) get groups after the four known ones.
import { TASK_STATUSES, type TaskStatus } from '@kubm/validators';

export interface TaskGroup<T> {
  status: string;
  label: string;
  known: boolean;
  tasks: T[];
}

export const BLANK_STATUS_LABEL = 'Tiada status';

export function isTaskStatus(value: string): value is TaskStatus {
  return (TASK_STATUSES as readonly string[]).includes(value);
}

// With `allKnown` the desktop board's columns stay in place as tasks move.
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
