import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVICE_WORKER_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'sw.js');

let cached: Promise<Buffer> | undefined;

/** /sw.js: no-cache so a changed worker reaches browsers on their next visit. */
export async function sendServiceWorker(res: ServerResponse, method: string): Promise<void> {
  cached ??= readFile(SERVICE_WORKER_PATH);
  const body = await cached;
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Service-Worker-Allowed', '/');
  res.setHeader('Content-Length', body.length);
  res.end(method === 'HEAD' ? undefined : body);
}
