// Event descriptions as plain text. Google Calendar stores what its editor writes as HTML (<br>, <b>,
// <a href>, lists) and sends it so in the API and often in .ics feeds; the screens show text only, never
// markup, so every tag is dropped here and entities decoded. Not a sanitiser: nothing here is ever
// rendered as HTML.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      // A NUL or a lone surrogate has no place in text a person reads.
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '�';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Markup a description may carry: a tag name right after '<' (so 'a < b' or '<3' stay text). */
const TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

export function looksLikeHtml(text: string): boolean {
  return TAG.test(text) || /&(?:#[0-9]+|#x[0-9a-f]+|[a-z]{2,8});/i.test(text);
}

/** HTML to plain text: line breaks where the markup breaks lines, links kept as their address. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/\r\n?/g, '\n')
    // Source newlines are not line breaks in HTML; <br> and block ends are.
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|tr|blockquote|pre)\s*>/gi, '\n')
    .replace(/<(p|div|h[1-6]|ul|ol|tr|blockquote|pre)\b[^>]*>/gi, '\n')
    // A link whose text is not its address keeps the address, which the plain text would lose.
    .replace(
      /<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi,
      (_m, _q, href: string, inner: string) => {
        const label = inner.replace(/<[^>]*>/g, '').trim();
        const url = decodeEntities(href).trim();
        if (!/^https?:\/\//i.test(url) || decodeEntities(label) === url || label === '') return label || url;
        return `${label} (${url})`;
      },
    )
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A feed's description as plain text: HTML made text, plain text kept as written (trimmed). */
export function plainDescription(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = looksLikeHtml(value) ? htmlToText(value) : value.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}
