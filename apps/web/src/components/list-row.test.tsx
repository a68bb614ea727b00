import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListRow } from './list-row';

describe('ListRow', () => {
  it('makes the row one link and keeps its actions beside it, not inside', () => {
    const html = renderToStaticMarkup(
      <ListRow
        href="https://contoh.my"
        title="Judul"
        description="Keterangan"
        srPrefix="Buka"
        actions={<button type="button">⋯</button>}
      />,
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    const link = html.slice(html.indexOf('<a '), html.indexOf('</a>'));
    expect(link).toContain('Judul');
    expect(link).toContain('Keterangan');
    expect(link).toContain('<span class="sr-only">Buka </span>');
    expect(link).not.toContain('<button');
    expect(html.indexOf('<button')).toBeGreaterThan(html.indexOf('</a>'));
  });

  it('is a button when it runs a command, and plain text when it leads nowhere', () => {
    const button = renderToStaticMarkup(<ListRow onClick={() => {}} title="Nama" />);
    expect(button).toContain('<button type="button"');
    const plain = renderToStaticMarkup(<ListRow title="Nama" titleAs="h2" />);
    expect(plain).not.toMatch(/<(a|button)[ >]/);
    expect(plain).toContain('<h2 class="m-0 truncate');
  });
});
