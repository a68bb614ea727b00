import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip';

// @types/negotiator is for 0.6; 1.x takes the server's order for equally rated codings.
interface EncodingNegotiator {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
}

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

// RFC 9110 where negotiator is lenient: `x-gzip` is `gzip`, a malformed q-value is ignored, first mention wins.
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

// null is identity: with no header (old tools may decode nothing), and even when refused, since an
// uncompressed answer beats a 406.
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
