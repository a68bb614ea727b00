// Serves the built web app (apps/web/dist) with SPA fallback: any unknown page gets index.html and the
// client shows its own 404. Hashed files under /assets/ never change, so browsers may keep them forever;
// every other file (index.html, the manifest, the icons) keeps its name across deploys, so it is no-cache:
// kept but revalidated (ETag) on each use.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { sendText } from './fetch-bridge';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const BUILD_MISSING_MESSAGE =
  'Aplikasi web belum dibina. Jalankan `pnpm build` dahulu. (The web app is not built: run `pnpm build` first.)';

interface FileInfo {
  path: string;
  size: number;
  mtime: Date;
}

async function fileAt(path: string): Promise<FileInfo | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

/** The file a URL path names inside root, or null when it would leave root or cannot be decoded. */
function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const target = resolve(root, `.${decoded}`);
  return target === root || target.startsWith(root + sep) ? target : null;
}

function etagOf(file: FileInfo): string {
  return `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`;
}

function sendFile(
  res: ServerResponse,
  file: FileInfo,
  options: { method: string; cacheControl: string; ifNoneMatch: string | undefined },
): void {
  const etag = etagOf(file);
  res.setHeader(
    'Content-Type',
    CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
  );
  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', file.mtime.toUTCString());
  if (options.ifNoneMatch === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', file.size);
  if (options.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

export type StaticHandler = (
  res: ServerResponse,
  pathname: string,
  method: string,
  ifNoneMatch: string | undefined,
) => Promise<void>;

export function createStaticHandler(distDir: string): StaticHandler {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');

  return async (res, pathname, method, ifNoneMatch) => {
    const isAsset = pathname.startsWith('/assets/');
    const target = resolveInside(root, pathname);
    const file = target && target !== indexPath ? await fileAt(target) : null;
    if (file) {
      sendFile(res, file, { method, ifNoneMatch, cacheControl: isAsset ? IMMUTABLE : 'no-cache' });
      return;
    }
    // A missing hashed file is a stale page asking for an old build: HTML in its place would only
    // confuse the browser, so answer 404.
    if (isAsset) {
      sendText(res, 404, 'Not found', { 'Cache-Control': 'no-cache' });
      return;
    }
    const index = await fileAt(indexPath);
    if (!index) {
      sendText(res, 503, BUILD_MISSING_MESSAGE, { 'Cache-Control': 'no-store' });
      return;
    }
    sendFile(res, index, { method, ifNoneMatch, cacheControl: 'no-cache' });
  };
}
