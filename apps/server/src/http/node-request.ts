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

// A class: an object literal's own getter kept the request alive until a full GC.
class NodeRestRequest implements RestRequest {
  readonly method: string;
  readonly headers: RestRequest['headers'];

  constructor(
    req: IncomingMessage,
    private readonly href: () => string,
    private readonly body: Buffer | null,
  ) {
    this.method = req.method ?? 'GET';
    this.headers = { get: (name) => rawHeader(req, name) };
  }

  get url(): string {
    return this.href();
  }

  // TextDecoder drops a leading BOM and replaces bad bytes, as fetch's Request.text() does.
  async text(): Promise<string> {
    return this.body === null ? '' : utf8.decode(this.body);
  }
}

/** `target.url` is read only if something reads the request's `url`. */
export function nodeRestRequest(
  req: IncomingMessage,
  target: { readonly url: URL },
  body: Buffer | null,
): RestRequest {
  return new NodeRestRequest(req, () => target.url.href, body);
}

// For the short path (sessionless reads): a URL is built only if something reads it.
export function laneRestRequest(req: IncomingMessage): RestRequest {
  let url: URL | undefined;
  return new NodeRestRequest(
    req,
    () => {
      url ??= requestUrl(req);
      return url.href;
    },
    null,
  );
}
