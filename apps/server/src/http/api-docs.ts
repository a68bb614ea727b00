// /api/docs: the OpenAPI document as a page for people, rendered in the browser by Redoc's standalone bundle,
// served from the redoc package (no CDN). The page has no inline script: the bundle finds the <redoc> element
// and reads its attributes itself, so the site-wide CSP (script-src 'self') holds unchanged. Search is off:
// Redoc builds its search index in a Worker made from a blob: URL, which that CSP refuses.
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compressedCopies, type StaticEntry, sendStaticEntry, staticBody, staticEntry } from './static-entry';

const API_DOCS_PATH = '/api/docs';
export const API_DOCS_SCRIPT_PATH = '/api/docs/redoc.standalone.js';
/** The bundle's first line points here for its third-party licences. */
const API_DOCS_LICENSE_PATH = '/api/docs/redoc.standalone.js.LICENSE.txt';
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

/**
 * Found from this file's own location, in apps/server/node_modules (redoc is one of the server's
 * dependencies): with the sources, and from dist/main.js, where build.ts gives this module its own
 * import.meta.url back.
 */
export function redocBundleFile(): string {
  return createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
}

const PAGE = `<!doctype html>
<html lang="ms">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Portal KUBM — Dokumentasi API</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <noscript>Halaman ini memerlukan JavaScript. Dokumen OpenAPI: <a href="${OPENAPI_DOCUMENT_PATH}">${OPENAPI_DOCUMENT_PATH}</a></noscript>
    <redoc spec-url="${OPENAPI_DOCUMENT_PATH}" disable-search></redoc>
    <script src="${API_DOCS_SCRIPT_PATH}"></script>
  </body>
</html>
`;

/**
 * Redoc's side menu shows Redocly's logo from their CDN, which the CSP (img-src 'self' data: blob:) refuses:
 * every visit would log a violation. The served copy of the bundle names an empty image instead; the menu's
 * 'API docs by Redocly' link stays. Nothing else in the bundle loads from another origin (the browser test
 * watches every request).
 */
export const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
export const EMPTY_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The bundle is 1.1 MB: its copies are made off the event loop, at brotli quality 9 rather than the web
 * build's 11 (2.8 s of CPU against 0.15 s, for 9 % more bytes), once, at the first request for it.
 */
async function loadBundle(): Promise<StaticEntry> {
  const source = await readFile(redocBundleFile(), 'utf8');
  const bytes = Buffer.from(source.replaceAll(REDOC_CDN_LOGO, EMPTY_IMAGE));
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return staticEntry({
    contentType: 'text/javascript; charset=utf-8',
    compressible: true,
    identity: staticBody(bytes),
    encoded: { br: staticBody(br), gzip: staticBody(gz) },
  });
}

async function loadLicense(): Promise<StaticEntry> {
  const bytes = await readFile(`${redocBundleFile()}.LICENSE.txt`);
  return staticEntry({
    contentType: 'text/plain; charset=utf-8',
    compressible: true,
    identity: staticBody(bytes),
    encoded: compressedCopies(bytes),
  });
}

function pageEntry(): StaticEntry {
  const bytes = Buffer.from(PAGE);
  return staticEntry({
    contentType: 'text/html; charset=utf-8',
    compressible: true,
    identity: staticBody(bytes),
    encoded: compressedCopies(bytes),
  });
}

const loaders: Readonly<Record<string, () => Promise<StaticEntry>>> = {
  [API_DOCS_PATH]: async () => pageEntry(),
  [API_DOCS_SCRIPT_PATH]: loadBundle,
  [API_DOCS_LICENSE_PATH]: loadLicense,
};

const loaded = new Map<string, Promise<StaticEntry>>();

export function isApiDocsPath(pathname: string): boolean {
  return Object.hasOwn(loaders, pathname);
}

/**
 * The page, the bundle or its licences. Their names stay the same across versions, so, like the web app's
 * unhashed files, they are no-cache: kept by the browser and revalidated by ETag on each use.
 */
export async function sendApiDocs(
  res: ServerResponse,
  pathname: string,
  method: string,
  headers: IncomingHttpHeaders,
): Promise<void> {
  const load = loaders[pathname];
  if (!load) throw new Error(`not an API docs path: ${pathname}`);
  let entry = loaded.get(pathname);
  if (!entry) {
    entry = load();
    loaded.set(pathname, entry);
    // A failed read is tried again by the next request rather than remembered.
    entry.catch(() => loaded.delete(pathname));
  }
  sendStaticEntry(res, await entry, { method, headers, cacheControl: 'no-cache' });
}
