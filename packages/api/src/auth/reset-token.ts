// Reset tokens: 256 random bits sent by e-mail, only their SHA-256 kept, valid 1 hour, used once.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PATHS } from '@kubm/validators';

export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function resetTokenMatches(storedHash: string | null, token: string): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(hashResetToken(token), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function resetLink(appUrl: string, token: string, email: string): string {
  const url = new URL(PATHS.resetPassword, appUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}

export function resetEmail(name: string, link: string) {
  const text = [
    `Salam ${name},`,
    '',
    'Kami menerima permintaan untuk menetapkan semula kata laluan akaun Portal KUBM anda.',
    'Buka pautan di bawah untuk menetapkan kata laluan baharu:',
    '',
    link,
    '',
    'Pautan ini sah selama 1 jam dan hanya boleh digunakan sekali.',
    'Jika anda tidak membuat permintaan ini, abaikan e-mel ini; kata laluan anda tidak akan berubah.',
    '',
    'Portal KUBM',
  ].join('\n');
  return { subject: 'Set semula kata laluan Portal KUBM', text };
}
