// Bundles the server into dist/main.js: docs/decisions/server-bundle.md.
// Run: tsx scripts/build.ts [--outdir <folder>]  (default dist)
import { readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';

const serverDir = resolve(import.meta.dirname, '..');
const repoRoot = resolve(serverDir, '..', '..');

// Each finds a native addon or WASM file relative to its own location.
export const EXTERNAL_PACKAGES = ['@electric-sql/pglite', '@node-rs/argon2', 'sharp'];

export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]) ?? specifier;
}

// With pnpm's strict node_modules an external must be a server dependency: fail the build, not the start.
function externalPackages(dependencies: Set<string>): Plugin {
  return {
    name: 'external-packages',
    setup(context) {
      context.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = packageNameOf(args.path);
        if (!EXTERNAL_PACKAGES.includes(name)) return undefined;
        if (!dependencies.has(name)) {
          return {
            errors: [
              { text: `${name} is loaded at run time: add it to apps/server/package.json's dependencies` },
            ],
          };
        }
        return { path: args.path, external: true };
      });
    },
  };
}

// Workspace modules find files beside their source (migrations, the service worker, web dist) through
// import.meta.url, which inlined would be the bundle's: each gets its own back.
function ownImportMetaUrl(outdir: string): Plugin {
  return {
    name: 'own-import-meta-url',
    setup(context) {
      context.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.split(sep).includes('node_modules')) return undefined;
        const source = await readFile(args.path, 'utf8');
        const fromBundle = relative(outdir, args.path).split(sep).join('/');
        const own = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
      });
    },
  };
}

export async function buildServer(outdir: string): Promise<void> {
  const packageJson = JSON.parse(readFileSync(resolve(serverDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [resolve(serverDir, 'src', 'main.ts')],
    outdir,
    // Database drivers in chunks of their own, so a server on PostgreSQL never loads PGlite.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    sourcesContent: false,
    // No keepNames: its wrappers cost a few per cent of a request's CPU; keep bundled error class names unique.
    keepNames: false,
    legalComments: 'linked',
    // Bundled CommonJS libraries (pino, nodemailer) call require.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    plugins: [
      externalPackages(new Set(Object.keys(packageJson.dependencies ?? {}))),
      ownImportMetaUrl(resolve(outdir)),
    ],
  });
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const at = process.argv.indexOf('--outdir');
  const outdir = resolve(serverDir, at >= 0 ? (process.argv[at + 1] ?? 'dist') : 'dist');
  await buildServer(outdir);
  // biome-ignore lint/suspicious/noConsole: a build says where its output went.
  console.log(`built ${relative(repoRoot, resolve(outdir, 'main.js'))}`);
}
