import { isAppointedRole, MINISTRIES, REMOVED_MINISTRY, REMOVED_ROLE, ROLES } from '@kubm/validators';

export interface RoleChoice {
  value: string;
  /** Appointed by leadership: shown disabled, so the member sees why, though the server refuses it anyway. */
  appointed: boolean;
}

export interface HeldPair {
  ministry: string;
  role: string;
}

export interface ChoiceRules {
  leadershipOpen: boolean;
  /** Held pairs stay selectable, as the server allows. */
  held?: readonly HeldPair[];
}

// 'Ahli Biasa' (what a removal from a role leaves) is offered only to a member who holds it, so their form
// stays valid.
export function roleChoices({ leadershipOpen, held = [] }: ChoiceRules): RoleChoice[] {
  const heldRoles = new Set(held.map((pair) => pair.role));
  const choices: RoleChoice[] = ROLES.map((role) => ({
    value: role,
    appointed: !leadershipOpen && isAppointedRole(role) && !heldRoles.has(role),
  }));
  if (heldRoles.has(REMOVED_ROLE)) choices.push({ value: REMOVED_ROLE, appointed: false });
  return choices;
}

export function ministryChoices(held: readonly HeldPair[] = []): string[] {
  const choices: string[] = [...MINISTRIES];
  if (held.some((pair) => pair.ministry === REMOVED_MINISTRY)) choices.push(REMOVED_MINISTRY);
  return choices;
}
