// Pure helpers of the profile screen: dates as shown, and the edit form's starting values.
import { STORED_MINISTRIES, STORED_ROLES } from '@kubm/validators';
import { format, isValid, parseISO } from 'date-fns';
import type { SessionUser } from '../../lib/session';

/** 'Member since': 'MMMM d, yyyy', or 'N/A' without a usable date. */
export function memberSince(joinDate: string | null | undefined): string {
  if (!joinDate) return 'N/A';
  const date = parseISO(joinDate);
  return isValid(date) ? format(date, 'MMMM d, yyyy') : 'N/A';
}

const isMinistry = (value: string) => (STORED_MINISTRIES as readonly string[]).includes(value);
const isRole = (value: string) => (STORED_ROLES as readonly string[]).includes(value);

export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  ministryRoles: { ministry: string; role: string }[];
}

/**
 * Everything the user holds: their role and ministry and every pair, as the server counts them when it
 * decides whether a leadership role in the profile is one they already have.
 */
export function heldPairs(user: SessionUser): { ministry: string; role: string }[] {
  return [{ ministry: user.ministry, role: user.role }, ...user.ministryRoles];
}

/**
 * The edit form as it opens, from the pairs the user holds. 'Umum' / 'Ahli Biasa' (left by a removal
 * from a role) are kept: the selects offer them to a member who has them and the server accepts them.
 * Any other value the selects do not offer starts empty, so the member picks again instead of saving a
 * value the server refuses.
 */
export function profileFormValues(user: SessionUser): ProfileFormValues {
  const stored =
    user.ministryRoles.length > 0 ? user.ministryRoles : [{ ministry: user.ministry, role: user.role }];
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    ministryRoles: stored.map((pair) => ({
      ministry: isMinistry(pair.ministry) ? pair.ministry : '',
      role: isRole(pair.role) ? pair.role : '',
    })),
  };
}
