import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './content-encoding';

const BOTH = ['br', 'gzip'] as const;

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, among equally rated codings', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', BOTH)).toBe('br');
    expect(negotiateEncoding('gzip, deflate', BOTH)).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });

  it('sends identity without a header, with an empty one, or when nothing is available', () => {
    expect(negotiateEncoding(undefined, BOTH)).toBeNull();
    expect(negotiateEncoding('', BOTH)).toBeNull();
    expect(negotiateEncoding('identity', BOTH)).toBeNull();
    expect(negotiateEncoding('deflate, zstd', BOTH)).toBeNull();
    expect(negotiateEncoding('gzip, br', [])).toBeNull();
  });

  it('follows the q-values', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', BOTH)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.8, gzip;q=0.5', BOTH)).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.999', BOTH)).toBe('gzip');
    expect(negotiateEncoding('gzip ; q=0.7 , br ; Q=0.6', BOTH)).toBe('gzip');
  });

  it('never sends a coding rated q=0', () => {
    expect(negotiateEncoding('br;q=0, gzip', BOTH)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0', BOTH)).toBeNull();
    expect(negotiateEncoding('gzip;q=0.000', ['gzip'])).toBeNull();
    expect(negotiateEncoding('*;q=0', BOTH)).toBeNull();
  });

  it('rates unnamed codings by *', () => {
    expect(negotiateEncoding('*', BOTH)).toBe('br');
    expect(negotiateEncoding('br;q=0, *', BOTH)).toBe('gzip');
    expect(negotiateEncoding('gzip, *;q=0', BOTH)).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.2, *;q=0.5', BOTH)).toBe('br');
  });

  it('sends identity only when the client rates it above every available coding', () => {
    expect(negotiateEncoding('identity;q=1, br;q=0.5', BOTH)).toBeNull();
    expect(negotiateEncoding('br;q=0.5, *', ['br'])).toBeNull();
    expect(negotiateEncoding('identity, br', BOTH)).toBe('br');
    expect(negotiateEncoding('identity;q=0, gzip;q=0.1', BOTH)).toBe('gzip');
  });

  it('reads names without regard to case and x-gzip as gzip', () => {
    expect(negotiateEncoding('GZIP', BOTH)).toBe('gzip');
    expect(negotiateEncoding('Br', BOTH)).toBe('br');
    expect(negotiateEncoding('x-gzip', BOTH)).toBe('gzip');
  });

  it('ignores entries with a malformed q-value and the first mention of a coding wins', () => {
    expect(negotiateEncoding('br;q=2, gzip', BOTH)).toBe('gzip');
    expect(negotiateEncoding('br;q=abc, gzip;q=0.5', BOTH)).toBe('gzip');
    expect(negotiateEncoding('br;q=, gzip;q=0.5', BOTH)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, br', BOTH)).toBeNull();
    expect(negotiateEncoding(',, ;q=1, gzip', BOTH)).toBe('gzip');
  });
});
