// Status, headers and the whole body in a single socket write: docs/decisions/json-compression.md.
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type RestReply, restReply } from '@kubm/api/rest';
import { type ContentCoding, negotiateEncoding } from './content-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Per request, speed over the last byte: brotli 4 beats gzip 6 on JSON at about its speed.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export interface CompressionOptions {
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
  // A strong ETag names one representation, so such a body goes as it is.
  return (
    reply.status !== 206 &&
    reply.headers.etag === undefined &&
    (reply.headers['content-type']?.startsWith('application/json') ?? false)
  );
}

const IDENTITY = 'identity';

// Kept as bytes: Node joins a string body to the headers, then flattens and encodes the pair on every write.
function plainBody(reply: RestReply, body: string): string | Buffer {
  const kept = reply.encoded;
  if (kept === undefined) return body;
  let bytes = kept.get(IDENTITY);
  if (bytes === undefined) {
    bytes = Buffer.from(body, 'utf8');
    kept.set(IDENTITY, bytes);
  }
  return bytes;
}

function worthCompressing(reply: RestReply, length: number, options: CompressionOptions): boolean {
  return length >= options.minBytes && compressible(reply);
}

// A prepared answer keeps each coding's copy, made on its first request.
async function compressedCopy(reply: RestReply, body: string | Buffer, encoding: ContentCoding) {
  const kept = reply.encoded?.get(encoding);
  if (kept) return kept;
  const bytes = await compress(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, encoding);
  reply.encoded?.set(encoding, bytes);
  return bytes;
}

/** Headers set one by one (tRPC and writes, whose headers other steps set too). */
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
  let body = plainBody(reply, reply.body);
  if (worthCompressing(reply, Buffer.byteLength(body), options)) {
    const vary = res.getHeader('vary');
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = negotiateEncoding(acceptEncoding, ['br', 'gzip']);
    if (encoding) {
      body = await compressedCopy(reply, body, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.setHeader('Content-Length', Buffer.byteLength(body));
  if (method === 'HEAD') res.end();
  else res.end(body);
}

function writeListed(
  res: ServerResponse,
  status: number,
  headers: string[],
  body: string | Buffer,
  method: string,
) {
  headers.push('Content-Length', String(Buffer.byteLength(body)));
  res.writeHead(status, headers);
  if (method === 'HEAD') res.end();
  else res.end(body);
}

/**
 * Every header in one `writeHead` list, none set before, so Node checks each once (REST reads). `headers` holds
 * the leading name, value pairs and is added to. Synchronous unless the body is compressed.
 */
export function sendListedReply(
  res: ServerResponse,
  reply: RestReply,
  method: string,
  acceptEncoding: string | undefined,
  options: CompressionOptions,
  headers: string[],
): void | Promise<void> {
  for (const name in reply.headers) headers.push(name, reply.headers[name] as string);
  for (const cookie of reply.setCookies) headers.push('Set-Cookie', cookie);
  if (reply.body === null) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  const body = plainBody(reply, reply.body);
  if (!worthCompressing(reply, Buffer.byteLength(body), options)) {
    writeListed(res, reply.status, headers, body, method);
    return;
  }
  // A second Vary line, should the reply bring its own, joins it (RFC 9110 §5.3).
  headers.push('Vary', 'Accept-Encoding');
  const encoding = negotiateEncoding(acceptEncoding, ['br', 'gzip']);
  if (!encoding) {
    writeListed(res, reply.status, headers, body, method);
    return;
  }
  return compressedCopy(reply, body, encoding).then((bytes) => {
    headers.push('Content-Encoding', encoding);
    writeListed(res, reply.status, headers, bytes, method);
  });
}

export async function responseToReply(response: Response): Promise<RestReply> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const body = response.body === null ? null : await response.text();
  return restReply(response.status, headers, body, undefined, response.headers.getSetCookie());
}
