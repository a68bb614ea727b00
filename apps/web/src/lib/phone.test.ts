import { describe, expect, it } from 'vitest';
import { acceptPhoneInput } from './phone';

describe('acceptPhoneInput', () => {
  it('keeps digits that start with 0', () => {
    expect(acceptPhoneInput('0')).toBe('0');
    expect(acceptPhoneInput('0123456789')).toBe('0123456789');
  });

  it('allows the field to be emptied', () => {
    expect(acceptPhoneInput('')).toBe('');
  });

  it('drops anything that is not a digit', () => {
    expect(acceptPhoneInput('012a')).toBe('012');
    expect(acceptPhoneInput('012-345 6789')).toBe('0123456789');
    expect(acceptPhoneInput('abc')).toBe('');
  });

  it('refuses a value that would not start with 0', () => {
    expect(acceptPhoneInput('1')).toBeNull();
    expect(acceptPhoneInput('+60123456789')).toBeNull();
    expect(acceptPhoneInput('123')).toBeNull();
  });
});
