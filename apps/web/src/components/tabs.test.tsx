import { Tabs, TabsContent, TabsList, TabsTrigger, tabKeyTarget } from '@kubm/ui/tabs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

function AuthLikeTabs({ value }: { value: string }) {
  return (
    <Tabs value={value}>
      <TabsList aria-label="Akaun">
        <TabsTrigger value="login">Log Masuk</TabsTrigger>
        <TabsTrigger value="Bahan Liturgi">Daftar</TabsTrigger>
      </TabsList>
      <TabsContent value="login">borang log masuk</TabsContent>
      <TabsContent value="Bahan Liturgi">borang daftar</TabsContent>
    </Tabs>
  );
}

const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}[^>]*>`, 'g')) ?? [];
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe('@kubm/ui/tabs', () => {
  it('marks the selected tab, makes it the only tab stop and names each panel by its tab', () => {
    const html = renderToStaticMarkup(<AuthLikeTabs value="login" />);
    const [login, other] = tags(html, 'button');
    expect(attr(login ?? '', 'aria-selected')).toBe('true');
    expect(attr(login ?? '', 'tabindex')).toBe('0');
    expect(attr(login ?? '', 'data-state')).toBe('active');
    expect(attr(other ?? '', 'aria-selected')).toBe('false');
    expect(attr(other ?? '', 'tabindex')).toBe('-1');

    const panels = tags(html, 'div').filter((tag) => attr(tag, 'role') === 'tabpanel');
    expect(panels).toHaveLength(2);
    for (const [index, trigger] of [login, other].entries()) {
      const panel = panels[index] ?? '';
      expect(attr(panel, 'aria-labelledby')).toBe(attr(trigger ?? '', 'id'));
      expect(attr(trigger ?? '', 'aria-controls')).toBe(attr(panel, 'id'));
      // One token each, even for a value with a space.
      expect(attr(panel, 'id')).not.toMatch(/\s/);
    }
    expect(html).toContain('borang log masuk');
    expect(html).not.toContain('borang daftar');
    expect(panels[1]).toContain('hidden');
  });

  it('moves with the arrows (wrapping), Home and End, and ignores other keys', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('ArrowDown', 0, 3)).toBeNull();
    expect(tabKeyTarget('Enter', 0, 3)).toBeNull();
  });
});
