// The link form: title ≥ 3, an http(s) URL only, a category from the nine.
import { describe, expect, it } from 'vitest';
import { LINK_CATEGORIES } from '../constants';
import { isHttpUrl, linkSchema } from './link';
import { messagesAt, parseValid } from './test-helpers';

const valid = {
  title: 'Laman Vatican',
  url: 'https://www.vatican.va/content/vatican/en.html',
  description: 'Dokumen rasmi Gereja',
  category: 'Bahan Liturgi',
};

describe('linkSchema', () => {
  it('accepts a complete link, and one without a description', () => {
    expect(parseValid(linkSchema, valid)).toEqual(valid);
    const { description: _d, ...withoutDescription } = valid;
    expect(parseValid(linkSchema, withoutDescription)).toEqual(withoutDescription);
  });

  it('accepts each of the 9 categories', () => {
    for (const category of LINK_CATEGORIES) {
      expect(parseValid(linkSchema, { ...valid, category }).category).toBe(category);
    }
  });

  it.each(['', 'Kategori Lain', 'lain-lain', 'Zoom'])(
    'refuses the category %j with "Pilih kategori"',
    (category) => {
      expect(messagesAt(linkSchema, { ...valid, category }, 'category')).toEqual(['Pilih kategori']);
    },
  );

  it('refuses a missing category with "Pilih kategori"', () => {
    const { category: _c, ...withoutCategory } = valid;
    expect(messagesAt(linkSchema, withoutCategory, 'category')).toEqual(['Pilih kategori']);
  });

  it('needs a title of at least 3 characters', () => {
    for (const title of ['', 'ab', '  ab  ']) {
      expect(messagesAt(linkSchema, { ...valid, title }, 'title')).toEqual([
        'Judul mesti sekurang-kurangnya 3 karakter',
      ]);
    }
    expect(parseValid(linkSchema, { ...valid, title: 'Doa' }).title).toBe('Doa');
  });

  it.each([
    'http://www.cbcmsb.org/',
    'https://zoom.us/j/81234567890?pwd=abc',
    'https://drive.google.com/drive/folders/1AbC',
    'HTTPS://WWW.VATICAN.VA/',
  ])('accepts the web address %s', (url) => {
    expect(parseValid(linkSchema, { ...valid, url }).url).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'ftp://ftp.example.com/fail.txt',
    'file:///etc/passwd',
    'mailto:ketua@contoh.my',
    'vatican.va',
    'not a url',
    'http://',
    '',
  ])("refuses %j with 'URL tidak sah'", (url) => {
    expect(messagesAt(linkSchema, { ...valid, url }, 'url')).toEqual(['URL tidak sah']);
  });

  it('refuses a missing url', () => {
    const { url: _u, ...withoutUrl } = valid;
    expect(messagesAt(linkSchema, withoutUrl, 'url')).toEqual(['URL tidak sah']);
  });

  it('does not accept createdById from the form (it is not sent)', () => {
    const parsed = parseValid(linkSchema, { ...valid, createdById: 1 });
    expect('createdById' in parsed).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it('is true for http and https only', () => {
    expect(isHttpUrl('http://a.my')).toBe(true);
    expect(isHttpUrl('https://a.my/x?y=1#z')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:,hello')).toBe(false);
    expect(isHttpUrl('ftp://a.my')).toBe(false);
  });
});
