// Answers a poller cheaply (meta.rest.revalidate): a strong ETag computed from the JSON body, and a 304
// without a body when the client already holds that body (its If-None-Match names the ETag).
import { createHash } from 'node:crypto';
import { JSON_TYPE, type RestReply, replyToResponse } from './reply';

/** The browser keeps the answer but asks every time whether it is still current (If-None-Match). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** A strong validator: the body's SHA-256 (base64url, 43 characters), quoted. */
export function bodyEtag(body: string): string {
  return `"${createHash('sha256').update(body, 'utf8').digest('base64url')}"`;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a `W/` prefix is ignored, `*` matches any
 * current answer.
 */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** 200 with the JSON body and its ETag, or 304 with only the ETag when the client has it already. */
export function revalidatedJsonReply(status: number, output: unknown, ifNoneMatch: string | null): RestReply {
  const body = JSON.stringify(output ?? null);
  const etag = bodyEtag(body);
  const headers = { etag, 'cache-control': REVALIDATE_CACHE_CONTROL };
  if (etagMatches(ifNoneMatch, etag)) return { status: 304, headers, setCookies: [], body: null };
  return { status, headers: { ...headers, 'content-type': JSON_TYPE }, setCookies: [], body };
}

export function revalidatedJsonResponse(status: number, output: unknown, req: Request): Response {
  return replyToResponse(revalidatedJsonReply(status, output, req.headers.get('if-none-match')));
}
