// Writes must come from our own origin: SameSite=Lax misses same-site subdomains and older browsers.
// docs/decisions/cross-site-writes.md.
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE_NAME } from '@kubm/api';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_MESSAGE = 'Permintaan ditolak: asal permintaan tidak sah';

function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function isForbiddenCrossSiteWrite(
  method: string,
  headers: IncomingHttpHeaders,
  appOrigin: string,
): boolean {
  if (SAFE_METHODS.has(method)) return false;
  if (!hasSessionCookie(headers.cookie)) return false;

  const origin = headers.origin;
  if (origin !== undefined) {
    const host = headers.host;
    const allowed = new Set<string | null>([appOrigin]);
    if (host) {
      allowed.add(originOf(`http://${host}`));
      allowed.add(originOf(`https://${host}`));
    }
    const normalised = originOf(origin);
    return normalised === null || !allowed.has(normalised);
  }
  // No Origin: browsers still say where the request came from in Sec-Fetch-Site; other clients send neither.
  const site = headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
