// Accept-Encoding negotiation (RFC 9110 §12.5.3), shared by the static files and compressed API answers.

export type ContentCoding = 'br' | 'gzip';

/** Our preference when the client rates codings equally: brotli is the smaller of the two. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/** RFC 9110: "x-gzip" is an alias of "gzip". */
const ALIASES: Readonly<Record<string, string>> = { 'x-gzip': 'gzip' };

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Each named coding's q-value (first mention wins); entries with a malformed q are ignored. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const ratings = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      const text = value.trim();
      if (!QVALUE.test(text)) valid = false;
      q = Number(text);
    }
    const coding = ALIASES[name] ?? name;
    if (valid && !ratings.has(coding)) ratings.set(coding, q);
  }
  return ratings;
}

/**
 * The coding to send, of those available, or null for the bytes as they are (identity).
 * No header means identity only: old clients and tools that send none may not decode anything.
 * The client's q-values decide; q=0 refuses; `*` rates every coding it does not name (identity too).
 * Identity wins only when rated above every available coding; a tie goes to the compressed one (br, then
 * gzip). Identity is sent even when refused (identity;q=0): an uncompressed answer beats a 406.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | null {
  if (acceptEncoding === undefined || available.length === 0) return null;
  const ratings = parseAcceptEncoding(acceptEncoding);
  const star = ratings.get('*');
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const q = ratings.get(coding) ?? star ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  const identity = ratings.get('identity') ?? star;
  if (best !== null && identity !== undefined && identity > bestQ) return null;
  return best;
}
