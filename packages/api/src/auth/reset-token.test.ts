import { describe, expect, it } from 'vitest';
import { hashResetToken, newResetToken, resetEmail, resetLink, resetTokenMatches } from './reset-token';

describe('reset tokens', () => {
  it('are 256 random bits, kept only as a hash', () => {
    const a = newResetToken();
    const b = newResetToken();
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashResetToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });

  it('match only their own hash', () => {
    const { token, hash } = newResetToken();
    expect(resetTokenMatches(hash, token)).toBe(true);
    expect(resetTokenMatches(hash, `${token}x`)).toBe(false);
    expect(resetTokenMatches(null, token)).toBe(false);
    expect(resetTokenMatches('abc', token)).toBe(false);
  });

  it('build the e-mailed link on the public address, with the e-mail encoded', () => {
    const link = new URL(resetLink('https://portal.example.my', 'tok_en-1', 'ana+kubm@contoh.my'));
    expect(link.origin + link.pathname).toBe('https://portal.example.my/reset-password');
    expect(link.searchParams.get('token')).toBe('tok_en-1');
    expect(link.searchParams.get('email')).toBe('ana+kubm@contoh.my');
  });

  it('write the e-mail in Malay with the link and its 1-hour validity', () => {
    const mail = resetEmail('Ana', 'https://x.my/reset-password?token=t&email=e');
    expect(mail.subject).toBe('Set semula kata laluan Portal KUBM');
    expect(mail.text).toContain('Salam Ana,');
    expect(mail.text).toContain('https://x.my/reset-password?token=t&email=e');
    expect(mail.text).toContain('sah selama 1 jam');
  });
});
