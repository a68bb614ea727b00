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

/** Spaces, dashes, dots and brackets people type inside a number ('012-345 6789', '(03) 1234.5678'). */
function compact(raw: string): string {
  return raw.trim().replace(/[\s\-.()]/g, '');
}

/**
 * The national significant number of a Malaysian phone (no 0, no 60): '012-345 6789', '+60 12-345 6789'
 * and '60123456789' all give '123456789'. Null for anything else (another country, letters, empty).
 */
function malaysianNumber(raw: string): string | null {
  const value = compact(raw);
  const national = /^(?:\+?60|0)(\d{8,10})$/.exec(value)?.[1];
  return national && !national.startsWith('0') ? national : null;
}

/**
 * What a `tel:` link dials: a Malaysian number in international form ('+60123456789'), so it works from a
 * phone roaming abroad too; another number as typed without its spaces; null when there is no number.
 */
export function dialNumber(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const national = malaysianNumber(raw);
  if (national) return `+60${national}`;
  const value = compact(raw);
  return /^\+?\d{6,15}$/.test(value) ? value : null;
}

/**
 * The number WhatsApp knows a Malaysian mobile by ('60123456789'): 01x then 7 or 8 digits, except 015
 * (fixed-line internet telephony). Landlines and foreign numbers get none, so no link that cannot work.
 */
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
