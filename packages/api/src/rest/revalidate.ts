import { bodyEtag, preparedAnswerOf } from '../prepared-answer';
import { JSON_TYPE, type RestReply, replyToResponse } from './reply';

export const REVALIDATE_CACHE_CONTROL = 'no-cache';

// Weak comparison (RFC 9110): a `W/` prefix is ignored, `*` matches any answer.
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

// A prepared answer brings its body and tag: a poll that changed nothing only compares two strings.
export function revalidatedJsonReply(status: number, output: unknown, ifNoneMatch: string | null): RestReply {
  const ready = preparedAnswerOf(output);
  const body = ready?.json ?? JSON.stringify(output ?? null);
  const etag = ready?.etag ?? bodyEtag(body);
  const headers = { etag, 'cache-control': REVALIDATE_CACHE_CONTROL };
  if (etagMatches(ifNoneMatch, etag)) return { status: 304, headers, setCookies: [], body: null };
  const reply: RestReply = {
    status,
    headers: { ...headers, 'content-type': JSON_TYPE },
    setCookies: [],
    body,
  };
  if (ready) reply.encoded = ready.encoded;
  return reply;
}

export function revalidatedJsonResponse(status: number, output: unknown, req: Request): Response {
  return replyToResponse(revalidatedJsonReply(status, output, req.headers.get('if-none-match')));
}
