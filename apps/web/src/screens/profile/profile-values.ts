import { STORED_MINISTRIES, STORED_ROLES } from '@kubm/validators';
import { format, isValid, parseISO } from 'date-fns';
import type { SessionUser } from '../../lib/session';

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

export function heldPairs(user: SessionUser): { ministry: string; role: string }[] {
  return [{ ministry: user.ministry, role: user.role }, ...user.ministryRoles];
}

// A value the selects do not offer starts empty, so the member picks again instead of saving one the server
// refuses; 'Umum' / 'Ahli Biasa' are kept, as the selects offer them to a member who holds them.
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
