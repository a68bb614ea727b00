import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressedCopies, type StaticEntry, sendStaticEntry, staticBody, staticEntry } from './static-entry';

export const SERVICE_WORKER_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'sw.js');

let cached: Promise<StaticEntry> | undefined;

async function loadServiceWorker(): Promise<StaticEntry> {
  const bytes = await readFile(SERVICE_WORKER_PATH);
  return staticEntry({
    contentType: 'text/javascript; charset=utf-8',
    compressible: true,
    identity: staticBody(bytes),
    encoded: compressedCopies(bytes),
  });
}

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
