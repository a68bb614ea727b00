const VCARD_EOL = '\r\n';

export const VCARD_MAX_LINE_OCTETS = 75;

export interface VCardContact {
  name: string;
  email: string;
  phone: string;
  organisation: string;
  title: string;
}

// Some importers end a line at any of these, so a raw one in a name could inject a line ('EMAIL:…').
const LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;

export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(',', '\\,')
    .replaceAll(';', '\\;')
    .replace(LINE_BREAKS, '\\n');
}

// Splits only between characters, so every physical line is valid UTF-8 on its own.
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
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

// N holds the whole name as the given name: Malaysian names do not split reliably.
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

export function toVCards(contacts: readonly VCardContact[]): string {
  return contacts.map(toVCard).join('');
}
