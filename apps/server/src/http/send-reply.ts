// Writes an answer in one go: status, headers and the whole body with its Content-Length in a single
// socket write, compressed when the body is JSON over the threshold and the client accepts it.
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RestReply } from '@kubm/api/rest';
import { type ContentCoding, negotiateEncoding } from './content-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Answers are made per request, so speed matters more than the last byte: brotli 4 compresses JSON
 * better than gzip 6 at about its speed (quality 11 is for files compressed once, at build time).
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export interface CompressionOptions {
  /** JSON_COMPRESS_MIN_BYTES: smaller bodies go as they are (compressing them costs more than it saves). */
  minBytes: number;
}

function compress(body: Buffer, encoding: ContentCoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: GZIP_LEVEL });
}

function compressible(reply: RestReply): boolean {
  // A body with an ETag keeps it byte for byte: a strong validator names one representation.
  return (
    reply.status !== 206 &&
    reply.headers.etag === undefined &&
    (reply.headers['content-type']?.startsWith('application/json') ?? false)
  );
}

export async function sendReply(
  res: ServerResponse,
  reply: RestReply,
  method: string,
  acceptEncoding: string | undefined,
  options: CompressionOptions,
): Promise<void> {
  res.statusCode = reply.status;
  for (const name in reply.headers) res.setHeader(name, reply.headers[name] as string);
  if (reply.setCookies.length > 0) res.setHeader('Set-Cookie', reply.setCookies);
  if (reply.body === null) {
    res.end();
    return;
  }
  let body: string | Buffer = reply.body;
  let length = Buffer.byteLength(body);
  if (length >= options.minBytes && compressible(reply)) {
    const vary = res.getHeader('vary');
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = negotiateEncoding(acceptEncoding, ['br', 'gzip']);
    if (encoding) {
      body = await compress(Buffer.from(body, 'utf8'), encoding);
      length = body.length;
      res.setHeader('Content-Encoding', encoding);
    }
  }
  // A string goes out in the same write as the headers (Node joins them); a Buffer would be a second chunk.
  res.setHeader('Content-Length', length);
  if (method === 'HEAD') res.end();
  else res.end(body);
}

/** A fetch Response (tRPC's answer) as a reply: its body read whole, then written like any other. */
export async function responseToReply(response: Response): Promise<RestReply> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const body = response.body === null ? null : await response.text();
  return { status: response.status, headers, setCookies: response.headers.getSetCookie(), body };
}
