// The HTTP layer's hardening: unknown methods, HSTS, tRPC batches as a way around per-request limits, and the
// client address behind a trusted proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { configErrorOf } from './config-error';
import { registration } from './fixtures';
import { createClient, startTestServer, type TestServer } from './harness';
import { rawRequest } from './raw-http';

const METHOD_MESSAGE = 'Kaedah HTTP tidak dibenarkan untuk laluan ini';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { webDistDir: '/nonexistent-kubm-dist' });
});
afterAll(async () => {
  await server?.stop();
});

describe('unknown methods', () => {
  const paths: [string, string][] = [
    ['/', 'GET, HEAD'],
    ['/links', 'GET, HEAD'],
    ['/api/links', 'GET, POST, PUT, DELETE'],
    ['/api/links/1', 'GET, POST, PUT, DELETE'],
    ['/api/openapi.json', 'GET, HEAD'],
    ['/api/docs', 'GET, HEAD'],
    ['/api/docs/redoc.standalone.js', 'GET, HEAD'],
    ['/trpc/auth.me', 'GET, POST'],
    ['/trpc/auth.login', 'GET, POST'],
  ];
  const methods = ['TRACE', 'PROPFIND', 'PATCH', 'OPTIONS', 'MKCOL', 'SEARCH', 'PURGE'];

  for (const method of methods) {
    it(`${method} answers 405 with Allow and the Malay message everywhere`, async () => {
      for (const [path, allow] of paths) {
        const res = await rawRequest(server.port, `${method} ${path} HTTP/1.1\r\nHost: localhost`);
        expect({ path, status: res.status }).toEqual({ path, status: 405 });
        expect(res.headers.allow).toBe(allow);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(res.body)).toEqual({ message: METHOD_MESSAGE });
        // The 405 is still one of our answers.
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });
  }

  it('refuses TRACE with a body and a session cookie before reading or checking anything', async () => {
    const res = await rawRequest(
      server.port,
      'TRACE /api/links HTTP/1.1\r\nHost: localhost\r\nCookie: auth_session=x\r\nOrigin: http://evil.example\r\nContent-Type: application/json',
      '{"title":"x"}',
    );
    expect(res.status).toBe(405);
  });

  it('answers CONNECT (a tunnel request) with 405 instead of dropping the connection', async () => {
    const res = await rawRequest(server.port, 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(res.body)).toEqual({ message: METHOD_MESSAGE });
  });

  it('still answers the methods it knows', async () => {
    const client = createClient(server.url);
    expect((await client.get('/api/health')).status).toBe(200);
    expect((await client.del('/api/health')).status).toBe(405);
    expect((await client.get('/trpc/auth.me')).status).toBe(401);
  });

  it('answers a known method a page does not take with the same 405', async () => {
    const res = await createClient(server.url).post('/tasks', {});
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.body).toEqual({ message: METHOD_MESSAGE });
  });
});

describe('tRPC batches', () => {
  const BATCH_MESSAGE = 'Panggilan log masuk dan akaun mesti dihantar satu demi satu, bukan berkelompok';

  function batchPath(paths: string[]): string {
    return `/trpc/${paths.join(',')}?batch=1`;
  }

  it('refuses a 1,000-call auth.login batch before any password is tried', async () => {
    const account = registration();
    const owner = createClient(server.url);
    expect((await owner.post('/api/register', account)).status).toBe(201);

    const calls = 1000;
    const input: Record<string, { email: string; password: string }> = {};
    for (let i = 0; i < calls; i += 1) {
      input[i] = { email: account.email, password: i === calls - 1 ? account.password : `salah-${i}` };
    }
    const body = JSON.stringify(input);
    const res = await rawRequest(
      server.port,
      `POST ${batchPath(Array(calls).fill('auth.login'))} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json`,
      body,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      message: 'Terlalu banyak panggilan dalam satu permintaan (maksimum 20)',
    });
    // The right password was last: had the batch run, it would have signed in.
    expect(res.headers['set-cookie']).toBeUndefined();

    // None of the 999 wrong passwords was counted: the owner still signs in at once.
    const login = await createClient(server.url).post('/api/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
  });

  it('refuses two auth calls in one batch, even within the size cap', async () => {
    const account = registration();
    expect((await createClient(server.url).post('/api/register', account)).status).toBe(201);
    const body = JSON.stringify({
      0: { email: account.email, password: 'salah-sekali' },
      1: { email: account.email, password: account.password },
    });
    const res = await rawRequest(
      server.port,
      `POST ${batchPath(['auth.login', 'auth.login'])} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json`,
      body,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: BATCH_MESSAGE });
    expect(res.headers['set-cookie']).toBeUndefined();

    const mixed = await createClient(server.url).get(batchPath(['auth.me', 'auth.registrationOptions']));
    expect(mixed.status).toBe(400);
    expect(mixed.body).toEqual({ message: BATCH_MESSAGE });
  });

  it('still runs the batches the web app sends: one auth call with others, up to the cap', async () => {
    const member = createClient(server.url);
    expect((await member.post('/api/register', registration())).status).toBe(201);

    const res = await member.get(`${batchPath(['auth.me', 'links.list'])}&input=${encodeURIComponent('{}')}`);
    expect(res.status).toBe(200);
    const results = res.body as { result: { data: unknown } }[];
    expect(results).toHaveLength(2);
    expect(results[0]?.result.data).toHaveProperty('email');
    expect(Array.isArray(results[1]?.result.data)).toBe(true);

    const full = await member.get(batchPath(Array(20).fill('links.list')));
    expect(full.status).toBe(200);
    expect(full.body).toHaveLength(20);

    const over = await member.get(batchPath(Array(21).fill('links.list')));
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ message: 'Terlalu banyak panggilan dalam satu permintaan (maksimum 20)' });
  });

  it('a single call whose name contains a comma is not a batch and not refused', async () => {
    const res = await createClient(server.url).get('/trpc/auth.login,auth.login');
    expect(res.status).toBe(404);
  });
});

