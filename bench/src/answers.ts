// The baseline must answer what the portal answers, or it is not doing the same work: both sides' JSON for
// each measured route is read once and compared, with the headers the contract puts on every API answer.
import { isDeepStrictEqual } from 'node:util';
import { type ApiRoute, routeLabel } from './routes';

export const CONTRACT_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
] as const;

export interface Answer {
  status: number;
  body: unknown;
  // x-request-id by presence only: its value is each answer's own.
  headers: Record<string, string | boolean | null>;
  etag?: string | null;
}

/** By route label; a revalidated route keeps the ETag it was sent, so equal ETags mean byte-equal bodies. */
export type Answers = Record<string, Answer>;

export function contractHeadersOf(headers: Headers): Answer['headers'] {
  const found: Answer['headers'] = {};
  for (const name of CONTRACT_HEADERS) found[name] = headers.get(name);
  found['x-request-id'] = headers.has('x-request-id');
  return found;
}

export interface ReadAnswers {
  answers: Answers;
  /** The ETag each revalidated route's path answered with, by label: its load sends it as If-None-Match. */
  etags: Map<string, string>;
}

/** The request headers of a route's load and of its answer check. */
export function routeHeaders(
  route: ApiRoute,
  cookie: string,
  etag: string | undefined,
): Record<string, string> {
  return {
    ...(route.signedIn ? { cookie } : {}),
    ...(route.status === 304 && etag ? { 'if-none-match': etag } : {}),
  };
}

async function read(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Compared as text.
  }
  return {
    status: response.status,
    body,
    headers: contractHeadersOf(response.headers),
    etag: response.headers.get('etag'),
  };
}

export async function fetchAnswers(
  baseUrl: string,
  routes: readonly ApiRoute[],
  cookie: string,
): Promise<ReadAnswers> {
  const answers: Answers = {};
  const etags = new Map<string, string>();
  for (const route of routes) {
    const label = routeLabel(route);
    if (route.status !== 304) {
      const { status, body, headers } = await read(
        `${baseUrl}${route.path}`,
        routeHeaders(route, cookie, undefined),
      );
      answers[label] = { status, body, headers };
      continue;
    }
    const first = await read(`${baseUrl}${route.path}`, routeHeaders(route, cookie, undefined));
    if (first.etag) etags.set(label, first.etag);
    const { status, body, headers } = await read(
      `${baseUrl}${route.path}`,
      routeHeaders(route, cookie, first.etag ?? undefined),
    );
    answers[label] = { status, body, headers, etag: first.etag };
  }
  return { answers, etags };
}

export function differingRoutes(portal: Answers, baseline: Answers): string[] {
  const routes = new Set([...Object.keys(portal), ...Object.keys(baseline)]);
  return [...routes].filter((route) => !isDeepStrictEqual(portal[route], baseline[route]));
}

/** Where two answers first differ, as a path such as `body[3].canEdit`; null when they are equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return path || '(root)';
  if (Array.isArray(a) !== Array.isArray(b)) return path || '(root)';
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}.length (${a.length} ≠ ${b.length})`;
    for (let i = 0; i < a.length; i += 1) {
      const found = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (found) return found;
    }
    return path || '(root)';
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const found = firstDifference(left[key], right[key], path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return path || '(root)';
}
