// The built web app with SPA fallback, held in memory and rechecked against the disk at most once a
// second while requests come: docs/decisions/static-serving.md.
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import type { ContentCoding } from './content-encoding';
import { sendText } from './fetch-bridge';
import { type StaticBody, type StaticEntry, sendStaticEntry, staticBody, staticEntry } from './static-entry';

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

// Must match the types apps/web/vite/compress-assets.ts writes .br and .gz copies of.
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
]);

const COPY_SUFFIXES: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };
const DECOMPRESS: Readonly<Record<ContentCoding, (bytes: Buffer) => Promise<Buffer>>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const BUILD_MISSING_MESSAGE =
  'Aplikasi web belum dibina. Jalankan `pnpm build` dahulu. (The web app is not built: run `pnpm build` first.)';

export const STATIC_RECHECK_MS = 1000;

interface FileRead {
  signature: string;
  lastModified: string;
  body: StaticBody;
}

interface Snapshot {
  entries: Map<string, StaticEntry>;
  reads: Map<string, FileRead>;
  takenAt: number;
}

const EMPTY: Snapshot = { entries: new Map(), reads: new Map(), takenAt: 0 };

// A .br/.gz copy is served only if it decompresses to the file's bytes, so a half-written one never is.
const checkedCopies = new WeakMap<StaticBody, { file: StaticBody; ok: boolean }>();

async function copyMatches(copy: StaticBody, file: StaticBody, coding: ContentCoding): Promise<boolean> {
  const known = checkedCopies.get(copy);
  if (known?.file === file) return known.ok;
  let ok = false;
  try {
    ok = (await DECOMPRESS[coding](copy.bytes)).equals(file.bytes);
  } catch {
    ok = false;
  }
  checkedCopies.set(copy, { file, ok });
  return ok;
}

async function readFiles(root: string, previous: Snapshot): Promise<Map<string, FileRead>> {
  let names: string[];
  try {
    names = await readdir(root, { recursive: true });
  } catch {
    return new Map();
  }
  const reads = new Map<string, FileRead>();
  await Promise.all(
    names.map(async (name) => {
      const path = `/${name.split(sep).join('/')}`;
      try {
        const info = await stat(join(root, name));
        if (!info.isFile()) return;
        const signature = `${info.size}:${info.mtimeMs}:${info.ino}`;
        const known = previous.reads.get(path);
        if (known?.signature === signature) {
          reads.set(path, known);
          return;
        }
        const bytes = await readFile(join(root, name));
        reads.set(path, { signature, lastModified: info.mtime.toUTCString(), body: staticBody(bytes) });
      } catch {
        // Gone since the listing: a rebuild is under way.
      }
    }),
  );
  return reads;
}

async function entryOf(path: string, file: FileRead, reads: Map<string, FileRead>): Promise<StaticEntry> {
  const extension = extname(path).toLowerCase();
  const compressible = COMPRESSIBLE.has(extension);
  const encoded: Partial<Record<ContentCoding, StaticBody>> = {};
  if (compressible) {
    for (const coding of ['br', 'gzip'] as const) {
      const copy = reads.get(path + COPY_SUFFIXES[coding]);
      if (copy && (await copyMatches(copy.body, file.body, coding))) encoded[coding] = copy.body;
    }
  }
  return staticEntry({
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    compressible,
    lastModified: file.lastModified,
    identity: file.body,
    encoded,
  });
}

function isCopyOfAnother(path: string, reads: Map<string, FileRead>): boolean {
  return Object.values(COPY_SUFFIXES).some(
    (suffix) => path.endsWith(suffix) && reads.has(path.slice(0, -suffix.length)),
  );
}

async function takeSnapshot(root: string, previous: Snapshot): Promise<Snapshot> {
  const takenAt = Date.now();
  const reads = await readFiles(root, previous);
  const entries = new Map<string, StaticEntry>();
  await Promise.all(
    [...reads].map(async ([path, file]) => {
      if (!isCopyOfAnother(path, reads)) entries.set(path, await entryOf(path, file, reads));
    }),
  );
  return { entries, reads, takenAt };
}

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

export type StaticHandler = (
  res: ServerResponse,
  pathname: string,
  method: string,
  headers: IncomingHttpHeaders,
) => Promise<void>;

// Only the canonical spelling of a path inside root counts, so no request can turn every miss into a re-read.
async function isNewFile(root: string, path: string, current: Snapshot): Promise<boolean> {
  if (current.reads.has(path)) return false;
  const target = resolve(root, `.${path}`);
  if (!target.startsWith(root + sep) || `/${relative(root, target).split(sep).join('/')}` !== path) {
    return false;
  }
  try {
    return (await stat(target)).isFile();
  } catch {
    return false;
  }
}

export function createStaticHandler(distDir: string): StaticHandler {
  const root = resolve(distDir);
  let snapshot: Snapshot | undefined;
  let checking: Promise<Snapshot> | undefined;

  function recheck(): Promise<Snapshot> {
    checking ??= takeSnapshot(root, snapshot ?? EMPTY)
      .then(
        (next) => {
          snapshot = next;
          return next;
        },
        () => snapshot ?? EMPTY,
      )
      .finally(() => {
        checking = undefined;
      });
    return checking;
  }

  async function lookup(path: string): Promise<StaticEntry | undefined> {
    const current = snapshot ?? (await recheck());
    const entry = current.entries.get(path);
    if (entry !== undefined || !(await isNewFile(root, path, current))) return entry;
    return (await recheck()).entries.get(path);
  }

  return async (res, pathname, method, headers) => {
    if (snapshot && Date.now() - snapshot.takenAt >= STATIC_RECHECK_MS) void recheck();
    const isAsset = pathname.startsWith('/assets/');
    const decoded = decodePath(pathname === '/' ? '/index.html' : pathname);
    const isCopyName = /\.(?:br|gz)$/i.test(decoded ?? pathname);
    const entry = decoded === null || isCopyName ? undefined : await lookup(decoded);
    if (entry) {
      sendStaticEntry(res, entry, { method, headers, cacheControl: isAsset ? IMMUTABLE : 'no-cache' });
      return;
    }
    // A stale page asking for an old build's file: HTML in its place would confuse the browser.
    if (isAsset || isCopyName) {
      sendText(res, 404, 'Not found', { 'Cache-Control': 'no-cache' });
      return;
    }
    // A route the build wrote a page for (its own code preloaded: apps/web/vite/route-pages.ts), else the app.
    const routePage =
      decoded === null ? undefined : await lookup(`${decoded.replace(/\/+$/, '')}/index.html`);
    const index = routePage ?? (await lookup('/index.html'));
    if (!index) {
      sendText(res, 503, BUILD_MISSING_MESSAGE, { 'Cache-Control': 'no-store' });
      return;
    }
    sendStaticEntry(res, index, { method, headers, cacheControl: 'no-cache' });
  };
}
