import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/session';
import { heldPairs, memberSince, profileFormValues } from './profile-values';

const user: SessionUser = {
  id: 7,
  name: 'Maria Anak Joseph',
  email: 'maria@contoh.my',
  phone: '0123456789',
  role: 'Setiausaha',
  ministry: 'KOIR (MINISTRI)',
  profilePhoto: null,
  joinDate: '2024-03-05T10:00:00.000Z',
  ministryRoles: [
    { ministry: 'KOIR (MINISTRI)', role: 'Setiausaha' },
    { ministry: 'ST MARK - DTHO (BEC)', role: 'Member' },
  ],
};

describe('memberSince', () => {
  it("formats the join date as 'MMMM d, yyyy'", () => {
    expect(memberSince('2024-03-05T10:00:00.000Z')).toBe('March 5, 2024');
    expect(memberSince('2023-12-25')).toBe('December 25, 2023');
  });

  it("says 'N/A' without a usable date", () => {
    expect(memberSince(undefined)).toBe('N/A');
    expect(memberSince(null)).toBe('N/A');
    expect(memberSince('')).toBe('N/A');
    expect(memberSince('bukan tarikh')).toBe('N/A');
  });
});

describe('profileFormValues', () => {
  it("starts from the user's details and pairs", () => {
    expect(profileFormValues(user)).toEqual({
      name: 'Maria Anak Joseph',
      email: 'maria@contoh.my',
      phone: '0123456789',
      ministryRoles: user.ministryRoles,
    });
  });

  it('falls back to the single ministry and role when the user has no pairs', () => {
    expect(profileFormValues({ ...user, ministryRoles: [] }).ministryRoles).toEqual([
      { ministry: 'KOIR (MINISTRI)', role: 'Setiausaha' },
    ]);
  });

  it("keeps 'Umum' / 'Ahli Biasa', which a removal from a role leaves and the server accepts", () => {
    const removed = { ...user, ministry: 'Umum', role: 'Ahli Biasa', ministryRoles: [] };
    expect(profileFormValues(removed).ministryRoles).toEqual([{ ministry: 'Umum', role: 'Ahli Biasa' }]);
  });

  it('leaves a value the selects do not offer empty, to be chosen again', () => {
    const unknown = { ...user, ministryRoles: [{ ministry: 'KOIR LAMA', role: 'Ketua Lama' }] };
    expect(profileFormValues(unknown).ministryRoles).toEqual([{ ministry: '', role: '' }]);
  });
});

describe('heldPairs', () => {
  it("is the user's role and ministry and every pair", () => {
    expect(heldPairs({ ...user, role: 'Pengerusi KUBM', ministry: 'AJK UTAMA' })).toEqual([
      { ministry: 'AJK UTAMA', role: 'Pengerusi KUBM' },
      ...user.ministryRoles,
    ]);
    expect(heldPairs({ ...user, ministryRoles: [] })).toEqual([
      { ministry: 'KOIR (MINISTRI)', role: 'Setiausaha' },
    ]);
  });
});
