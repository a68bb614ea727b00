// Which ministries and roles the ministry/role selects offer, and which of them a member may pick.
import { isAppointedRole, MINISTRIES, REMOVED_MINISTRY, REMOVED_ROLE, ROLES } from '@kubm/validators';

export interface RoleChoice {
  value: string;
  /**
   * Shown but not selectable: an AJK UTAMA role (leadership's included) that leadership appoints. The server refuses it anyway;
   * showing it disabled tells the member why instead of hiding the role.
   */
  appointed: boolean;
}

export interface HeldPair {
  ministry: string;
  role: string;
}

export interface ChoiceRules {
  /** Nobody has registered yet: the founding account may take any role. */
  leadershipOpen: boolean;
  /** The pairs the member holds now (none when registering): they stay selectable, as the server allows. */
  held?: readonly HeldPair[];
}

/**
 * The roles in ROLES order. An AJK UTAMA role is appointed-only unless the portal is not yet
 * founded or the member already holds it. 'Ahli Biasa' (what a removal from a role leaves) is offered
 * only to a member who holds it, so their form stays valid and shows the value they have.
 */
export function roleChoices({ leadershipOpen, held = [] }: ChoiceRules): RoleChoice[] {
  const heldRoles = new Set(held.map((pair) => pair.role));
  const choices: RoleChoice[] = ROLES.map((role) => ({
    value: role,
    appointed: !leadershipOpen && isAppointedRole(role) && !heldRoles.has(role),
  }));
  if (heldRoles.has(REMOVED_ROLE)) choices.push({ value: REMOVED_ROLE, appointed: false });
  return choices;
}

/** The listed ministries, plus 'Umum' for a member who holds it (as with 'Ahli Biasa' above). */
export function ministryChoices(held: readonly HeldPair[] = []): string[] {
  const choices: string[] = [...MINISTRIES];
  if (held.some((pair) => pair.ministry === REMOVED_MINISTRY)) choices.push(REMOVED_MINISTRY);
  return choices;
}
