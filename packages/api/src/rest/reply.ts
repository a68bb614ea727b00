// Plain data: the server writes it straight onto its socket in one write.
import { preparedAnswerOf } from '../prepared-answer';

export interface RestReply {
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  body: string | null;
  /** A prepared answer's copies of `body` by content coding (`identity`: its UTF-8 bytes), made once. */
  encoded?: Map<string, Buffer>;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

export function jsonReply(status: number, body: unknown, extra?: Record<string, string>): RestReply {
  const ready = preparedAnswerOf(body);
  const reply: RestReply = {
    status,
    headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store', ...extra },
    setCookies: [],
    body: ready?.json ?? JSON.stringify(body),
  };
  if (ready) reply.encoded = ready.encoded;
  return reply;
}

export function replyToResponse(reply: RestReply): Response {
  const headers = new Headers(reply.headers);
  for (const cookie of reply.setCookies) headers.append('Set-Cookie', cookie);
  return new Response(reply.body, { status: reply.status, headers });
}
