import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagMatches } from '@kubm/api/rest';
import { type ContentCoding, negotiateEncoding } from './content-encoding';

export interface StaticBody {
  bytes: Buffer;
  etag: string;
}

export interface StaticEntry {
  contentType: string;
  // Answers say `Vary: Accept-Encoding` whether or not a copy exists.
  compressible: boolean;
  lastModified: string | undefined;
  identity: StaticBody;
  encoded: Partial<Record<ContentCoding, StaticBody>>;
  codings: readonly ContentCoding[];
}

export function staticBody(bytes: Buffer): StaticBody {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return { bytes, etag: `"${hash}"` };
}

export function staticEntry(options: {
  contentType: string;
  compressible: boolean;
  lastModified?: string;
  identity: StaticBody;
  encoded?: Partial<Record<ContentCoding, StaticBody>>;
}): StaticEntry {
  const encoded: Partial<Record<ContentCoding, StaticBody>> = {};
  const codings: ContentCoding[] = [];
  if (options.compressible) {
    for (const coding of ['br', 'gzip'] as const) {
      const copy = options.encoded?.[coding];
      if (copy && copy.bytes.length < options.identity.bytes.length) {
        encoded[coding] = copy;
        codings.push(coding);
      }
    }
  }
  return {
    contentType: options.contentType,
    compressible: options.compressible,
    lastModified: options.lastModified,
    identity: options.identity,
    encoded,
    codings,
  };
}

// apps/web/vite/compress-assets.ts's settings, for a file the build does not produce.
export function compressedCopies(bytes: Buffer): Record<ContentCoding, StaticBody> {
  return {
    br: staticBody(
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    ),
    gzip: staticBody(gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })),
  };
}

export function sendStaticEntry(
  res: ServerResponse,
  entry: StaticEntry,
  options: { method: string; headers: IncomingHttpHeaders; cacheControl: string },
): void {
  const coding = negotiateEncoding(options.headers['accept-encoding'], entry.codings);
  const body = coding ? (entry.encoded[coding] ?? entry.identity) : entry.identity;
  res.setHeader('Cache-Control', options.cacheControl);
  if (entry.compressible) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', body.etag);
  if (entry.lastModified) res.setHeader('Last-Modified', entry.lastModified);
  if (etagMatches(options.headers['if-none-match'] ?? null, body.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', entry.contentType);
  if (coding) res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', body.bytes.length);
  res.end(options.method === 'HEAD' ? undefined : body.bytes);
}
