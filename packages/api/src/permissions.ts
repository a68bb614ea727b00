// Every permission rule of spec §6 in one place, enforced by the services (not only hidden in the UI).
import { isAppointedRole, isLeadershipRole } from '@kubm/validators';

interface HasRole {
  role: string;
}
interface HasId extends HasRole {
  id: number;
}

/** Leadership: a user whose role is Pengerusi KUBM or Timbalan Pengerusi KUBM. */
export function isLeadership(user: HasRole | null | undefined): boolean {
  return !!user && isLeadershipRole(user.role);
}

/**
 * Committee places (every AJK UTAMA role, leadership's included) are granted, not claimed: editing your own
 * profile may keep such a role you hold, never add one. (Registration: only the founding account may choose
 * one; leadership grants them to members.)
 */
export function canTakeRolesYourself(held: readonly string[], requested: readonly string[]): boolean {
  return requested.every((role) => !isAppointedRole(role) || held.includes(role));
}

/** Tasks: leadership or the task's assignor may edit and delete. */
export function canEditTask(user: HasId | null | undefined, task: { assignorId: number | null }): boolean {
  return !!user && (isLeadership(user) || task.assignorId === user.id);
}

/** Links: leadership or the link's creator may edit and delete. */
export function canEditLink(user: HasId | null | undefined, link: { createdById: number | null }): boolean {
  return !!user && (isLeadership(user) || link.createdById === user.id);
}

/**
 * Members (PUT /api/members/{id}): leadership edits any entry; a member only their own (and, checked
 * apart with canTakeRolesYourself, never into a leadership role they do not hold).
 */
export function canEditMember(user: HasId | null | undefined, member: { userId: number }): boolean {
  return !!user && (isLeadership(user) || member.userId === user.id);
}

/** Profiles: a user edits and deletes only their own account. */
export function canEditProfile(user: { id: number } | null | undefined, targetUserId: number): boolean {
  return !!user && user.id === targetUserId;
}
