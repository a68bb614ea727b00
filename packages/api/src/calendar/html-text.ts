// Written by anyone who invites the calendar: every function reads its input in one forward pass.

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

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isHexDigit = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
const isBlank = (c: number) => c === 32 || c === 9 || c === 0xa0;

function runLength(text: string, from: number, test: (c: number) => boolean, max: number): number {
  let end = from;
  while (end < text.length && end - from <= max && test(text.charCodeAt(end))) end++;
  return end - from;
}

function readEntity(text: string, at: number): [string, number] | undefined {
  let i = at + 1;
  if (text.charCodeAt(i) === 35 /* # */) {
    i++;
    const hex = text.charCodeAt(i) === 120 || text.charCodeAt(i) === 88; /* x X */
    if (hex) i++;
    const digits = runLength(text, i, hex ? isHexDigit : isDigit, hex ? 6 : 7);
    if (digits === 0 || digits > (hex ? 6 : 7) || text.charCodeAt(i + digits) !== 59 /* ; */) return;
    const code = Number.parseInt(text.slice(i, i + digits), hex ? 16 : 10);
    const bad = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
    return [bad ? '�' : String.fromCodePoint(code), i + digits + 1];
  }
  const letters = runLength(text, i, isLetter, 8);
  if (letters < 2 || letters > 8 || text.charCodeAt(i + letters) !== 59) return;
  const value = NAMED_ENTITIES[text.slice(i, i + letters).toLowerCase()];
  return value === undefined ? undefined : [value, i + letters + 1];
}

function decodeEntities(text: string): string {
  let amp = text.indexOf('&');
  if (amp < 0) return text;
  let out = '';
  let done = 0;
  while (amp >= 0) {
    const entity = readEntity(text, amp);
    if (entity) {
      out += text.slice(done, amp) + entity[0];
      done = entity[1];
    }
    amp = text.indexOf('&', entity ? done : amp + 1);
  }
  return out + text.slice(done);
}

function hasEntity(text: string): boolean {
  for (let amp = text.indexOf('&'); amp >= 0; ) {
    let i = amp + 1;
    let run: number;
    if (text.charCodeAt(i) === 35 /* # */) {
      i++;
      const hex = text.charCodeAt(i) === 120 || text.charCodeAt(i) === 88;
      if (hex) i++;
      run = runLength(text, i, hex ? isHexDigit : isDigit, Number.POSITIVE_INFINITY);
      if (run > 0 && text.charCodeAt(i + run) === 59) return true;
    } else {
      run = runLength(text, i, isLetter, 8);
      if (run >= 2 && run <= 8 && text.charCodeAt(i + run) === 59) return true;
    }
    amp = text.indexOf('&', i + run);
  }
  return false;
}

// A tag name right after '<' (so 'a < b' or '<3' stay text), up to a '>' with no '<' before it.
function hasTag(text: string): boolean {
  for (let lt = text.indexOf('<'); lt >= 0; ) {
    let i = lt + 1;
    if (text.charCodeAt(i) === 47 /* / */) i++;
    if (!isLetter(text.charCodeAt(i))) {
      lt = text.indexOf('<', lt + 1);
      continue;
    }
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (!(isLetter(c) || isDigit(c) || c === 45)) break;
      i++;
    }
    if (/^\s$/.test(text.charAt(i))) {
      while (i < text.length && text[i] !== '<' && text[i] !== '>') i++;
      if (text[i] === '>') return true;
    } else {
      if (text[i] === '/') i++;
      if (text[i] === '>') return true;
    }
    lt = text.indexOf('<', i);
  }
  return false;
}

export function looksLikeHtml(text: string): boolean {
  return hasTag(text) || hasEntity(text);
}

interface Tag {
  name: string;
  closing: boolean;
  href: string | undefined;
  end: number;
}

const BLOCKS = new Set('p div h1 h2 h3 h4 h5 h6 ul ol tr blockquote pre'.split(' '));

// Finds tags as a browser does; what never ends (a comment, a script) runs to the end and is dropped.
class Scanner {
  private readonly lines: string[] = [];
  private label: string[] | undefined;
  private href: string | undefined;
  // Where a search found no quote left, so none runs to the end twice.
  private readonly quoteGone = new Map<string, number>();

  constructor(private readonly html: string) {}

  run(): string {
    const { html } = this;
    let done = 0;
    for (let lt = html.indexOf('<'); lt >= 0; lt = html.indexOf('<', lt + 1)) {
      if (!this.startsMarkup(lt)) continue;
      if (lt > done) this.text(html.slice(done, lt));
      done = this.markup(lt);
      lt = done - 1;
    }
    if (done < html.length) this.text(html.slice(done));
    this.closeLink();
    return tidy(this.lines.join(''));
  }

  private startsMarkup(lt: number): boolean {
    const next = this.html.charCodeAt(lt + 1);
    if (next === 47 /* / */) return lt + 2 < this.html.length;
    return isLetter(next) || next === 33 /* ! */ || next === 63; /* ? */
  }

  private emit(text: string): void {
    (this.label ?? this.lines).push(text);
  }

