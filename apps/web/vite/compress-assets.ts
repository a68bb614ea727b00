// Brotli and gzip copies beside the built files, for apps/server/src/http/static-files.ts to send.
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Kept in step with apps/server/src/http/static-files.ts. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
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

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COPIES = [
  {
    suffix: '.br',
    compress: (bytes: Buffer) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', compress: (bytes: Buffer) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }) },
] as const;

export interface CompressionSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * A copy is written only when smaller than its file, and written aside then renamed, so a server reading
 * the folder never sees half of one.
 */
export async function compressDirectory(dir: string): Promise<CompressionSummary> {
  const names = await readdir(dir, { recursive: true });
  const summary: CompressionSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await Promise.all(
    names
      .filter((name) => COMPRESSIBLE_EXTENSIONS.has(extname(name).toLowerCase()))
      .map(async (name) => {
        const path = join(dir, name);
        const bytes = await readFile(path);
        summary.files += 1;
        summary.bytes += bytes.length;
        const [br, gz] = await Promise.all(
          COPIES.map(async ({ suffix, compress }) => {
            const copy = await compress(bytes);
            if (copy.length >= bytes.length) {
              await rm(path + suffix, { force: true });
              return bytes.length;
            }
            await writeFile(`${path}${suffix}.tmp`, copy);
            await rename(`${path}${suffix}.tmp`, path + suffix);
            return copy.length;
          }),
        );
        summary.brotliBytes += br ?? bytes.length;
        summary.gzipBytes += gz ?? bytes.length;
      }),
  );
  return summary;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'kubm:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const summary = await compressDirectory(outDir);
      this.info(
        `${summary.files} files, ${kilobytes(summary.bytes)}: brotli ${kilobytes(summary.brotliBytes)}, gzip ${kilobytes(summary.gzipBytes)}`,
      );
    },
  };
}
