// Plain data: the server writes it straight onto its socket in one write.

export interface RestReply {
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  body: string | null;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

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
