// Login, registration, forgot and reset password; messages compared verbatim (docs/product.md#messages).
import { describe, expect, it } from 'vitest';
import { MINISTRIES, ROLES } from '../constants';
import {
  forgotPasswordSchema,
  loginSchema,
  registerInputSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordInputSchema,
  verifyResetTokenSchema,
} from './auth';
import { messagesAt, parseValid } from './test-helpers';

const EMAIL_MSG = 'Sila masukkan alamat e-mel yang sah';
const PHONE_FORMAT = 'Nombor telefon mesti bermula dengan 0 dan hanya mengandungi nombor';
const PHONE_LENGTH = 'Nombor telefon mesti sepanjang 10-11 digit';

describe('loginSchema', () => {
  const valid = { email: 'ana@contoh.my', password: 'x' };

  it('accepts an e-mail and a one-character password, rememberMe optional', () => {
    expect(parseValid(loginSchema, valid)).toEqual(valid);
    expect(parseValid(loginSchema, { ...valid, rememberMe: true }).rememberMe).toBe(true);
  });

  it.each(['', 'ana', 'ana@', '@contoh.my', 'ana @contoh.my'])('refuses the e-mail %j', (email) => {
    expect(messagesAt(loginSchema, { ...valid, email }, 'email')[0]).toBe(EMAIL_MSG);
  });

  it("refuses a missing or empty password with 'Kata laluan diperlukan'", () => {
    expect(messagesAt(loginSchema, { ...valid, password: '' }, 'password')).toEqual([
      'Kata laluan diperlukan',
    ]);
    expect(messagesAt(loginSchema, { email: valid.email }, 'password')).toEqual(['Kata laluan diperlukan']);
  });

  it('refuses a rememberMe that is not a boolean', () => {
    expect(loginSchema.safeParse({ ...valid, rememberMe: 'yes' }).success).toBe(false);
  });

  it('trims and lower-cases the e-mail so one address is one account', () => {
    expect(parseValid(loginSchema, { ...valid, email: '  Ana.Tan@Contoh.MY ' }).email).toBe(
      'ana.tan@contoh.my',
    );
  });
});

const validRegister = {
  name: 'Maria Anthony',
  email: 'maria@contoh.my',
  phone: '0123456789',
  password: 'rahsia',
  ministryRoles: [{ ministry: 'LITURGI (MINISTRI)', role: 'Member' }],
};

