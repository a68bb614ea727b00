// vCard 3.0 (RFC 2426) writing: escaping, line folding, one card per contact.

/** RFC 2426 §2.4.2 / RFC 2425 §5.8.1: lines end with CRLF. */
const VCARD_EOL = '\r\n';

/** RFC 2425 §5.8.1: a line SHOULD NOT be longer than 75 octets; longer ones are folded. */
export const VCARD_MAX_LINE_OCTETS = 75;

export interface VCardContact {
  name: string;
  email: string;
  phone: string;
  /** Put in ORG: the member's ministry or BEC. */
  organisation: string;
  /** Put in TITLE: the member's role. */
  title: string;
}

/**
 * Every line break a reader may act on: CR LF, CR, LF, and Unicode's other mandatory breaks (VT, FF, NEL
 * U+0085, LINE SEPARATOR U+2028, PARAGRAPH SEPARATOR U+2029). Some importers end a content line at any of
 * them, so one left raw in a name would start a line of the member's choosing ('EMAIL:…' in another card).
 */
const LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;

/** RFC 2426 §4 text values: backslash, comma and semicolon escaped, every line break written as `\n`. */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(',', '\\,')
    .replaceAll(';', '\\;')
    .replace(LINE_BREAKS, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets of UTF-8, each continuation starting with one
 * space (which the reader removes). Splits only between characters, never inside a multi-byte one, so
 * every physical line is valid UTF-8 on its own.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines carry the leading space inside their 75 octets.
    const limit = out.length === 0 ? VCARD_MAX_LINE_OCTETS : VCARD_MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${VCARD_EOL} `);
}

/** One card. N holds the whole name as the given name: Malaysian names do not split reliably. */
export function toVCard(contact: VCardContact): string {
  const name = escapeText(contact.name);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${name}`,
    `N:;${name};;;`,
    ...(contact.email ? [`EMAIL;TYPE=INTERNET:${escapeText(contact.email)}`] : []),
    ...(contact.phone ? [`TEL;TYPE=CELL:${escapeText(contact.phone)}`] : []),
    ...(contact.organisation ? [`ORG:${escapeText(contact.organisation)}`] : []),
    ...(contact.title ? [`TITLE:${escapeText(contact.title)}`] : []),
    'END:VCARD',
  ];
  return lines.map((line) => foldLine(line) + VCARD_EOL).join('');
}

/** A file of cards, one after another. */
export function toVCards(contacts: readonly VCardContact[]): string {
  return contacts.map(toVCard).join('');
}
