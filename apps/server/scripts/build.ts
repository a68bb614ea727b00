// `pnpm build` for the server: src/main.ts, the workspace packages and the libraries it imports, bundled into
// one ES module (dist/main.js, with its source map) that plain `node` runs. One file loads in about half the
// time of the hundreds it replaces. Packages that carry native code or WASM found beside their own files stay
// outside, loaded from apps/server/node_modules at run time.
// Run: tsx scripts/build.ts [--outdir <folder>]  (default dist)
import { readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';

const serverDir = resolve(import.meta.dirname, '..');
const repoRoot = resolve(serverDir, '..', '..');

/** Left out of the bundle: each finds a native addon or WASM file relative to its own location. */
export const EXTERNAL_PACKAGES = ['@electric-sql/pglite', '@node-rs/argon2', 'sharp'];

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]) ?? specifier;
}

/**
 * With pnpm's strict node_modules an external package is found from the bundle only if it is one of the
 * server's own dependencies: the build fails otherwise, rather than the server at start.
 */
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

/**
 * Workspace modules find files beside their source through import.meta.url (the migrations, the service
 * worker, the web app's dist, PGlite's init worker). Inlined, import.meta.url would be the bundle's: each
 * module gets its own location back, relative to the bundle, so the paths hold wherever the checkout lives.
 */
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
  // Chunk names carry a hash: the last build's would otherwise pile up.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [resolve(serverDir, 'src', 'main.ts')],
    outdir,
    // Each database driver is imported when chosen (packages/db/src/client.ts): in chunks of their own, a
    // server on PostgreSQL never loads PGlite and the reverse. Chunks sit beside main.js, as
    // ownImportMetaUrl assumes.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Stack traces point into the sources (node --enable-source-maps); the sources themselves stay in the
    // checkout rather than in a map the process would hold in memory.
    sourcemap: true,
    sourcesContent: false,
    // No keepNames: it wraps every function the code creates, per request too, in a call that sets its
    // name (a few per cent of a request's CPU in the profile). Error types in the log come from `error.name`
    // or the class name, and no two bundled error classes share a name (esbuild would then number one).
    keepNames: false,
    legalComments: 'linked',
    // Bundled CommonJS libraries (pino, nodemailer) require Node's built-ins.
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
