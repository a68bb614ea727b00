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

describe('descriptions as plain text: markup as browsers read it', () => {
  it('keeps a link address when the link is unquoted, unclosed or has a quote that never closes', () => {
    expect(htmlToText('<a href=https://contoh.my>Peta</a>')).toBe('Peta (https://contoh.my)');
    expect(htmlToText('Lihat <a href="https://contoh.my">peta')).toBe('Lihat peta (https://contoh.my)');
    expect(htmlToText('<a href="https://contoh.my>Klik</a> teks')).toBe('Klik (https://contoh.my) teks');
    expect(htmlToText('<a href="https://contoh.my">Satu </a>dua')).toBe('Satu (https://contoh.my) dua');
    expect(htmlToText("<a href='https://contoh.my/?a=1&amp;b=2'>Borang</a>")).toBe(
      'Borang (https://contoh.my/?a=1&b=2)',
    );
  });

  it('reads quoted attribute values whole and drops what never ends', () => {
    expect(htmlToText('<p title="a>b">x</p>y')).toBe('x\ny');
    expect(htmlToText('Mula <a href="x')).toBe('Mula');
    expect(htmlToText('Mula <!-- komen')).toBe('Mula');
    expect(htmlToText('Mula <script>alert(1)')).toBe('Mula');
    expect(htmlToText('<SCRIPT>x</SCRIPT >y<style>b{}</style >z')).toBe('yz');
    expect(htmlToText('<br class="x">a</br>b')).toBe('a\nb');
    expect(htmlToText('Kata <3 dan a < b > c<br>')).toBe('Kata <3 dan a < b > c');
  });
});

/** Hostile descriptions of at least `size` chars, each with what a reader should see of it. */
function hostile(size: number): [string, string][] {
  const times = (unit: string) => Math.ceil(size / unit.length);
  const link = '<a href="https://contoh.my/daftar">Daftar ';
  return [
    // The shape that made the old anchor regex cubic: a tag that never ends is dropped to the end.
    [`Mula ${'<a href="'.repeat(times('<a href="'))} akhir`, 'Mula'],
    [`Mula ${'<a href="'.repeat(times('<a href="'))}">Akhir`, 'Mula Akhir'],
    // Links never closed: each ends where the next begins, as in a browser, and keeps its address.
    [link.repeat(times(link)), Array(times(link)).fill('Daftar (https://contoh.my/daftar)').join(' ')],
    ['<'.repeat(size), '<'.repeat(size)],
    [`${'<'.repeat(size)}<b>x</b>`, `${'<'.repeat(size)}x`],
    [`Mula ${'<a'.repeat(times('<a'))}`, 'Mula'],
    // Quotes inside quotes: a double quote that never closes holds single quotes, then one never ends.
    [`<b title="${"x='y ".repeat(times("x='y "))}>Teks`, 'Teks'],
    [`Mula <b t="${`'"`.repeat(times(`'"`))}`, 'Mula'],
    ['&#'.repeat(times('&#')), '&#'.repeat(times('&#'))],
    [`<b>${'&#1'.repeat(times('&#1'))}</b>`, '&#1'.repeat(times('&#1'))],
    [`<b>&#${'9'.repeat(size)};</b>`, `&#${'9'.repeat(size)};`],
    [`Mula ${'<!--'.repeat(times('<!--'))}`, 'Mula'],
    [`${'<!--'.repeat(times('<!--'))}-->Akhir`, 'Akhir'],
    [`Mula ${'<script>'.repeat(times('<script>'))}`, 'Mula'],
    [`<b>a</b>${' \t\n'.repeat(times(' \t\n'))}b`, 'a b'],
  ];
}

describe('hostile descriptions', () => {
  it('reads 100 KB and more of hostile markup as a reader would', () => {
    for (const [html, text] of hostile(100_000)) {
      expect(html.length).toBeGreaterThanOrEqual(100_000);
      expect(htmlToText(html)).toBe(text);
    }
  });

  it('takes time linear in the length of the text', () => {
    // This process's CPU time, not the clock: other work on a busy machine does not add to it.
    const run = (inputs: [string, string][]) => {
      const start = process.cpuUsage();
      for (const [html] of inputs) {
        looksLikeHtml(html);
        htmlToText(html);
      }
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    const small = hostile(50_000);
    const large = hostile(800_000);
    run(small);
    run(large);
    // The least of a few runs, interleaved, so a stray pause (a collection) counts for neither.
    let smallTime = Number.POSITIVE_INFINITY;
    let largeTime = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      smallTime = Math.min(smallTime, run(small));
      largeTime = Math.min(largeTime, run(large));
    }
    // About 0.2 s of CPU; the old regex's cubic cost would take hours.
    expect(largeTime).toBeLessThan(10_000);
    // 16× the text: linear makes it about 16×, quadratic 256×, the old regex's cubic 4096×.
    expect(largeTime).toBeLessThan(64 * smallTime);
  });

  it('never throws on random tag fragments and leaves no tag of the markup in the text', () => {
    const fragments = [
      '<a href="https://contoh.my/x">',
      '<a href="',
      "<a href='",
      '<a href=',
      '</a>',
      '<b>',
      '</b>',
      '<br>',
      '<br/>',
      '<p>',
      '</p>',
      '<div class="x">',
      '<li>',
      '<ul>',
      '<script>',
      '</script>',
      '<style>',
      '</style>',
      '<!--',
      '-->',
      '<!DOCTYPE html>',
      '</',
      '<3',
      '< ',
      '>',
      '"',
      "'",
      '=',
      '&amp;',
      '&#',
      '&#0;',
      '&#x',
      '&nbsp;',
      'teks',
      ' ',
      '\n',
      '\r\n',
      '\t',
    ];
    // A fixed seed: a failure is the same failure on the next run.
    let seed = 19;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let round = 0; round < 200; round++) {
      const length = Math.floor(random() * 50_000);
      const parts: string[] = [];
      for (let size = 0; size < length; ) {
        const part = fragments[Math.floor(random() * fragments.length)] ?? '';
        parts.push(part);
        size += part.length;
      }
      const html = parts.join('');
      const text = htmlToText(html);
      // '</' ends the text only when the last fragment is '</', which a browser shows as text too.
      expect(text.replace(/<\/$/, '')).not.toMatch(/<[a-z!?/]/i);
      expect(plainDescription(html) ?? '').not.toBeUndefined();
    }
  });
});