describe('registerSchema', () => {
  it('accepts a complete form', () => {
    expect(parseValid(registerSchema, validRegister)).toEqual(validRegister);
  });

  it('accepts phones of 10 and 11 digits starting with 0', () => {
    for (const phone of ['0123456789', '01123456789']) {
      expect(parseValid(registerSchema, { ...validRegister, phone }).phone).toBe(phone);
    }
  });

  it.each(['1234567890', '60123456789', '+60123456789', '012-3456789', '012 345 6789', '01234S6789', ''])(
    'refuses the phone %j: it must start with 0 and hold only digits',
    (phone) => {
      expect(messagesAt(registerSchema, { ...validRegister, phone }, 'phone')[0]).toBe(PHONE_FORMAT);
    },
  );

  it.each(['012345678', '0123', '012345678901'])('refuses the phone %j: 10 to 11 digits', (phone) => {
    expect(messagesAt(registerSchema, { ...validRegister, phone }, 'phone')).toEqual([PHONE_LENGTH]);
  });

  it('refuses a password under 6 characters and accepts exactly 6', () => {
    expect(messagesAt(registerSchema, { ...validRegister, password: '12345' }, 'password')).toEqual([
      'Kata laluan mesti sekurang-kurangnya 6 aksara',
    ]);
    expect(messagesAt(registerSchema, { ...validRegister, password: '' }, 'password')).toEqual([
      'Kata laluan mesti sekurang-kurangnya 6 aksara',
    ]);
    expect(parseValid(registerSchema, { ...validRegister, password: '123456' }).password).toBe('123456');
  });

  it('refuses an invalid e-mail with the login message', () => {
    expect(messagesAt(registerSchema, { ...validRegister, email: 'maria' }, 'email')[0]).toBe(EMAIL_MSG);
  });

  it('refuses a missing name', () => {
    expect(registerSchema.safeParse({ ...validRegister, name: '   ' }).success).toBe(false);
    const { name: _name, ...withoutName } = validRegister;
    expect(registerSchema.safeParse(withoutName).success).toBe(false);
  });

  it('needs at least one ministry/role pair', () => {
    expect(messagesAt(registerSchema, { ...validRegister, ministryRoles: [] }, 'ministryRoles')).toEqual([
      'Sila pilih sekurang-kurangnya satu ministry dan peranan',
    ]);
    const { ministryRoles: _pairs, ...withoutPairs } = validRegister;
    expect(messagesAt(registerSchema, withoutPairs, 'ministryRoles')).toEqual([
      'Sila pilih sekurang-kurangnya satu ministry dan peranan',
    ]);
  });

  it("a pair without a ministry says 'Ministry diperlukan'", () => {
    // A new pair starts with an empty ministry and role 'Member'.
    const pairs = [validRegister.ministryRoles[0], { ministry: '', role: 'Member' }];
    expect(
      messagesAt(registerSchema, { ...validRegister, ministryRoles: pairs }, 'ministryRoles.1.ministry')[0],
    ).toBe('Ministry diperlukan');
    expect(
      messagesAt(
        registerSchema,
        { ...validRegister, ministryRoles: [{ role: 'Member' }] },
        'ministryRoles.0.ministry',
      ),
    ).toEqual(['Ministry diperlukan']);
  });

  it("a pair without a role says 'Peranan diperlukan'", () => {
    const pairs = [{ ministry: 'KOIR (MINISTRI)', role: '' }];
    expect(
      messagesAt(registerSchema, { ...validRegister, ministryRoles: pairs }, 'ministryRoles.0.role')[0],
    ).toBe('Peranan diperlukan');
    expect(
      messagesAt(
        registerSchema,
        { ...validRegister, ministryRoles: [{ ministry: 'KOIR (MINISTRI)' }] },
        'ministryRoles.0.role',
      ),
    ).toEqual(['Peranan diperlukan']);
  });

  it('a pair must use the fixed ministry and role lists', () => {
    expect(
      registerSchema.safeParse({ ...validRegister, ministryRoles: [{ ministry: 'KOIR', role: 'Member' }] })
        .success,
    ).toBe(false);
    expect(
      registerSchema.safeParse({
        ...validRegister,
        ministryRoles: [{ ministry: 'KOIR (MINISTRI)', role: 'Raja' }],
      }).success,
    ).toBe(false);
  });

  it('accepts every ministry and every role of the lists in a pair', () => {
    const pairs = MINISTRIES.map((ministry, i) => ({ ministry, role: ROLES[i % ROLES.length] }));
    expect(parseValid(registerSchema, { ...validRegister, ministryRoles: pairs }).ministryRoles).toHaveLength(
      18,
    );
  });
});

describe('registerInputSchema (the registration payload)', () => {
  it('accepts the form plus the first pair repeated as ministry and role', () => {
    const payload = { ...validRegister, ministry: 'LITURGI (MINISTRI)', role: 'Member' };
    expect(parseValid(registerInputSchema, payload)).toEqual(payload);
  });

  it('keeps every form rule', () => {
    expect(messagesAt(registerInputSchema, { ...validRegister, phone: '0123' }, 'phone')).toEqual([
      PHONE_LENGTH,
    ]);
    expect(messagesAt(registerInputSchema, { ...validRegister, ministryRoles: [] }, 'ministryRoles')).toEqual(
      ['Sila pilih sekurang-kurangnya satu ministry dan peranan'],
    );
  });

  it('refuses single ministry and role values outside the lists', () => {
    expect(registerInputSchema.safeParse({ ...validRegister, ministry: 'Bogus' }).success).toBe(false);
    expect(registerInputSchema.safeParse({ ...validRegister, role: 'Bogus' }).success).toBe(false);
  });
});

