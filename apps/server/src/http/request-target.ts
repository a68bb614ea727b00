// The request's path and query as the handlers read them. A WHATWG URL cost an API read about a fiftieth of
// its time, so a plain target (the app's own requests) is read as it is and the URL is built only if asked for.
import type { IncomingMessage } from 'node:http';
import type { RestTarget } from '@kubm/api/rest';
import { requestUrl } from './fetch-bridge';

// Only characters a URL keeps as they are, so `pathname` and `searchParams` are what `new URL` would give: no
// dot segments, no escapes or backslashes in the path, and no leading `//` (which a URL reads as a host).
const PLAIN_TARGET = /^\/(?!\/)[A-Za-z0-9_\-/]*(?:\?[A-Za-z0-9_\-.~=&%+]*)?$/;

// A class: an object literal's own getter kept the request alive until a full GC (node-request.ts).
export class RequestTarget implements RestTarget {
  #url: URL | undefined;
  #params: URLSearchParams | undefined;

  constructor(
    private readonly req: IncomingMessage,
    readonly pathname: string,
    private readonly query: string | undefined,
    url?: URL,
  ) {
    this.#url = url;
  }

  get url(): URL {
    this.#url ??= requestUrl(this.req);
    return this.#url;
  }

  get searchParams(): URLSearchParams {
    if (this.query === undefined) return this.url.searchParams;
    this.#params ??= new URLSearchParams(this.query);
    return this.#params;
  }
}

export function requestTarget(req: IncomingMessage): RequestTarget {
  const raw = req.url ?? '/';
  if (PLAIN_TARGET.test(raw)) {
    const queryAt = raw.indexOf('?');
    if (queryAt === -1) return new RequestTarget(req, raw, '');
    return new RequestTarget(req, raw.slice(0, queryAt), raw.slice(queryAt + 1));
  }
  const url = requestUrl(req);
  return new RequestTarget(req, url.pathname, undefined, url);
}
