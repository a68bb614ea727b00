// Valid payloads for tests, unique per call, so tests never collide on e-mail addresses.
import type { MinistryRole, RegisterInput } from '@kubm/validators';

let counter = 0;

export function registration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1;
  const ministryRoles = overrides.ministryRoles ?? [{ ministry: 'LITURGI (MINISTRI)', role: 'Member' }];
  return {
    name: `Ahli Ujian ${counter}`,
    email: `ahli${counter}.${Date.now()}@contoh.my`,
    phone: '0123456789',
    password: 'rahsia-123',
    ministryRoles,
    ministry: ministryRoles[0]?.ministry,
    role: ministryRoles[0]?.role,
    ...overrides,
  };
}

export const leaderRoles: MinistryRole[] = [{ ministry: 'AJK UTAMA', role: 'Pengerusi KUBM' }];

/** A 1×1 PNG, as the browser would send it after scaling. */
export const TINY_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
