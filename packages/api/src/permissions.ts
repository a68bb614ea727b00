// Every rule of docs/product.md#roles-and-permissions, enforced here, not only hidden in the UI.
import { isAppointedRole, isLeadershipRole } from '@kubm/validators';

interface HasRole {
  role: string;
}
interface HasId extends HasRole {
  id: number;
}

export function isLeadership(user: HasRole | null | undefined): boolean {
  return !!user && isLeadershipRole(user.role);
}

// AJK UTAMA roles are granted, not claimed: a profile edit may keep one held, never add one.
export function canTakeRolesYourself(held: readonly string[], requested: readonly string[]): boolean {
  return requested.every((role) => !isAppointedRole(role) || held.includes(role));
}

export function canEditTask(user: HasId | null | undefined, task: { assignorId: number | null }): boolean {
  return !!user && (isLeadership(user) || task.assignorId === user.id);
}

export function canEditLink(user: HasId | null | undefined, link: { createdById: number | null }): boolean {
  return !!user && (isLeadership(user) || link.createdById === user.id);
}

export function canEditMember(user: HasId | null | undefined, member: { userId: number }): boolean {
  return !!user && (isLeadership(user) || member.userId === user.id);
}

export function canEditProfile(user: { id: number } | null | undefined, targetUserId: number): boolean {
  return !!user && user.id === targetUserId;
}
