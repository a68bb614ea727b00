// index.html's mark must be the header's, where the header draws it, or it would jump as React takes over.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { Logo } from './logo';
import { SiteHeader } from './site-header';

const INDEX_HTML = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const root = /<div id="root">(.*?<\/svg><\/div>)<\/div>/s.exec(INDEX_HTML)?.[1] ?? '';

describe("index.html's first paint", () => {
  it('is the Logo as React draws it, hidden from screen readers', () => {
    expect(root).toContain(renderToStaticMarkup(<Logo />));
    expect(root).toMatch(/^<div aria-hidden="true" class="[^"]*">/);
  });

  it("sits in a box of the header's own height and padding", () => {
    const header = renderToStaticMarkup(
      <Router ssrPath="/">
        <SiteHeader />
      </Router>,
    );
    const headerRow = /<header[^>]*><div class="([^"]*)"/.exec(header)?.[1]?.split(' ') ?? [];
    const placeholder = /^<div aria-hidden="true" class="([^"]*)"/.exec(root)?.[1]?.split(' ') ?? [];
    for (const box of ['flex', 'h-16', 'items-center', 'px-4', 'sm:px-6']) {
      expect(headerRow).toContain(box);
      expect(placeholder).toContain(box);
    }
    expect(header).toMatch(/<header[^>]*><div[^>]*><a[^>]*><svg/);
  });
});