  private text(raw: string): void {
    this.emit(decodeEntities(raw.replace(/[\r\n]/g, ' ')));
  }

  private markup(lt: number): number {
    const { html } = this;
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */ && html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 2);
      return close < 0 ? html.length : close + 3;
    }
    if (isLetter(next) || (next === 47 && isLetter(html.charCodeAt(lt + 2)))) {
      const tag = this.readTag(lt);
      if (!tag) return html.length;
      this.apply(tag);
      return tag.name === 'script' || tag.name === 'style' ? this.skipRawText(tag) : tag.end;
    }
    const close = html.indexOf('>', lt + 2);
    return close < 0 ? html.length : close + 1;
  }

  private readTag(lt: number): Tag | undefined {
    const { html } = this;
    const n = html.length;
    let i = lt + 1;
    const closing = html.charCodeAt(i) === 47;
    if (closing) i++;
    const nameStart = i;
    const endsName = (c: number) => isSpace(c) || c === 47 || c === 62;
    while (i < n && !endsName(html.charCodeAt(i))) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    let href: string | undefined;
    for (;;) {
      while (i < n && (isSpace(html.charCodeAt(i)) || html[i] === '/')) i++;
      if (i >= n) return;
      if (html[i] === '>') return { name, closing, href, end: i + 1 };
      const attrStart = i;
      i++; // A name may begin with '='.
      while (i < n && !endsName(html.charCodeAt(i)) && html[i] !== '=') i++;
      const isHref = i - attrStart === 4 && html.slice(attrStart, i).toLowerCase() === 'href';
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      if (html[i] !== '=') continue;
      i++;
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      let value: string;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = this.findQuote(quote, i + 1);
        if (close >= 0) {
          value = html.slice(i + 1, close);
          i = close + 1;
        } else {
          // A quote that never closes is a typo: the tag ends at its first '>'.
          const gt = html.indexOf('>', i + 1);
          if (gt < 0) return;
          if (isHref && href === undefined) href = html.slice(i + 1, gt);
          return { name, closing, href, end: gt + 1 };
        }
      } else {
        const valueStart = i;
        while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
      if (isHref && href === undefined) href = value;
    }
  }

  private findQuote(quote: string, from: number): number {
    if (from >= (this.quoteGone.get(quote) ?? Number.POSITIVE_INFINITY)) return -1;
    const at = this.html.indexOf(quote, from);
    if (at < 0) this.quoteGone.set(quote, from);
    return at;
  }

  private skipRawText(open: Tag): number {
    const { html } = this;
    if (open.closing) return open.end;
    const { name } = open;
    for (let at = html.indexOf('</', open.end); at >= 0; at = html.indexOf('</', at + 2)) {
      const after = html.charCodeAt(at + 2 + name.length);
      if (
        html.slice(at + 2, at + 2 + name.length).toLowerCase() === name &&
        (isSpace(after) || after === 47 || after === 62) /* / > */
      ) {
        return this.readTag(at)?.end ?? html.length;
      }
    }
    return html.length;
  }

  private apply(tag: Tag): void {
    const { name } = tag;
    if (name === 'a') {
      this.closeLink();
      if (!tag.closing) {
        this.label = [];
        this.href = tag.href;
      }
    } else if (name === 'br') {
      this.emit('\n');
    } else if (name === 'li') {
      if (!tag.closing) this.emit('\n• ');
    } else if (BLOCKS.has(name)) {
      this.emit('\n');
    }
  }

  private closeLink(): void {
    const { label: parts, href } = this;
    if (!parts) return;
    this.label = undefined;
    this.href = undefined;
    const raw = parts.join('');
    const label = raw.trim();
    let url = href === undefined ? '' : decodeEntities(href.replace(/[\r\n]/g, ' ')).trim();
    // '<' or '>' in an address is markup a stray quote took in.
    if (url.includes('<') || url.includes('>')) url = '';
    let shown: string;
    if (!/^https?:\/\//i.test(url) || label === url || label === '') shown = label || url;
    else shown = `${label} (${url})`;
    const start = raw.length - raw.trimStart().length;
    const end = Math.max(start, raw.trimEnd().length);
    this.lines.push(raw.slice(0, start) + shown + raw.slice(end));
  }
}

function tidy(text: string): string {
  const out: string[] = [];
  let blank = false;
  for (const raw of text.split('\n')) {
    let line = '';
    let from = 0;
    for (let i = 0; i < raw.length; i++) {
      if (!isBlank(raw.charCodeAt(i))) continue;
      let end = i + 1;
      while (end < raw.length && isBlank(raw.charCodeAt(end))) end++;
      line += `${raw.slice(from, i)} `;
      from = end;
      i = end - 1;
    }
    line = (line + raw.slice(from)).trim();
    if (line === '') {
      blank = out.length > 0;
      continue;
    }
    if (blank) out.push('');
    blank = false;
    out.push(line);
  }
  return out.join('\n');
}

export function htmlToText(html: string): string {
  return new Scanner(html.replace(/\r\n?/g, '\n')).run();
}

export function plainDescription(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = looksLikeHtml(value) ? htmlToText(value) : value.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}
