import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS } from '@kubm/validators';
import { describe, expect, it } from 'vitest';
import { SCREEN_FILES, type ScreenEntry } from '../src/screen-files';
import { type Manifest, routePageHtml, routePagePath } from './route-pages';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head></html>';
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  '_kit.js': { file: 'assets/kit-1.js', imports: ['_framework.js'] },
  '_icons.js': { file: 'assets/icons-1.js', imports: ['_kit.js'] },
  'src/screens/members/members-screen.tsx': {
    file: 'assets/members-screen-1.js',
    imports: ['index.html', '_kit.js', '_icons.js'],
    css: ['assets/members-1.css'],
  },
};

describe('route pages', () => {
  it("preloads each chunk the screen needs that the app's page does not already load, once", () => {
    const page = routePageHtml(INDEX, MANIFEST, 'src/screens/members/members-screen.tsx');
    const links = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(['/assets/members-screen-1.js', '/assets/kit-1.js', '/assets/icons-1.js']);
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
    expect(page.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(
      INDEX,
    );
  });

  it("asks for a screen's first reads with the page: its fetches, and the chunks of the modules it imports", () => {
    const manifest: Manifest = {
      ...MANIFEST,
      'src/screens/members/shape.ts': { file: 'assets/shape-1.js', imports: ['_schemas.js', '_kit.js'] },
      '_schemas.js': { file: 'assets/schemas-1.js' },
    };
    const page = routePageHtml(INDEX, manifest, 'src/screens/members/members-screen.tsx', '/', {
      fetches: ['/api/members'],
      modules: ['src/screens/members/shape.ts'],
    });
    const links = [...page.matchAll(/<link rel="(\w+)"[^>]*href="([^"]+)"[^>]*>/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(links).toEqual([
      'preload /api/members',
      'modulepreload /assets/members-screen-1.js',
      'modulepreload /assets/kit-1.js',
      'modulepreload /assets/icons-1.js',
      'modulepreload /assets/shape-1.js',
      'modulepreload /assets/schemas-1.js',
    ]);
    expect(page).toContain('<link rel="preload" href="/api/members" as="fetch" crossorigin="anonymous">');
  });

  it('refuses a screen the build did not make, rather than writing a page without its code', () => {
    expect(() => routePageHtml(INDEX, MANIFEST, 'src/screens/gone/gone-screen.tsx')).toThrow(
      /not in the build/,
    );
  });

  it("puts each route's page where the server looks for it; / is the app's own page", () => {
    expect(routePagePath('/')).toBe('index.html');
    expect(routePagePath('/members')).toBe(join('members', 'index.html'));
    expect(routePagePath('/tasks/lama')).toBe(join('tasks', 'lama', 'index.html'));
  });

  it('knows the screen of every route, and each file exports the screen it names', async () => {
    expect(Object.keys(SCREEN_FILES).sort()).toEqual(Object.values(PATHS).sort());
    for (const [route, [file, name, firstReads]] of Object.entries(SCREEN_FILES) as [string, ScreenEntry][]) {
      for (const module of [file, ...(firstReads?.modules ?? [])])
        expect(existsSync(join(import.meta.dirname, '..', module)), `${route}: ${module}`).toBe(true);
      const module: Record<string, unknown> = await import(/* @vite-ignore */ `../${file}`);
      expect(typeof module[name], `${file} exports ${name}`).toBe('function');
    }
  });
});
