// No fetch objects per request on the REST door.
import type { IncomingMessage } from 'node:http';
import type { RestRequest } from '@kubm/api/rest';
import { requestUrl } from './fetch-bridge';

const utf8 = new TextDecoder();

// As fetch's Headers.get joins them; Node's `headers` object drops or joins duplicates its own way.
export function rawHeader(req: IncomingMessage, name: string): string | null {
  const wanted = name.toLowerCase();
  const raw = req.rawHeaders;
  let value: string | null = null;
  for (let i = 0; i < raw.length; i += 2) {
    if ((raw[i] as string).toLowerCase() !== wanted) continue;
    const field = raw[i + 1] as string;
    value = value === null ? field : `${value}, ${field}`;
  }
  return value;
}

function restRequest(req: IncomingMessage, href: () => string, body: Buffer | null): RestRequest {
  return {
    method: req.method ?? 'GET',
    get url() {
      return href();
    },
    headers: { get: (name) => rawHeader(req, name) },
    // TextDecoder drops a leading BOM and replaces bad bytes, as fetch's Request.text() does.
    text: async () => (body === null ? '' : utf8.decode(body)),
  };
}

export function nodeRestRequest(req: IncomingMessage, url: URL, body: Buffer | null): RestRequest {
  return restRequest(req, () => url.href, body);
}

// For the short path (sessionless reads): a URL is built only if something reads it.
export function laneRestRequest(req: IncomingMessage): RestRequest {
  let url: URL | undefined;
  return restRequest(
    req,
    () => {
      url ??= requestUrl(req);
      return url.href;
    },
    null,
  );
}
