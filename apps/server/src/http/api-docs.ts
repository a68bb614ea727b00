// /api/docs, rendered by Redoc from our own copy with no inline script, so the CSP holds; search is off
// because Redoc's search Worker comes from a blob: URL: docs/decisions/redoc-api-docs.md.
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compressedCopies, type StaticEntry, sendStaticEntry, staticBody, staticEntry } from './static-entry';

const API_DOCS_PATH = '/api/docs';
export const API_DOCS_SCRIPT_PATH = '/api/docs/redoc.standalone.js';
const API_DOCS_LICENSE_PATH = '/api/docs/redoc.standalone.js.LICENSE.txt';
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

// Works from dist/main.js too: build.ts gives this module its own import.meta.url back.
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

// Redocly's CDN logo would break the CSP (img-src 'self') on every visit.
export const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
export const EMPTY_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli 9, not 11: 0.15 s of CPU instead of 2.8 s for the 1.1 MB bundle, at 9 % more bytes.
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
    entry.catch(() => loaded.delete(pathname));
  }
  sendStaticEntry(res, await entry, { method, headers, cacheControl: 'no-cache' });
}
