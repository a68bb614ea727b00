import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RestReply } from '@kubm/api/rest';
import { describe, expect, it } from 'vitest';
import { sendReply, sendWholeReply, wouldCompress } from './send-reply';

const options = { minBytes: 1024 };

function reply(body: string | null, headers: Record<string, string> = {}): RestReply {
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    setCookies: [],
    body,
  };
}

describe('wouldCompress', () => {
  it('is true for JSON of at least minBytes without an ETag', () => {
    expect(wouldCompress(reply('x'.repeat(1024)), options)).toBe(true);
    expect(wouldCompress(reply('é'.repeat(512)), options)).toBe(true);
  });

  it('is false for a small body, no body, an ETag, a range or another type', () => {
    expect(wouldCompress(reply('x'.repeat(1023)), options)).toBe(false);
    expect(wouldCompress(reply(null), options)).toBe(false);
    expect(wouldCompress(reply('x'.repeat(4096), { etag: '"a"' }), options)).toBe(false);
    expect(wouldCompress({ ...reply('x'.repeat(4096)), status: 206 }, options)).toBe(false);
    expect(wouldCompress(reply('x'.repeat(4096), { 'content-type': 'text/csv' }), options)).toBe(false);
  });
});

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

  it('on the short path too, with an ETag', async () => {
    const encoded = new Map<string, Buffer>();
    const prepared = { ...reply(json, { etag: '"v1"' }), encoded };
    const server = await serve((res) => sendWholeReply(res, prepared, 'GET', ['X-Request-Id', 'uji']));
    try {
      const response = await fetch(server.url);
      expect(await response.text()).toBe(json);
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
      expect(response.headers.get('x-request-id')).toBe('uji');
      expect(encoded.get('identity')?.toString('utf8')).toBe(json);
    } finally {
      await server.close();
    }
  });
});
