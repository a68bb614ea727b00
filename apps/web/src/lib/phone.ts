/**
 * The phone field's filter: only digits, and a value is either empty or starts with 0.
 * Given what the field would hold after a keystroke or paste, returns the value to keep, or null to
 * refuse the change. Spaces and dashes in a pasted number are dropped ('012-345 6789' → '0123456789').
 */
export function acceptPhoneInput(next: string): string | null {
  const digits = next.replace(/\D/g, '');
  if (digits !== '' && !digits.startsWith('0')) return null;
  return digits;
}

/** Spaces, dashes, dots and brackets people type inside a number ('012-345 6789', '(03) 1234.5678'). */
function compact(raw: string): string {
  return raw.trim().replace(/[\s\-.()]/g, '');
}

/** A Malaysian number without 0 or 60 ('+60 12-345 6789' → '123456789'); null for any other. */
function malaysianNumber(raw: string): string | null {
  const value = compact(raw);
  const national = /^(?:\+?60|0)(\d{8,10})$/.exec(value)?.[1];
  return national && !national.startsWith('0') ? national : null;
}

/** A Malaysian number as +60…, so it dials from abroad too; another as typed, without spaces. */
export function dialNumber(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const national = malaysianNumber(raw);
  if (national) return `+60${national}`;
  const value = compact(raw);
  return /^\+?\d{6,15}$/.test(value) ? value : null;
}

/** WhatsApp's '601…' for a Malaysian mobile only (01x and 7-8 digits; 015 is fixed-line VoIP). */
export function whatsAppNumber(raw: string | null | undefined): string | null {
  const national = raw ? malaysianNumber(raw) : null;
  return national && /^1[0-46-9]\d{7,8}$/.test(national) ? `60${national}` : null;
}

export function telHref(raw: string | null | undefined): string | null {
  const number = dialNumber(raw);
  return number ? `tel:${number}` : null;
}

export function whatsAppHref(raw: string | null | undefined): string | null {
  const number = whatsAppNumber(raw);
  return number ? `https://wa.me/${number}` : null;
}
