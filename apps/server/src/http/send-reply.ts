// Status, headers and the whole body in a single socket write: docs/decisions/json-compression.md.
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RestReply } from '@kubm/api/rest';
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

export function wouldCompress(reply: RestReply, options: CompressionOptions): boolean {
  return reply.body !== null && worthCompressing(reply, Buffer.byteLength(reply.body), options);
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
  let body = plainBody(reply, reply.body);
  let length = Buffer.byteLength(body);
  if (worthCompressing(reply, length, options)) {
    const vary = res.getHeader('vary');
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = negotiateEncoding(acceptEncoding, ['br', 'gzip']);
    if (encoding) {
      const kept = reply.encoded?.get(encoding);
      body = kept ?? (await compress(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, encoding));
      if (!kept) reply.encoded?.set(encoding, body);
      length = body.length;
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.setHeader('Content-Length', length);
  if (method === 'HEAD') res.end();
  else res.end(body);
}

// The short path's write (sessionless reads): every header in one `writeHead` list with none set before, so Node
// checks each once. Never compressed. `headers` holds the leading name, value pairs and is added to.
export function sendWholeReply(
  res: ServerResponse,
  reply: RestReply,
  method: string,
  headers: string[],
): void {
  for (const name in reply.headers) headers.push(name, reply.headers[name] as string);
  for (const cookie of reply.setCookies) headers.push('Set-Cookie', cookie);
  if (reply.body === null) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  const body = plainBody(reply, reply.body);
  headers.push('Content-Length', String(Buffer.byteLength(body)));
  res.writeHead(reply.status, headers);
  if (method === 'HEAD') res.end();
  else res.end(body);
}

export async function responseToReply(response: Response): Promise<RestReply> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const body = response.body === null ? null : await response.text();
  return { status: response.status, headers, setCookies: response.headers.getSetCookie(), body };
}
