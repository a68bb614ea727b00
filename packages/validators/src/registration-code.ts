import { z } from 'zod';
import { LIMITS } from './constants';
import { MSG } from './messages';
import { textField } from './schemas/fields';

/** No I, L, O, 0 or 1: read aloud or copied from a phone screen, no character passes for another. */
export const REGISTRATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 31^8 ≈ 8.5 × 10^11 codes: against 10 tries an hour per address, out of reach of guessing. */
export const REGISTRATION_CODE_LENGTH = 8;
export const TYPED_CODE_MIN = 6;
export const TYPED_CODE_MAX = 32;

export function newRegistrationCode(): string {
  const alphabet = REGISTRATION_CODE_ALPHABET;
  // The largest multiple of the alphabet's size below 256: bytes at or above it are drawn again.
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < REGISTRATION_CODE_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    for (const byte of bytes) {
      if (byte < limit && code.length < REGISTRATION_CODE_LENGTH) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

export function normaliseRegistrationCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

export const registrationCodeChangeSchema = z.object({
  code: textField(MSG.registrationCodeFormat)
    .max(LIMITS.registrationCodeMax, MSG.registrationCodeFormat)
    .transform(normaliseRegistrationCode)
    .pipe(
      z
        .string()
        .min(TYPED_CODE_MIN, MSG.registrationCodeFormat)
        .max(TYPED_CODE_MAX, MSG.registrationCodeFormat)
        .regex(/^[A-Z0-9]+$/, MSG.registrationCodeFormat),
    )
    .optional(),
});
export type RegistrationCodeChange = z.infer<typeof registrationCodeChangeSchema>;
