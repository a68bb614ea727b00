import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, toVCard, toVCards, VCARD_MAX_LINE_OCTETS } from './vcard';

const octets = (s: string) => new TextEncoder().encode(s).length;
const unfold = (s: string) => s.replaceAll('\r\n ', '');

describe('escapeText', () => {
  it('escapes backslash, comma, semicolon and line breaks (RFC 2426)', () => {
    expect(escapeText('a\\b')).toBe('a\\\\b');
    expect(escapeText('Tan, Mei Ling')).toBe('Tan\\, Mei Ling');
    expect(escapeText('A; B')).toBe('A\\; B');
    expect(escapeText('satu\r\ndua\ntiga\rempat')).toBe('satu\\ndua\\ntiga\\nempat');
  });

  it("writes Unicode's other line breaks (U+2028, U+2029, U+0085, VT, FF) as \\n too", () => {
    expect(escapeText('Ana\u2028EMAIL:x@jahat.my')).toBe('Ana\\nEMAIL:x@jahat.my');
    expect(escapeText('a\u2029b\u0085c\vd\fe')).toBe('a\\nb\\nc\\nd\\ne');
    const card = toVCard({
      name: 'Ana\u2028END:VCARD\u2029BEGIN:VCARD\u0085FN:Palsu',
      email: 'ana@contoh.my',
      phone: '0123456789',
      organisation: 'KOIR (MINISTRI)',
      title: 'Member\u2028TEL:0999',
    });
    for (const breaker of ['\u2028', '\u2029', '\u0085', '\v', '\f']) expect(card).not.toContain(breaker);
    // Read as a lenient importer reads it, breaking lines at any of them: still one card, one TEL.
    const lines = card.split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/);
    expect(lines.filter((line) => line.startsWith('BEGIN:'))).toEqual(['BEGIN:VCARD']);
    expect(lines.filter((line) => line.startsWith('END:'))).toEqual(['END:VCARD']);
    expect(lines.filter((line) => line.startsWith('TEL'))).toEqual(['TEL;TYPE=CELL:0123456789']);
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(VCARD_MAX_LINE_OCTETS);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into lines of at most 75 octets that unfold to the original', () => {
    const line = `FN:${'Ng'.repeat(100)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(VCARD_MAX_LINE_OCTETS);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `FN:${'é'.repeat(60)}${'😀'.repeat(10)}`;
    const physical = foldLine(line).split('\r\n');
    for (const part of physical) {
      expect(octets(part)).toBeLessThanOrEqual(VCARD_MAX_LINE_OCTETS);
      expect(part).not.toContain('\uFFFD');
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
    }
    expect(unfold(physical.join('\r\n'))).toBe(line);
  });
});

describe('toVCard', () => {
  it('writes a 3.0 card with CRLF line endings', () => {
    const card = toVCard({
      name: 'Tan, Mei Ling',
      email: 'mei@contoh.my',
      phone: '0123456789',
      organisation: 'LITURGI (MINISTRI)',
      title: 'Ketua Ministri',
    });
    expect(card).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'FN:Tan\\, Mei Ling',
        'N:;Tan\\, Mei Ling;;;',
        'EMAIL;TYPE=INTERNET:mei@contoh.my',
        'TEL;TYPE=CELL:0123456789',
        'ORG:LITURGI (MINISTRI)',
        'TITLE:Ketua Ministri',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it('leaves out empty properties and puts cards one after another', () => {
    const one = { name: 'A', email: '', phone: '', organisation: '', title: '' };
    expect(toVCards([one, one])).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nN:;A;;;\r\nEND:VCARD\r\n'.repeat(2),
    );
  });
});
