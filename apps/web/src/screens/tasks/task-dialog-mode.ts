import { isLeadershipRole } from '@kubm/validators';
import type { SessionUser } from '../../lib/session';
import type { TaskItem } from './task-item';

export type TaskDialogMode = 'create' | 'edit' | 'view';

type DialogUser = Pick<SessionUser, 'id' | 'role'>;
/** `canEdit` is the server's answer from its one permission rule: may this member edit and delete it. */
type DialogTask = Pick<TaskItem, 'assignorId' | 'assigneeId' | 'canEdit'>;

export function taskDialogMode(user: DialogUser | null, task: DialogTask | null): TaskDialogMode {
  if (!task) return 'create';
  // Word for word: the assignee who did not give the task and does not lead only reads it.
  const assigneeOnly =
    !!user && task.assigneeId === user.id && task.assignorId !== user.id && !isLeadershipRole(user.role);
  if (assigneeOnly) return 'view';
  // Everyone else edits exactly where the server would accept the change.
  return task.canEdit ? 'edit' : 'view';
}
