// Accept-Encoding negotiation, shared by the static files and compressed API answers.
import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip';

/** negotiator 1.x takes the server's order for equally rated codings; @types/negotiator is for 0.6. */
interface EncodingNegotiator {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
}

/** Our preference when the client rates codings equally: brotli is the smaller of the two. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The header as RFC 9110 reads it where negotiator is lenient: `x-gzip` is `gzip`, an entry with a
 * malformed q-value is ignored, and a coding's first mention wins.
 */
function strictAcceptEncoding(header: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const entry of header.split(',')) {
    const [rawName = '', ...params] = entry.split(';');
    const name = rawName.trim().toLowerCase();
    const coding = name === 'x-gzip' ? 'gzip' : name;
    const valid = params.every((param) => {
      const [key = '', value = ''] = param.split('=');
      return key.trim().toLowerCase() !== 'q' || QVALUE.test(value.trim());
    });
    if (coding === '' || !valid || seen.has(coding)) continue;
    seen.add(coding);
    kept.push([coding, ...params].join(';'));
  }
  return kept.join(',');
}

/**
 * The coding to send, of those available, or null for the bytes as they are (identity).
 * No header means identity only: old clients and tools that send none may not decode anything.
 * Identity wins only when rated above every available coding; a tie goes to the compressed one.
 * Identity is sent even when refused (identity;q=0): an uncompressed answer beats a 406.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | null {
  if (acceptEncoding === undefined || available.length === 0) return null;
  const headers = { 'accept-encoding': strictAcceptEncoding(acceptEncoding) };
  const negotiator: EncodingNegotiator = new Negotiator({ headers });
  const [best] = negotiator.encodings([...available, 'identity'], { preferred: PREFERENCE });
  return best === undefined || best === 'identity' ? null : (best as ContentCoding);
}
