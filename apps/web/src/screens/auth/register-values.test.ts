import { type MinistryRole, MSG } from '@kubm/validators';
import { describe, expect, it } from 'vitest';
import { registerFormSchema, registrationPayload } from './register-values';

const values = {
  name: 'Maria Anak Joseph',
  email: 'maria@contoh.my',
  phone: '0123456789',
  password: 'kata-laluan',
  ministryRoles: [
    { ministry: 'KOIR (MINISTRI)', role: 'Setiausaha' },
    { ministry: 'MUSIC (MINISTRI)', role: 'Member' },
  ] as MinistryRole[],
};

const codeIssues = (codeRequired: boolean, registrationCode: string) => {
  const result = registerFormSchema(codeRequired).safeParse({ ...values, registrationCode });
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === 'registrationCode').map((i) => i.message);
};

describe('registerFormSchema', () => {
  it('needs no code when the portal asks for none', () => {
    expect(codeIssues(false, '')).toEqual([]);
  });

  it('asks for the code when the portal needs one, blanks counting as empty', () => {
    expect(codeIssues(true, '')).toEqual([MSG.registrationCodeRequired]);
    expect(codeIssues(true, '   ')).toEqual([MSG.registrationCodeRequired]);
    expect(codeIssues(true, 'KUBM-2025')).toEqual([]);
  });

  it("keeps the shared rules of the code's text", () => {
    expect(codeIssues(true, 'a\u0000b')).not.toEqual([]);
    expect(codeIssues(true, 'x'.repeat(101))).not.toEqual([]);
  });

  it('trims the code', () => {
    const parsed = registerFormSchema(true).parse({ ...values, registrationCode: '  KUBM-2025 ' });
    expect(parsed.registrationCode).toBe('KUBM-2025');
  });
});

describe('registrationPayload', () => {
  it('repeats the first pair as ministry and role', () => {
    expect(registrationPayload({ ...values, registrationCode: '' })).toEqual({
      ...values,
      ministry: 'KOIR (MINISTRI)',
      role: 'Setiausaha',
    });
  });

  it('sends the code only when one was typed', () => {
    expect(registrationPayload({ ...values, registrationCode: '' })).not.toHaveProperty('registrationCode');
    expect(registrationPayload(values)).not.toHaveProperty('registrationCode');
    expect(registrationPayload({ ...values, registrationCode: 'KUBM-2025' }).registrationCode).toBe(
      'KUBM-2025',
    );
  });
});