describe('forgotPasswordSchema', () => {
  it('accepts a valid e-mail and refuses anything else with the e-mail message', () => {
    expect(parseValid(forgotPasswordSchema, { email: 'ana@contoh.my' })).toEqual({ email: 'ana@contoh.my' });
    expect(messagesAt(forgotPasswordSchema, { email: 'not-an-email' }, 'email')[0]).toBe(EMAIL_MSG);
    expect(messagesAt(forgotPasswordSchema, {}, 'email')[0]).toBe(EMAIL_MSG);
  });
});

describe('resetPasswordFormSchema', () => {
  it('accepts 8 and 100 characters when the confirmation matches', () => {
    for (const password of ['a'.repeat(8), 'a'.repeat(100)]) {
      expect(parseValid(resetPasswordFormSchema, { password, confirmPassword: password }).password).toBe(
        password,
      );
    }
  });

  it('refuses under 8 characters', () => {
    const password = 'a'.repeat(7);
    expect(messagesAt(resetPasswordFormSchema, { password, confirmPassword: password }, 'password')).toEqual([
      'Kata laluan mesti sekurang-kurangnya 8 aksara',
    ]);
  });

  it('refuses over 100 characters', () => {
    const password = 'a'.repeat(101);
    expect(messagesAt(resetPasswordFormSchema, { password, confirmPassword: password }, 'password')).toEqual([
      'Kata laluan terlalu panjang',
    ]);
  });

  it('reports a mismatch on the confirmation field', () => {
    const result = resetPasswordFormSchema.safeParse({
      password: 'kataLaluan1',
      confirmPassword: 'kataLaluan2',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPassword', 'Kata laluan dan pengesahan kata laluan tidak sama'],
    ]);
  });
});

describe('resetPasswordInputSchema (the reset payload)', () => {
  const valid = { token: 'a1b2c3d4e5f6', email: 'ana@contoh.my', password: 'kataLaluan1' };

  it('accepts token, email and an 8–100 character password', () => {
    expect(parseValid(resetPasswordInputSchema, valid)).toEqual(valid);
  });

  it('applies the reset password lengths', () => {
    expect(messagesAt(resetPasswordInputSchema, { ...valid, password: 'pendek' }, 'password')).toEqual([
      'Kata laluan mesti sekurang-kurangnya 8 aksara',
    ]);
    expect(messagesAt(resetPasswordInputSchema, { ...valid, password: 'p'.repeat(101) }, 'password')).toEqual(
      ['Kata laluan terlalu panjang'],
    );
  });

  it('needs a token and a valid e-mail', () => {
    expect(messagesAt(resetPasswordInputSchema, { ...valid, token: '' }, 'token')).toEqual([
      'Token reset kata laluan tidak sah',
    ]);
    const { token: _token, ...withoutToken } = valid;
    expect(messagesAt(resetPasswordInputSchema, withoutToken, 'token')).toEqual([
      'Token reset kata laluan tidak sah',
    ]);
    expect(messagesAt(resetPasswordInputSchema, { ...valid, email: 'x' }, 'email')[0]).toBe(EMAIL_MSG);
  });

  it('verifyResetTokenSchema needs the same token and e-mail', () => {
    expect(parseValid(verifyResetTokenSchema, { token: valid.token, email: valid.email })).toEqual({
      token: valid.token,
      email: valid.email,
    });
    expect(verifyResetTokenSchema.safeParse({ token: '', email: valid.email }).success).toBe(false);
    expect(verifyResetTokenSchema.safeParse({ token: valid.token, email: '' }).success).toBe(false);
  });
});
