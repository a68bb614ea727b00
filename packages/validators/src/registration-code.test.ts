import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  newRegistrationCode,
  normaliseRegistrationCode,
  REGISTRATION_CODE_ALPHABET,
  registrationCodeChangeSchema,
} from './registration-code';

describe('newRegistrationCode', () => {
  it('makes 8 characters from the unambiguous alphabet, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newRegistrationCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${REGISTRATION_CODE_ALPHABET}]{8}$`));
    expect(REGISTRATION_CODE_ALPHABET).not.toMatch(/[ILO01]/);
  });
});

describe('normaliseRegistrationCode', () => {
  it('ignores case, spaces and hyphens', () => {
    expect(normaliseRegistrationCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normaliseRegistrationCode('Paroki 2026')).toBe('PAROKI2026');
  });
});

describe('registrationCodeChangeSchema', () => {
  it('takes nothing (a random code) or 6 to 32 letters or digits, normalised', () => {
    expect(registrationCodeChangeSchema.parse({})).toEqual({});
    expect(registrationCodeChangeSchema.parse({ code: 'misa-ahad-2026' })).toEqual({ code: 'MISAAHAD2026' });
    for (const code of ['abc', 'kod!kod!', 'A'.repeat(33), 'a\u0000bcdefg']) {
      const result = registrationCodeChangeSchema.safeParse({ code });
      expect(result.success, code).toBe(false);
    }
    expect(registrationCodeChangeSchema.safeParse({ code: 'abc' }).error?.issues[0]?.message).toBe(
      MSG.registrationCodeFormat,
    );
  });
});
