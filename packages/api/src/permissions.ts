// Every permission rule of spec §6 in one place, enforced by the services (not only hidden in the UI).
import { LEADERSHIP_ROLES } from '@kubm/validators';

interface HasRole {
  role: string;
}
interface HasId extends HasRole {
  id: number;
}

/** Leadership: Pengerusi KUBM and Timbalan Pengerusi KUBM. */
export function isLeadership(user: HasRole | null | undefined): boolean {
  return !!user && (LEADERSHIP_ROLES as readonly string[]).includes(user.role);
}

/** Tasks: leadership or the task's assignor may edit and delete. */
export function canEditTask(user: HasId | null | undefined, task: { assignorId: number | null }): boolean {
  return !!user && (isLeadership(user) || task.assignorId === user.id);
}

/** Links: leadership or the link's creator may edit and delete. */
export function canEditLink(user: HasId | null | undefined, link: { createdById: number | null }): boolean {
  return !!user && (isLeadership(user) || link.createdById === user.id);
}

/** Profiles: a user edits and deletes only their own account. */
export function canEditProfile(user: { id: number } | null | undefined, targetUserId: number): boolean {
  return !!user && user.id === targetUserId;
}
