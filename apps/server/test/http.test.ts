// The HTTP frame around the procedures: errors, headers, CSRF, limits, OpenAPI, service worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { webDistDir: '/nonexistent-kubm-dist' });
});
afterAll(async () => {
  await server?.stop();
});

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'";

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('content-security-policy')).toBe(CSP);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('permissions-policy')).toContain('camera=()');
}

function expectApiSecurityHeaders(headers: Headers) {
  expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('permissions-policy')).toBeNull();
}

describe('API basics', () => {
  it('GET /api/user without a session answers 401 JSON in Malay', async () => {
    const res = await createClient(server.url).get('/api/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({ message: 'Sila log masuk terlebih dahulu' });
  });

  it('GET /api/health answers ok with the database', async () => {
    const res = await createClient(server.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('GET /api/health never reads the session: a stale cookie is left alone, not cleared', async () => {
    const client = createClient(server.url);
    client.setCookie('kubm_session', 'sesi-yang-sudah-tiada');
    const health = await client.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.getSetCookie()).toEqual([]);
    const user = await client.get('/api/user');
    expect(user.status).toBe(401);
    expect(user.headers.getSetCookie().join()).toMatch(/kubm_session=;/);
  });

  it('/trpc/auth.me answers 401 in the tRPC error shape', async () => {
    const res = await createClient(server.url).get('/trpc/auth.me');
    expect(res.status).toBe(401);
    const body = res.body as {
      error: { message: string; code: number; data: { code: string; httpStatus: number } };
    };
    expect(body.error.message).toBe('Sila log masuk terlebih dahulu');
    expect(body.error.data.code).toBe('UNAUTHORIZED');
    expect(body.error.data.httpStatus).toBe(401);
    expect(JSON.stringify(body)).not.toContain('stack');
  });

  it('answers 404 JSON for an unknown /api path and 405 for a wrong method', async () => {
    const client = createClient(server.url);
    const missing = await client.get('/api/tiada/di/sini');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Laluan API tidak dijumpai' });
    const wrong = await client.del('/api/health');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    expect(wrong.body).toHaveProperty('message');
  });

  it('serves an OpenAPI 3.1 document listing the REST paths', async () => {
    const res = await createClient(server.url).get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, unknown>; servers: { url: string }[] };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths).toHaveProperty('/user');
    expect(doc.paths).toHaveProperty('/health');
    expect(doc.servers[0]?.url).toBe(`${server.config.appUrl}/api`);
  });

  it('echoes a sane X-Request-Id and replaces an odd one', async () => {
    const client = createClient(server.url);
    const kept = await client.get('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await client.get('/api/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await client.get('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it("are on a page and a page's 404", async () => {
    const client = createClient(server.url);
    for (const path of ['/', '/tiada-halaman']) expectSecurityHeaders((await client.get(path)).headers);
  });

  it("are the API's own on its answers, a 401, a 404, tRPC and the OpenAPI document", async () => {
    const client = createClient(server.url);
    for (const path of ['/api/health', '/api/user', '/api/nothing', '/trpc/auth.me', '/api/openapi.json']) {
      expectApiSecurityHeaders((await client.get(path)).headers);
    }
  });

  it('X-Robots-Tag: noindex only on the two public pages', async () => {
    const client = createClient(server.url);
    for (const path of [
      '/carta-organisasi',
      '/carta-organisasi/',
      '/keputusan-undian',
      '/keputusan-undian?x=1',
    ]) {
      expect((await client.get(path)).headers.get('x-robots-tag'), path).toBe('noindex');
    }
    for (const path of ['/', '/org-chart', '/carta-organisasi-lain', '/api/health']) {
      expect((await client.get(path)).headers.get('x-robots-tag'), path).toBeNull();
    }
  });
});

describe('CSRF', () => {
  it('refuses a write with a session cookie from another origin', async () => {
    const client = createClient(server.url);
    client.setCookie('kubm_session', 'whatever');
    const res = await client.post('/api/x', {}, { headers: { origin: 'http://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Permintaan ditolak: asal permintaan tidak sah' });
    const trpc = await client.post('/trpc/auth.logout', {}, { headers: { origin: 'http://evil.example' } });
    expect(trpc.status).toBe(403);
  });

  it('refuses a cross-site write without Origin by Sec-Fetch-Site', async () => {
    const client = createClient(server.url);
    client.setCookie('kubm_session', 'whatever');
    const res = await client.post('/api/x', {}, { headers: { origin: '', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });

  it('lets the same request through without the cookie, from our origin, or from a non-browser', async () => {
    const anon = createClient(server.url);
    expect((await anon.post('/api/x', {}, { headers: { origin: 'http://evil.example' } })).status).toBe(404);

    const signedIn = createClient(server.url);
    signedIn.setCookie('kubm_session', 'whatever');
    expect((await signedIn.post('/api/x', {})).status).toBe(404);
    expect((await signedIn.post('/api/x', {}, { headers: { origin: server.config.appUrl } })).status).toBe(
      404,
    );
    // No Origin and no Sec-Fetch-Site: curl and scripts.
    const res = await fetch(`${server.url}/api/x`, {
      method: 'POST',
      headers: { cookie: 'kubm_session=whatever' },
    });
    expect(res.status).toBe(404);
  });
});

describe('limits', () => {
  it('refuses a body over 4 MiB with 413 JSON, and still takes a 3 MiB one', async () => {
    const client = createClient(server.url);
    const huge = await client.post('/api/register', { blob: 'x'.repeat(5 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'Permintaan terlalu besar' });
    const big = await client.post('/api/register', { blob: 'x'.repeat(3 * 1024 * 1024) });
    expect(big.status).toBe(400);
  });

  it('answers 415 for a non-JSON body and 400 for malformed JSON', async () => {
    const client = createClient(server.url);
    const form = await client.post('/api/login', undefined, {
      raw: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const broken = await client.post('/api/login', undefined, {
      raw: '{"email":',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'JSON tidak sah' });
  });
});

describe('/sw.js', () => {
  it('serves the notification service worker', async () => {
    const res = await createClient(server.url).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(res.text).toContain("addEventListener('notificationclick'");
    expect(res.text).toContain('clients.openWindow');
    expectSecurityHeaders(res.headers);
  });
});

describe('without a web build', () => {
  it('answers 503 telling to run pnpm build', async () => {
    const res = await createClient(server.url).get('/tasks');
    expect(res.status).toBe(503);
    expect(res.text).toContain('pnpm build');
  });
});
