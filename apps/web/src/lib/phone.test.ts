import { describe, expect, it } from 'vitest';
import { acceptPhoneInput, dialNumber, telHref, whatsAppHref, whatsAppNumber } from './phone';

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

describe('dialNumber and telHref', () => {
  it('writes a Malaysian number in international form, whatever the spacing', () => {
    expect(dialNumber('012-345 6789')).toBe('+60123456789');
    expect(dialNumber('0123456789')).toBe('+60123456789');
    expect(dialNumber('+60 12-345 6789')).toBe('+60123456789');
    expect(dialNumber('60123456789')).toBe('+60123456789');
    expect(dialNumber('(03) 2123.4567')).toBe('+60321234567');
    expect(telHref('011-2345 6789')).toBe('tel:+601123456789');
  });

  it('keeps another country’s number as typed, without spaces', () => {
    expect(dialNumber('+65 6123 4567')).toBe('+6561234567');
  });

  it('gives nothing for no number or for text', () => {
    expect(dialNumber('')).toBeNull();
    expect(dialNumber(null)).toBeNull();
    expect(dialNumber(undefined)).toBeNull();
    expect(dialNumber('tiada')).toBeNull();
    expect(telHref('  ')).toBeNull();
  });
});

describe('whatsAppNumber and whatsAppHref', () => {
  it('turns 01x… into 601x…', () => {
    expect(whatsAppNumber('0123456789')).toBe('60123456789');
    expect(whatsAppNumber('012-345 6789')).toBe('60123456789');
    expect(whatsAppNumber('01123456789')).toBe('601123456789');
    expect(whatsAppNumber('0198765432')).toBe('60198765432');
    expect(whatsAppHref('017 222 3344')).toBe('https://wa.me/60172223344');
  });

  it('keeps a number already written +60… or 60…', () => {
    expect(whatsAppNumber('+60123456789')).toBe('60123456789');
    expect(whatsAppNumber('+60 11-2345 6789')).toBe('601123456789');
    expect(whatsAppNumber('60123456789')).toBe('60123456789');
  });

  it('gives no WhatsApp link for a number that is not a Malaysian mobile', () => {
    // Landlines (Kuala Lumpur, Penang), 015 internet telephony, a Singapore number, too short or too long.
    for (const phone of [
      '0321234567',
      '04-226 1234',
      '0154567890',
      '+6591234567',
      '012345',
      '012345678901',
    ]) {
      expect(whatsAppNumber(phone), phone).toBeNull();
      expect(whatsAppHref(phone), phone).toBeNull();
    }
    expect(whatsAppHref('')).toBeNull();
    expect(whatsAppHref(null)).toBeNull();
  });
});
