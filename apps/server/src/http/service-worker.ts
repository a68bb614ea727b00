import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressedCopies, type StaticEntry, sendStaticEntry, staticBody, staticEntry } from './static-entry';

export const SERVICE_WORKER_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'sw.js');

let cached: Promise<StaticEntry> | undefined;

/**
 * Read and compressed once, at first use: the worker is 1.4 KB and fixed while the server runs, so its
 * copies cost a few milliseconds once, and browsers check it on every visit.
 */
async function loadServiceWorker(): Promise<StaticEntry> {
  const bytes = await readFile(SERVICE_WORKER_PATH);
  return staticEntry({
    contentType: 'text/javascript; charset=utf-8',
    compressible: true,
    identity: staticBody(bytes),
    encoded: compressedCopies(bytes),
  });
}

/** /sw.js: no-cache (revalidated by its ETag) so a changed worker reaches browsers on their next visit. */
export async function sendServiceWorker(
  res: ServerResponse,
  method: string,
  headers: IncomingHttpHeaders,
): Promise<void> {
  cached ??= loadServiceWorker();
  const entry = await cached;
  res.setHeader('Service-Worker-Allowed', '/');
  sendStaticEntry(res, entry, { method, headers, cacheControl: 'no-cache' });
}
