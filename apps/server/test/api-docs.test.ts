// /api/docs (docs/decisions/redoc-api-docs.md): the page that renders the OpenAPI document for people, and
// Redoc's bundle served from the redoc package: HTML naming the document and the script, no inline script, the
// site's CSP, compressed copies with an ETag each, 304s, HEAD, and 405 for writes. The browser test
// (e2e/tests/api-docs.spec.ts) opens the page; built-server.test.ts fetches the bundle from dist/main.js.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_IMAGE, REDOC_CDN_LOGO, redocBundleFile } from '../src/http/api-docs';
import { SECURITY_HEADERS } from '../src/http/security-headers';
import { decodedText, sendForBytes } from './bytes-as-sent';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { webDistDir: '/nonexistent-kubm-dist' });
});
afterAll(async () => {
  await server?.stop();
});

const send = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  sendForBytes(server.url, path, headers, method);
const decoded = decodedText;

describe('GET /api/docs', () => {
  it('answers a page that loads the served document with the served script, and nothing inline', async () => {
    const res = await send('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    const html = res.body.toString();
    expect(html).toContain('<redoc spec-url="/api/openapi.json"');
    expect(html).toContain('<script src="/api/docs/redoc.standalone.js"></script>');
    // Every script is a file of ours: none inline, none from another origin.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/[^/]/);
      expect(body).toBe('');
    }
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain('<html lang="ms">');
  });

  it('is compressed for clients that accept it, with an ETag per coding and 304s', async () => {
    const br = await send('/api/docs', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const plain = await send('/api/docs');
    expect(decoded(br)).toBe(plain.body.toString());
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await send('/api/docs', { 'if-none-match': plain.headers.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('refuses writes with 405 and Allow: GET, HEAD', async () => {
    for (const path of ['/api/docs', '/api/docs/redoc.standalone.js']) {
      const res = await send(path, { origin: server.config.appUrl }, 'POST');
      expect(res.status, path).toBe(405);
      expect(res.headers.allow, path).toBe('GET, HEAD');
    }
  });
});

describe('the Redoc bundle', () => {
  const packaged = readFileSync(redocBundleFile(), 'utf8');

  it("answers the redoc package's standalone bundle as JavaScript, br, gzip or plain", async () => {
    const expected = packaged.replaceAll(REDOC_CDN_LOGO, EMPTY_IMAGE);
    const tags = new Set<string>();
    for (const [accept, coding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await send('/api/docs/redoc.standalone.js', { 'accept-encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(decoded(res) === expected, accept).toBe(true);
      tags.add(String(res.headers.etag));
      const again = await send('/api/docs/redoc.standalone.js', {
        'accept-encoding': accept,
        'if-none-match': String(res.headers.etag),
      });
      expect(again.status).toBe(304);
    }
    expect(tags.size).toBe(3);
    // Compressed, it is about a quarter of its size.
    const br = await send('/api/docs/redoc.standalone.js', { 'accept-encoding': 'br' });
    expect(br.body.length).toBeLessThan(expected.length / 3);
  });

  it('loads nothing from Redocly’s CDN (the CSP would refuse it)', async () => {
    expect(packaged).toContain(REDOC_CDN_LOGO);
    const res = await send('/api/docs/redoc.standalone.js');
    const served = res.body.toString();
    expect(served).not.toContain('cdn.redoc.ly');
    expect(served).toContain(EMPTY_IMAGE);
  });

  it('answers HEAD as GET without the body, and serves the bundle’s licence file', async () => {
    const head = await send('/api/docs/redoc.standalone.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    const get = await send('/api/docs/redoc.standalone.js', { 'accept-encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);

    const licence = await send('/api/docs/redoc.standalone.js.LICENSE.txt');
    expect(licence.status).toBe(200);
    expect(licence.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(licence.body.toString()).toBe(readFileSync(`${redocBundleFile()}.LICENSE.txt`, 'utf8'));
  });

  it('leaves other paths under /api/docs to the REST door (a JSON 404)', async () => {
    const res = await send('/api/docs/other.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
