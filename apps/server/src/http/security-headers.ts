// The web build loads scripts only from files, so the CSP forbids inline script; inline styles stay for Radix.
import type { ServerResponse } from 'node:http';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

// No includeSubDomains: docs/decisions/hsts-without-subdomains.md.
export const HSTS_MAX_AGE_SECONDS = 31_536_000;
export const HSTS_HEADER = `max-age=${HSTS_MAX_AGE_SECONDS}`;

// Public pages: kept out of search engines.
const NOINDEX_PAGES = new Set(['/carta-organisasi', '/keputusan-undian']);

export function isNoindexPath(pathname: string): boolean {
  if (NOINDEX_PAGES.has(pathname)) return true;
  return pathname.length > 1 && pathname.endsWith('/') && NOINDEX_PAGES.has(pathname.replace(/\/+$/, ''));
}

export interface SecurityHeaderOptions {
  hsts: boolean;
}

const HEADER_LIST = Object.entries(SECURITY_HEADERS);
const WITH_HSTS: [string, string][] = [...HEADER_LIST, ['Strict-Transport-Security', HSTS_HEADER]];

/** The headers of a path that is not a public page, as a flat name, value, … list for `writeHead`. */
export function securityHeaderList(options: SecurityHeaderOptions): readonly string[] {
  return (options.hsts ? WITH_HSTS : HEADER_LIST).flat();
}

export function setSecurityHeaders(
  res: ServerResponse,
  pathname: string,
  options: SecurityHeaderOptions,
): void {
  for (const [name, value] of options.hsts ? WITH_HSTS : HEADER_LIST) res.setHeader(name, value);
  if (isNoindexPath(pathname)) res.setHeader('X-Robots-Tag', 'noindex');
}
