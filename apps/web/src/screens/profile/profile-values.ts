// Pure helpers of the profile screen: dates as shown, and the edit form's starting values.
import { MINISTRIES, ROLES } from '@kubm/validators';
import { format, isValid, parseISO } from 'date-fns';
import type { SessionUser } from '../../lib/session';

/** 'Member since' (spec §2): 'MMMM d, yyyy', or 'N/A' without a usable date. */
export function memberSince(joinDate: string | null | undefined): string {
  if (!joinDate) return 'N/A';
  const date = parseISO(joinDate);
  return isValid(date) ? format(date, 'MMMM d, yyyy') : 'N/A';
}

const isMinistry = (value: string) => (MINISTRIES as readonly string[]).includes(value);
const isRole = (value: string) => (ROLES as readonly string[]).includes(value);

export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  ministryRoles: { ministry: string; role: string }[];
}

/**
 * The edit form as it opens. Pairs come from the user's list (or their single ministry and role).
 * A stored value the selects do not offer (e.g. 'Umum' / 'Ahli Biasa' after being removed from a role)
 * starts empty, so the member picks again instead of saving a value the server refuses.
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
