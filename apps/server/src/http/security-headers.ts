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

// JSON is never a page: nothing in it may load, run or be framed (OWASP's REST headers).
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': API_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': SECURITY_HEADERS['Referrer-Policy'] as string,
  'X-Frame-Options': 'DENY',
};

/** The JSON API's answers (REST, tRPC, OpenAPI, photos); not its docs page. */
export function isApiAnswerPath(pathname: string): boolean {
  if (pathname === '/api/docs' || pathname.startsWith('/api/docs/')) return false;
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/trpc' ||
    pathname.startsWith('/trpc/')
  );
}

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

const HSTS_ENTRY: [string, string] = ['Strict-Transport-Security', HSTS_HEADER];
const PAGE_HEADERS = Object.entries(SECURITY_HEADERS);
const PAGE_HEADERS_HSTS = [...PAGE_HEADERS, HSTS_ENTRY];
const API_HEADERS = Object.entries(API_SECURITY_HEADERS);
const API_HEADERS_HSTS = [...API_HEADERS, HSTS_ENTRY];

function headersFor(pathname: string, options: SecurityHeaderOptions): readonly [string, string][] {
  if (isApiAnswerPath(pathname)) return options.hsts ? API_HEADERS_HSTS : API_HEADERS;
  return options.hsts ? PAGE_HEADERS_HSTS : PAGE_HEADERS;
}

/** An API answer's headers, as a flat name, value, … list for `writeHead`. */
export function apiSecurityHeaderList(options: SecurityHeaderOptions): readonly string[] {
  return (options.hsts ? API_HEADERS_HSTS : API_HEADERS).flat();
}

export function setSecurityHeaders(
  res: ServerResponse,
  pathname: string,
  options: SecurityHeaderOptions,
): void {
  for (const [name, value] of headersFor(pathname, options)) res.setHeader(name, value);
  if (isNoindexPath(pathname)) res.setHeader('X-Robots-Tag', 'noindex');
}
