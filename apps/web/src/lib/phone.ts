/** Null refuses the change; a value is empty or starts with 0, and pasted spaces and dashes are dropped. */
export function acceptPhoneInput(next: string): string | null {
  const digits = next.replace(/\D/g, '');
  if (digits !== '' && !digits.startsWith('0')) return null;
  return digits;
}

function compact(raw: string): string {
  return raw.trim().replace(/[\s\-.()]/g, '');
}

function malaysianNumber(raw: string): string | null {
  const value = compact(raw);
  const national = /^(?:\+?60|0)(\d{8,10})$/.exec(value)?.[1];
  return national && !national.startsWith('0') ? national : null;
}

/** +60… so it dials from abroad too. */
export function dialNumber(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const national = malaysianNumber(raw);
  if (national) return `+60${national}`;
  const value = compact(raw);
  return /^\+?\d{6,15}$/.test(value) ? value : null;
}

/** A Malaysian mobile only (01x and 7-8 digits; 015 is fixed-line VoIP). */
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