describe('behind a trusted https proxy (APP_URL https, TRUST_PROXY)', () => {
  let proxied: TestServer;

  beforeAll(async () => {
    proxied = await startTestServer(
      { APP_URL: 'https://portal.example.org', TRUST_PROXY: '127.0.0.1', REGISTER_MAX_PER_HOUR: '1' },
      { webDistDir: '/nonexistent-kubm-dist' },
    );
  });
  afterAll(async () => {
    await proxied?.stop();
  });

  it('sends Strict-Transport-Security for one year, without includeSubDomains, on every answer', async () => {
    const client = createClient(proxied.url);
    for (const path of ['/', '/api/health', '/api/nothing', '/trpc/auth.me']) {
      const res = await client.get(path);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
    const refused = await rawRequest(proxied.port, 'TRACE / HTTP/1.1\r\nHost: localhost');
    expect(refused.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('sends no Strict-Transport-Security when APP_URL is http', async () => {
    const res = await createClient(server.url).get('/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  // Registration is limited per client address; one per hour makes the address visible from outside.
  async function registerVia(target: TestServer, forwardedFor: string): Promise<number> {
    const body = JSON.stringify(registration());
    const res = await rawRequest(
      target.port,
      `POST /api/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Forwarded-For: ${forwardedFor}`,
      body,
    );
    return res.status;
  }

  it('counts each forwarded client separately when the peer is the trusted proxy', async () => {
    expect(await registerVia(proxied, '198.51.100.1')).toBe(201);
    expect(await registerVia(proxied, '198.51.100.1')).toBe(429);
    // A client cannot choose its address by writing the header itself: the proxy appends the real one.
    expect(await registerVia(proxied, '198.51.100.2, 198.51.100.1')).toBe(429);
    expect(await registerVia(proxied, '198.51.100.2')).toBe(201);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const direct = await startTestServer(
      { REGISTER_MAX_PER_HOUR: '1' },
      { webDistDir: '/nonexistent-kubm-dist' },
    );
    try {
      expect(await registerVia(direct, '198.51.100.1')).toBe(201);
      expect(await registerVia(direct, '198.51.100.2')).toBe(429);
    } finally {
      await direct.stop();
    }
  });
});

describe('settings', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      httpHeadersTimeoutMs: 10_000,
      httpRequestTimeoutMs: 60_000,
      httpKeepAliveTimeoutMs: 5_000,
      httpIdleTimeoutMs: 30_000,
      httpMaxConnections: 10_000,
      httpMaxConnectionsPerAddress: 500,
      trustProxy: [],
      trpcMaxBatchCalls: 20,
    });
  });

  it('reads TRUST_PROXY as normalised addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '::ffff:10.0.0.2, 172.17.0.0/16,2001:DB8::1' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.17.0.0/16',
      '2001:db8::1',
    ]);
  });

  it('stops with one line on a bad value', () => {
    expect(configErrorOf({ TRUST_PROXY: 'proxy.local' })).toBe(
      'Invalid configuration: TRUST_PROXY must be a comma-separated list of proxy IP addresses or ranges, such as 127.0.0.1 or 10.0.0.0/8 (got "proxy.local")',
    );
    expect(configErrorOf({ HTTP_HEADERS_TIMEOUT_SECONDS: '0' })).toMatch(
      /^Invalid configuration: HTTP_HEADERS_TIMEOUT_SECONDS /,
    );
    expect(configErrorOf({ HTTP_IDLE_TIMEOUT_SECONDS: 'soon' })).toMatch(
      /^Invalid configuration: HTTP_IDLE_TIMEOUT_SECONDS /,
    );
    expect(configErrorOf({ HTTP_MAX_CONNECTIONS: '1.5' })).toMatch(
      /^Invalid configuration: HTTP_MAX_CONNECTIONS /,
    );
    expect(configErrorOf({ TRPC_MAX_BATCH_CALLS: '5' })).toMatch(
      /^Invalid configuration: TRPC_MAX_BATCH_CALLS must be at least 10/,
    );
    expect(configErrorOf({ HTTP_HEADERS_TIMEOUT_SECONDS: '90' })).toBe(
      'Invalid configuration: HTTP_HEADERS_TIMEOUT_SECONDS must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS (got "90")',
    );
  });
});
