import type { RestReply } from '@kubm/api/rest';
import { describe, expect, it } from 'vitest';
import { wouldCompress } from './send-reply';

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
    // Bytes, not characters: 512 two-byte characters reach 1,024.
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
