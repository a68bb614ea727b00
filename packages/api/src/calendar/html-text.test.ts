import { describe, expect, it } from 'vitest';
import { htmlToText, looksLikeHtml, plainDescription } from './html-text';

describe('descriptions as plain text', () => {
  it("turns Google's editor HTML into lines of text", () => {
    const html =
      'Sila bawa <b>Alkitab</b> &amp; pen.<br>Jumpa di <a href="https://example.org/peta">peta</a><br><br><br>' +
      '<ul><li>Satu</li><li>Dua</li></ul><p>Akhir&nbsp;kata &lt;3</p>';
    expect(htmlToText(html)).toBe(
      'Sila bawa Alkitab & pen.\nJumpa di peta (https://example.org/peta)\n\n• Satu\n• Dua\n\nAkhir kata <3',
    );
  });

  it('keeps a link whose text is its address once', () => {
    expect(htmlToText('<a href="https://zoom.us/j/1">https://zoom.us/j/1</a>')).toBe('https://zoom.us/j/1');
  });

  it('drops scripts, styles and comments, and decodes numeric entities', () => {
    expect(htmlToText('<script>alert(1)</script><style>b{}</style><!-- x -->Caf&#233; &#x2014; ok')).toBe(
      'Café — ok',
    );
    expect(htmlToText('bad &#0; &#xD800;')).toBe('bad � �');
  });

  it('leaves plain text as written', () => {
    expect(looksLikeHtml('a < b and b > c')).toBe(false);
    expect(plainDescription('  Baris 1\r\nBaris 2 (a < b)  ')).toBe('Baris 1\nBaris 2 (a < b)');
    expect(plainDescription('')).toBeNull();
    expect(plainDescription(undefined)).toBeNull();
    expect(plainDescription('<br>')).toBeNull();
  });
});
