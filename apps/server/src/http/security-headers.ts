// Headers on every response (ARCHITECTURE §4). The web build loads scripts only from files, so the
// CSP forbids inline script; inline styles stay allowed for Radix's positioning.
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

/**
 * One year, the value browsers' preload lists expect. Without includeSubDomains: the parish's domain
 * may host other sites (a blog, a mail web interface) that we do not control and that may still be
 * served over plain http; pinning them to https from here could break them.
 */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;
export const HSTS_HEADER = `max-age=${HSTS_MAX_AGE_SECONDS}`;

/** The public pages anyone may open without signing in: keep them out of search engines. */
const NOINDEX_PAGES = new Set(['/carta-organisasi', '/keputusan-undian']);

export function isNoindexPath(pathname: string): boolean {
  if (NOINDEX_PAGES.has(pathname)) return true;
  // Only a path with a trailing slash needs trimming (most requests are not for these pages at all).
  return pathname.length > 1 && pathname.endsWith('/') && NOINDEX_PAGES.has(pathname.replace(/\/+$/, ''));
}

export interface SecurityHeaderOptions {
  /** APP_URL is https: browsers must keep to https (over plain http the header would be ignored anyway). */
  hsts: boolean;
}

/** Name and value pairs, made once: this runs on every answer. */
const HEADER_LIST = Object.entries(SECURITY_HEADERS);
const WITH_HSTS: [string, string][] = [...HEADER_LIST, ['Strict-Transport-Security', HSTS_HEADER]];

export function setSecurityHeaders(
  res: ServerResponse,
  pathname: string,
  options: SecurityHeaderOptions,
): void {
  for (const [name, value] of options.hsts ? WITH_HSTS : HEADER_LIST) res.setHeader(name, value);
  if (isNoindexPath(pathname)) res.setHeader('X-Robots-Tag', 'noindex');
}
