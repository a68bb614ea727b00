import { describe, expect, it } from 'vitest';
import { resetLinkFromSearch } from './reset-password-flow';

describe('resetLinkFromSearch', () => {
  it('reads token and e-mail from the query string', () => {
    expect(resetLinkFromSearch('?token=abc123&email=ana%40contoh.my')).toEqual({
      token: 'abc123',
      email: 'ana@contoh.my',
    });
    expect(resetLinkFromSearch('token=abc123&email=Ana@Contoh.my')?.email).toBe('ana@contoh.my');
  });

  it('is null when either is missing or cannot be a reset link', () => {
    expect(resetLinkFromSearch('')).toBeNull();
    expect(resetLinkFromSearch('?token=abc123')).toBeNull();
    expect(resetLinkFromSearch('?email=ana%40contoh.my')).toBeNull();
    expect(resetLinkFromSearch('?token=&email=ana%40contoh.my')).toBeNull();
    expect(resetLinkFromSearch('?token=abc123&email=bukan-emel')).toBeNull();
    expect(resetLinkFromSearch(`?token=${'x'.repeat(201)}&email=ana%40contoh.my`)).toBeNull();
  });
});
