// What the REST door answers, as plain data: the server writes it straight onto its socket (one write,
// with a Content-Length), and a fetch `Response` is made from it only where a caller wants one.

/** Header names are lower-case; `set-cookie` is never here (see `setCookies`). */
export interface RestReply {
  status: number;
  headers: Record<string, string>;
  /** Each a whole Set-Cookie header value, in order. */
  setCookies: string[];
  /** UTF-8 text; null for no body (204, 304). */
  body: string | null;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** JSON that depends on the session: never kept by a shared cache. */
export function jsonReply(status: number, body: unknown, extra?: Record<string, string>): RestReply {
  return {
    status,
    headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store', ...extra },
    setCookies: [],
    body: JSON.stringify(body),
  };
}

export function replyToResponse(reply: RestReply): Response {
  const headers = new Headers(reply.headers);
  for (const cookie of reply.setCookies) headers.append('Set-Cookie', cookie);
  return new Response(reply.body, { status: reply.status, headers });
}
