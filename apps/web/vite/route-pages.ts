// A page per route: index.html plus a modulepreload link per chunk of the route's screen (and a preload of what
// its first draw reads), fetched as the page is read, not once the app's script asks
// (docs/decisions/route-pages.md). /members gets members/index.html.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { FirstReads, ScreenEntry } from '../src/screen-files';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

export function routePageHtml(
  indexHtml: string,
  manifest: Manifest,
  screenFile: string,
  base = '/',
  firstReads: FirstReads = {},
): string {
  const loaded = chunkFiles(manifest, 'index.html');
  const code = chunkFiles(manifest, screenFile);
  for (const module of firstReads.modules ?? []) chunkFiles(manifest, module, code);
  // anonymous = a same-origin fetch's credentials; any other value is not used.
  const fetches = (firstReads.fetches ?? []).map(
    (path) => `    <link rel="preload" href="${path}" as="fetch" crossorigin="anonymous">\n`,
  );
  const modules = [...code]
    .filter((file) => !loaded.has(file))
    .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`);
  const links = [...fetches, ...modules].join('');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  return indexHtml.replace('</head>', `${links}  </head>`);
}

/** Where a route's page goes: `/` is index.html itself, which also answers every path without a page. */
export function routePagePath(route: string): string {
  return route === '/' ? 'index.html' : join(route.replace(/^\/+|\/+$/g, ''), 'index.html');
}

export function routePages(screens: Readonly<Record<string, ScreenEntry>>): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'kubm:route-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    // Before kubm:compress-assets' closeBundle, which then writes each page's compressed copies.
    async writeBundle() {
      const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
      const manifest: Manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
      for (const [route, [file, , firstReads]] of Object.entries(screens)) {
        const target = join(outDir, routePagePath(route));
        await mkdir(resolve(target, '..'), { recursive: true });
        await writeFile(target, routePageHtml(indexHtml, manifest, file, base, firstReads));
      }
    },
  };
}
