import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RestReply, restReply } from '@kubm/api/rest';
import { describe, expect, it } from 'vitest';
import { sendListedReply, sendReply } from './send-reply';

const options = { minBytes: 1024 };

function reply(body: string | null, headers: Record<string, string> = {}): RestReply {
  return restReply(200, { 'content-type': 'application/json; charset=utf-8', ...headers }, body);
}

describe('a prepared answer sent as it is', () => {
  const json = JSON.stringify({ nama: 'Misa Kesyukuran — Gereja St. Ignatius', ulang: 'é'.repeat(600) });

  async function serve(send: (res: ServerResponse) => void | Promise<void>) {
    const server = createServer((_req, res) => void send(res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(done)) };
  }

  it('goes out byte for byte from UTF-8 bytes made once and kept with the answer', async () => {
    const encoded = new Map<string, Buffer>();
    const prepared = { ...reply(json), encoded };
    const server = await serve((res) => sendReply(res, prepared, 'GET', undefined, options));
    try {
      for (let i = 0; i < 2; i += 1) {
        const response = await fetch(server.url);
        expect(await response.text()).toBe(json);
        expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
        expect(response.headers.get('content-encoding')).toBeNull();
      }
      const bytes = encoded.get('identity');
      expect(bytes?.toString('utf8')).toBe(json);
      const again = await fetch(server.url);
      await again.text();
      expect(encoded.get('identity')).toBe(bytes);
    } finally {
      await server.close();
    }
  });

  it('goes compressed from the same bytes to a client that asks', async () => {
    const encoded = new Map<string, Buffer>();
    const prepared = { ...reply(json), encoded };
    const server = await serve((res) => sendReply(res, prepared, 'GET', 'br', options));
    try {
      const response = await fetch(server.url, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(await response.text()).toBe(json);
      expect(encoded.has('br')).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('with every header in one list too, and uncompressed with an ETag', async () => {
    const encoded = new Map<string, Buffer>();
    const prepared = { ...reply(json, { etag: '"v1"' }), encoded };
    const server = await serve((res) =>
      sendListedReply(res, prepared, 'GET', 'br', options, ['X-Request-Id', 'uji']),
    );
    try {
      const response = await fetch(server.url);
      expect(await response.text()).toBe(json);
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
      expect(response.headers.get('x-request-id')).toBe('uji');
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(encoded.get('identity')?.toString('utf8')).toBe(json);
    } finally {
      await server.close();
    }
  });
});

describe('a reply with every header in one list', () => {
  async function answer(sent: RestReply, acceptEncoding: string, method = 'GET') {
    const server = createServer(
      (_req, res) =>
        void sendListedReply(res, sent, method, acceptEncoding, options, ['X-Request-Id', 'uji']),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method,
        headers: { 'accept-encoding': acceptEncoding },
      });
      return { response, text: await response.text() };
    } finally {
      await new Promise((done) => server.close(done));
    }
  }

  it('compresses JSON of at least minBytes without an ETag for a client that asks, and says Vary', async () => {
    for (const body of ['x'.repeat(1024), 'é'.repeat(512)]) {
      const { response, text } = await answer(reply(body), 'gzip');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('x-request-id')).toBe('uji');
      expect(text).toBe(body);
    }
    const { response } = await answer(reply('x'.repeat(1024)), 'identity');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends a small body, an ETag, a range or another type as it is', async () => {
    const plain: RestReply[] = [
      reply('x'.repeat(1023)),
      reply('x'.repeat(4096), { etag: '"a"' }),
      { ...reply('x'.repeat(4096)), status: 206 },
      reply('x'.repeat(4096), { 'content-type': 'text/csv' }),
    ];
    for (const sent of plain) {
      const { response, text } = await answer(sent, 'br, gzip');
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBeNull();
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
      expect(text).toBe(sent.body);
    }
  });

  it('sends cookies as separate fields, and no body for a HEAD or a 304', async () => {
    const withCookies = { ...reply('{}'), setCookies: ['a=1; Path=/', 'b=2; Path=/'] };
    const { response } = await answer(withCookies, '');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const head = await answer(reply('x'.repeat(2048)), 'br', 'HEAD');
    expect(head.text).toBe('');
    expect(head.response.headers.get('content-encoding')).toBe('br');
    const unchanged = await answer(restReply(304, { etag: '"a"' }, null), '');
    expect(unchanged.response.status).toBe(304);
    expect(unchanged.response.headers.get('etag')).toBe('"a"');
  });
});
