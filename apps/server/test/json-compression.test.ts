// JSON answers over JSON_COMPRESS_MIN_BYTES go brotli or gzip to clients that accept it, on both doors.
// Read with node:http, which (unlike fetch) hands back the bytes as sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedText, type RawAnswer, sendForBytes } from './bytes-as-sent';
import { registration } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';

const get = (server: TestServer, path: string, headers: Record<string, string>) =>
  sendForBytes(server.url, path, headers);
const decoded = (answer: RawAnswer): unknown => JSON.parse(decodedText(answer));

describe('compressed JSON answers', () => {
  let server: TestServer;
  let member: Client;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer();
    member = createClient(server.url);
    expect((await member.post('/api/register', registration())).status).toBe(201);
    // Enough links for the list to pass the 1 KB threshold.
    for (let i = 0; i < 12; i++) {
      const res = await member.post('/api/links', {
        title: `Pautan ${i}`,
        url: `https://contoh.my/pautan/${i}`,
        description: 'Bahan untuk mesyuarat jawatankuasa',
        category: 'Lain-lain',
      });
      expect(res.status).toBe(201);
    }
    cookie = member.cookieHeader();
  });
  afterAll(() => server?.stop());

  it('sends brotli, then gzip, by Accept-Encoding, with Vary and the length of the bytes sent', async () => {
    const plain = await get(server, '/api/links', { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const links = decoded(plain);
    expect(links).toHaveLength(12);

    const br = await get(server, '/api/links', { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(decoded(br)).toEqual(links);

    const gzip = await get(server, '/api/links', { cookie, 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toEqual(links);

    const refused = await get(server, '/api/links', { cookie, 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(decoded(refused)).toEqual(links);
  });

  it('leaves small answers as they are', async () => {
    const health = await get(server, '/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary).toBeUndefined();
    expect(decoded(health)).toEqual({ status: 'ok', database: 'ok' });
  });

  it('compresses tRPC answers too, keeping tRPC own Vary', async () => {
    const answer = await get(server, '/trpc/links.list', { cookie, 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('trpc-accept, accept, Accept-Encoding');
    expect((decoded(answer) as { result: { data: unknown[] } }).result.data).toHaveLength(12);
  });

  it('never compresses an answer that carries an ETag (one validator, one representation)', async () => {
    const answer = await get(server, '/api/voting-results', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toMatch(/^"/);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

describe('JSON_COMPRESS_MIN_BYTES', () => {
  it('sets the threshold: 0 compresses every JSON answer', async () => {
    const server = await startTestServer({ JSON_COMPRESS_MIN_BYTES: '0' });
    try {
      const health = await get(server, '/api/health', { 'accept-encoding': 'gzip' });
      expect(health.headers['content-encoding']).toBe('gzip');
      expect(decoded(health)).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await server.stop();
    }
  });
});
