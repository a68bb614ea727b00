// The web build's .br and .gz copies, sent by Accept-Encoding: the coding chosen, Vary, Content-Length,
// an ETag per coding with 304s, cache lifetimes, the page for unknown paths, HEAD, and /sw.js.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodedText, sendForBytes } from './bytes-as-sent';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let dist: string;

const INDEX = `<!doctype html><html lang="ms"><head><title>Portal KUBM</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(20)}</body></html>`;
const SCRIPT = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, name: "baris ${i}" }`).join(', ')}];\n`;
const STYLE = `${Array.from({ length: 100 }, (_, i) => `.c${i} { margin: ${i}px; }`).join('\n')}\n`;
const BROKEN = `console.log(${JSON.stringify('x'.repeat(500))});\n`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(2000)]);

function writeWithCopies(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text, { level: 9 }));
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  sendForBytes(server.url, path, headers, method);
const decoded = decodedText;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kubm-dist-compressed-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'icons'));
  writeWithCopies(join(dist, 'index.html'), INDEX);
  writeWithCopies(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  // Only a gzip copy: brotli cannot be offered for this one.
  writeFileSync(join(dist, 'assets', 'app-abc123.css'), STYLE);
  writeFileSync(join(dist, 'assets', 'app-abc123.css.gz'), gzipSync(STYLE));
  // A copy that does not decompress to its file (half-written, or the file edited after the build).
  writeFileSync(join(dist, 'assets', 'broken-abc123.js'), BROKEN);
  writeFileSync(join(dist, 'assets', 'broken-abc123.js.br'), brotliCompressSync('something else'));
  writeFileSync(join(dist, 'assets', 'broken-abc123.js.gz'), Buffer.from('not gzip at all'));
  // Too small to be worth compressing: the build wrote no copies.
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dist, 'icons', 'icon-192.png'), PNG);
  server = await startTestServer({}, { webDistDir: dist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('choosing the coding', () => {
  it('sends brotli when accepted, the copy the build wrote, with its length', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted or refused with q=0', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'gzip;q=0.9, br;q=0.1']) {
      const res = await get('/assets/app-abc123.js', { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers['content-length'], accept).toBe(String(res.body.length));
      expect(decoded(res), accept).toBe(SCRIPT);
    }
  });

  it('sends the file itself without the header, for identity, and when every copy is refused', async () => {
    for (const accept of [undefined, '', 'identity', 'br;q=0, gzip;q=0', '*;q=0', 'deflate, zstd']) {
      const res = await get(
        '/assets/app-abc123.js',
        accept === undefined ? {} : { 'accept-encoding': accept },
      );
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.headers.vary, accept).toBe('Accept-Encoding');
      expect(res.headers['content-length'], accept).toBe(String(Buffer.byteLength(SCRIPT)));
      expect(res.body.toString(), accept).toBe(SCRIPT);
    }
  });

  it('offers only the copies that exist', async () => {
    const res = await get('/assets/app-abc123.css', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(decoded(res)).toBe(STYLE);
  });

  it('never sends a copy that does not decompress to its file', async () => {
    const res = await get('/assets/broken-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(BROKEN);
  });

  it('says Vary: Accept-Encoding for a text file without copies, not for an image', async () => {
    const text = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(text.status).toBe(200);
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.headers.vary).toBe('Accept-Encoding');
    expect(text.body.toString()).toBe('User-agent: *\n');
    const image = await get('/icons/icon-192.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.headers['content-length']).toBe(String(PNG.length));
    expect(image.body.equals(PNG)).toBe(true);
  });
});

describe('caching', () => {
  it('gives each coding its own ETag and answers 304 only for the coding it names', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/assets/app-abc123.js');
    const tags = [br.headers.etag, gzip.headers.etag, plain.headers.etag];
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);

    for (const [accept, answer] of [
      ['br', br],
      ['gzip', gzip],
      ['identity', plain],
    ] as const) {
      const etag = answer.headers.etag ?? '';
      const again = await get('/assets/app-abc123.js', { 'accept-encoding': accept, 'if-none-match': etag });
      expect(again.status, accept).toBe(304);
      expect(again.body.length, accept).toBe(0);
      expect(again.headers.etag, accept).toBe(etag);
      expect(again.headers.vary, accept).toBe('Accept-Encoding');
      expect(again.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
    }
    // The brotli tag does not validate the gzip bytes: a client that now asks for gzip gets them in full.
    const switched = await get('/assets/app-abc123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': br.headers.etag ?? '',
    });
    expect(switched.status).toBe(200);
    expect(switched.headers['content-encoding']).toBe('gzip');
  });

  it('matches a tag in a list, a weak tag, and *', async () => {
    const first = await get('/index.html', { 'accept-encoding': 'br' });
    const etag = first.headers.etag ?? '';
    for (const header of [`"other", ${etag}`, `W/${etag}`, '*']) {
      const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': header });
      expect(again.status, header).toBe(304);
    }
    const other = await get('/', { 'accept-encoding': 'br', 'if-none-match': '"other"' });
    expect(other.status).toBe(200);
  });

  it('keeps hashed assets forever and revalidates everything else', async () => {
    const asset = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/tasks', '/robots.txt', '/icons/icon-192.png']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.etag, path).toBeTruthy();
    }
  });
});

