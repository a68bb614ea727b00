import { loginSchema } from '@kubm/validators';
import { describe, expect, it } from 'vitest';
import { firstErrors } from './use-login-form';

const issuesOf = (values: unknown) => {
  const result = loginSchema.safeParse(values);
  if (result.success) throw new Error('expected the values to be refused');
  return result.error.issues;
};

describe('firstErrors', () => {
  it("gives each field loginSchema's first message, as the other forms show them", () => {
    const errors = firstErrors(issuesOf({ email: 'ana@', password: '', rememberMe: false }));
    expect(errors.email).toBe(issuesOf({ email: 'ana@', password: 'x' })[0]?.message);
    expect(errors.password).toBe('Kata laluan diperlukan');
    expect(errors.rememberMe).toBeUndefined();
  });

  it('keeps the first of several messages for one field and ignores paths outside the form', () => {
    const errors = firstErrors([
      { path: ['password'], message: 'first' },
      { path: ['password'], message: 'second' },
      { path: ['other'], message: 'elsewhere' },
      { path: [], message: 'whole form' },
    ]);
    expect(errors).toEqual({ password: 'first' });
  });
});
