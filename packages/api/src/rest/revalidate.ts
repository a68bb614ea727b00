import { bodyEtag, preparedAnswerOf } from '../prepared-answer';
import { JSON_TYPE, type RestReply, replyToResponse, restReply } from './reply';

export const REVALIDATE_CACHE_CONTROL = 'no-cache';

// Weak comparison (RFC 9110): a `W/` prefix is ignored, `*` matches any answer.
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true; // what a poll sends: the tag it was given
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
  if (etagMatches(ifNoneMatch, etag)) return restReply(304, headers, null);
  return restReply(status, { ...headers, 'content-type': JSON_TYPE }, body, ready?.encoded);
}

interface ReadyReplies {
  status: number;
  changed: RestReply;
  unchanged: RestReply;
}

const readyReplies = new WeakMap<object, ReadyReplies>();

/**
 * `revalidatedJsonReply` for the answer at hand, whose two replies are made once per prepared answer and frozen:
 * a poll between refreshes builds nothing. Undefined when `output` is not prepared.
 */
export function preparedRevalidatedReply(
  status: number,
  output: object,
  ifNoneMatch: string | null,
): RestReply | undefined {
  let replies = readyReplies.get(output);
  if (replies?.status !== status) {
    const ready = preparedAnswerOf(output);
    if (!ready) return undefined;
    const changed = revalidatedJsonReply(status, output, null);
    const unchanged = revalidatedJsonReply(status, output, ready.etag);
    for (const reply of [changed, unchanged]) Object.freeze(Object.freeze(reply).headers);
    replies = { status, changed, unchanged };
    readyReplies.set(output, replies);
  }
  return etagMatches(ifNoneMatch, replies.unchanged.headers.etag as string)
    ? replies.unchanged
    : replies.changed;
}

export function revalidatedJsonResponse(status: number, output: unknown, req: Request): Response {
  return replyToResponse(revalidatedJsonReply(status, output, req.headers.get('if-none-match')));
}