describe('the page for every path', () => {
  it('sends index.html compressed for any page path, revalidated by its ETag', async () => {
    const root = await get('/', { 'accept-encoding': 'gzip, br' });
    for (const path of ['/tasks', '/some/unknown/page', '/carta-organisasi']) {
      const res = await get(path, { 'accept-encoding': 'gzip, br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers.vary, path).toBe('Accept-Encoding');
      expect(res.headers['content-length'], path).toBe(String(res.body.length));
      expect(res.headers.etag, path).toBe(root.headers.etag);
      expect(decoded(res), path).toBe(INDEX);
      const again = await get(path, {
        'accept-encoding': 'gzip, br',
        'if-none-match': root.headers.etag ?? '',
      });
      expect(again.status, path).toBe(304);
    }
  });

  it('answers 404 for a compressed copy asked for by name, never its bytes as the file', async () => {
    for (const path of [
      '/assets/app-abc123.js.br',
      '/assets/app-abc123.js.gz',
      '/index.html.br',
      '/index.html.gz',
      '/tasks.gz',
      '/index.html%2Ebr',
    ]) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(404);
      expect(res.headers['content-encoding'], path).toBeUndefined();
      expect(res.body.toString(), path).toBe('Not found');
    }
  });
});

describe('HEAD', () => {
  it('answers as GET would, without the body', async () => {
    for (const [path, accept] of [
      ['/assets/app-abc123.js', 'br'],
      ['/assets/app-abc123.js', 'gzip'],
      ['/assets/app-abc123.js', 'identity'],
      ['/tasks', 'br'],
      ['/sw.js', 'gzip'],
    ] as const) {
      const got = await get(path, { 'accept-encoding': accept });
      const head = await get(path, { 'accept-encoding': accept }, 'HEAD');
      expect(head.status, path).toBe(200);
      expect(head.body.length, path).toBe(0);
      for (const name of [
        'content-encoding',
        'content-length',
        'content-type',
        'etag',
        'vary',
        'cache-control',
      ]) {
        expect(head.headers[name], `${path} ${accept} ${name}`).toBe(got.headers[name]);
      }
    }
  });
});

describe('/sw.js', () => {
  it('is compressed, revalidated by an ETag per coding, and still allowed the whole site', async () => {
    const br = await get('/sw.js', { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['service-worker-allowed']).toBe('/');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(decoded(br)).toContain("addEventListener('notificationclick'");
    const plain = await get('/sw.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(decoded(br));
    expect(plain.headers.etag).not.toBe(br.headers.etag);
    const again = await get('/sw.js', {
      'accept-encoding': 'br, gzip',
      'if-none-match': br.headers.etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.headers['service-worker-allowed']).toBe('/');
  });
});

describe('a rebuild while running', () => {
  it('serves new and changed files and forgets removed ones, within about a second', async () => {
    const before = await get('/robots.txt');
    writeWithCopies(join(dist, 'assets', 'added-def456.js'), SCRIPT.replace('baris', 'row'));
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    unlinkSync(join(dist, 'assets', 'broken-abc123.js'));

    const added = await get('/assets/added-def456.js', { 'accept-encoding': 'br' });
    expect(added.status).toBe(200);
    expect(decoded(added)).toBe(SCRIPT.replace('baris', 'row'));
    await vi.waitFor(
      async () => {
        const changed = await get('/robots.txt');
        expect(changed.body.toString()).toBe('User-agent: *\nDisallow: /\n');
        expect(changed.headers['content-length']).toBe(String(changed.body.length));
        expect(changed.headers.etag).not.toBe(before.headers.etag);
      },
      { timeout: 5000, interval: 100 },
    );
    await vi.waitFor(
      async () => {
        expect((await get('/assets/broken-abc123.js')).status).toBe(404);
      },
      { timeout: 5000, interval: 100 },
    );
  });
});
