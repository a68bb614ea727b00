// The built web app: content types, cache headers, SPA fallback, no way out of the dist folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
let dist: string;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';
const MEMBERS_PAGE = INDEX.replace(
  '</head>',
  '<link rel="modulepreload" href="/assets/members-1.js"></head>',
);
const MANIFEST = '{"name":"Portal KUBM","start_url":"/"}';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kubm-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'members'));
  writeFileSync(join(dist, 'members', 'index.html'), MEMBERS_PAGE);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(join(dist, 'assets', 'app-abc123.css'), 'body{}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'manifest.webmanifest'), MANIFEST);
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), PNG_SIGNATURE);
  writeFileSync(join(tmpdir(), 'kubm-secret.txt'), 'secret');
  server = await startTestServer({}, { webDistDir: dist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'kubm-secret.txt'), { force: true });
});

describe('static files', () => {
  it('serves index.html for / with no-cache', async () => {
    const res = await createClient(server.url).get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toBe(INDEX);
  });

  async function expectPage(paths: readonly string[], page: string) {
    const client = createClient(server.url);
    for (const path of paths) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.text, path).toBe(page);
    }
  }

  it('falls back to index.html with 200 for any unknown page', async () => {
    await expectPage(
      ['/some/unknown/page', '/tasks', '/carta-organisasi', '/index.html', '/members/x'],
      INDEX,
    );
  });

  it("serves a route's own page where the build wrote one, revalidated like the app's", async () => {
    await expectPage(['/members', '/members/', '/members/index.html', '/%6Dembers'], MEMBERS_PAGE);
  });

  it('serves hashed assets as immutable with their content types', async () => {
    const client = createClient(server.url);
    const js = await client.get('/assets/app-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.text).toBe('console.log("app");');
    const css = await client.get('/assets/app-abc123.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const svg = await client.get('/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
  });

  // Their names never change, so a cached copy would outlive a deploy: browsers must revalidate them.
  it('serves the web app manifest and the app icons revalidated, never immutable', async () => {
    const client = createClient(server.url);
    const manifest = await client.get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.text).toBe(MANIFEST);
    const icon = await fetch(`${server.url}/icons/icon-192.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(PNG_SIGNATURE);
  });

  it('answers 404 for a missing asset instead of HTML', async () => {
    const res = await createClient(server.url).get('/assets/old-build.js');
    expect(res.status).toBe(404);
  });

  it('answers 304 when the ETag matches', async () => {
    const client = createClient(server.url);
    const first = await client.get('/assets/app-abc123.js');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await client.get('/assets/app-abc123.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('never leaves the dist folder', async () => {
    for (const path of [
      '/../kubm-secret.txt',
      '/%2e%2e/kubm-secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fkubm-secret.txt',
      '/..%2fkubm-secret.txt',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      const text = await res.text();
      expect(text, path).not.toContain('secret');
    }
  });

  it('answers HEAD without a body and refuses other methods on pages', async () => {
    const head = await fetch(`${server.url}/assets/app-abc123.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('console.log("app");'.length));
    expect(await head.text()).toBe('');
    const post = await createClient(server.url).post('/tasks', {});
    expect(post.status).toBe(405);
  });
});
