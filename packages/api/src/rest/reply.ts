// Plain data: the server writes it straight onto its socket in one write.
import { preparedAnswerOf } from '../prepared-answer';

export interface RestReply {
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  body: string | null;
  /** A prepared answer's copies of `body` by content coding (`identity`: its UTF-8 bytes), made once. */
  encoded: Map<string, Buffer> | undefined;
}

/**
 * Every reply is made here, with the same keys in one order: replies of one shape keep the server's send path
 * monomorphic, which a 200 carrying `encoded` and a 304 without it did not (docs/decisions/lean-rest-door.md).
 */
export function restReply(
  status: number,
  headers: Record<string, string>,
  body: string | null,
  encoded?: Map<string, Buffer>,
  setCookies: string[] = [],
): RestReply {
  return { status, headers, setCookies, body, encoded };
}

export const JSON_TYPE = 'application/json; charset=utf-8';

export function jsonReply(status: number, body: unknown, extra?: Record<string, string>): RestReply {
  const ready = preparedAnswerOf(body);
  return restReply(
    status,
    { 'content-type': JSON_TYPE, 'cache-control': 'no-store', ...extra },
    ready?.json ?? JSON.stringify(body),
    ready?.encoded,
  );
}

export function replyToResponse(reply: RestReply): Response {
  const headers = new Headers(reply.headers);
  for (const cookie of reply.setCookies) headers.append('Set-Cookie', cookie);
  return new Response(reply.body, { status: reply.status, headers });
}
