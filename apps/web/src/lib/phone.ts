/**
 * The phone field's filter (spec §5): only digits, and a value is either empty or starts with 0.
 * Given what the field would hold after a keystroke or paste, returns the value to keep, or null to
 * refuse the change. Spaces and dashes in a pasted number are dropped ('012-345 6789' → '0123456789').
 */
export function acceptPhoneInput(next: string): string | null {
  const digits = next.replace(/\D/g, '');
  if (digits !== '' && !digits.startsWith('0')) return null;
  return digits;
}
