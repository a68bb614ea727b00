import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, toCsv, UTF8_BOM } from './csv';

describe('neutraliseFormula', () => {
  it.each(['=SUM(A1)', '+60123', '-1', '@cmd', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it.each(['Siti Nur Aisyah', '0123456789', "'quoted", ' =space first', ''])('leaves %j alone', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});

describe('csvField', () => {
  it('quotes only when needed, doubling quotes (RFC 4180)', () => {
    expect(csvField('Ahmad')).toBe('Ahmad');
    expect(csvField('Tan, Mei Ling')).toBe('"Tan, Mei Ling"');
    expect(csvField('Joseph "Joe" Raj')).toBe('"Joseph ""Joe"" Raj"');
    expect(csvField('dua\nbaris')).toBe('"dua\nbaris"');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });

  it('neutralises a formula before quoting it', () => {
    expect(csvField('=HYPERLINK("http://x","klik")')).toBe('"\'=HYPERLINK(""http://x"",""klik"")"');
  });
});

describe('toCsv', () => {
  it('starts with the BOM and ends every record, the last too, with CRLF', () => {
    const csv = toCsv(['name', 'phone'], [['Nur Aisyah binti Ahmad', '0123456789']]);
    expect(csv).toBe(`${UTF8_BOM}name,phone\r\nNur Aisyah binti Ahmad,0123456789\r\n`);
  });

  it('writes a header alone when there are no rows', () => {
    expect(toCsv(['a', 'b'], [])).toBe(`${UTF8_BOM}a,b\r\n`);
  });
});
