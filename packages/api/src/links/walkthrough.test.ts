// The README's "Adding a procedure, end to end" quotes links.get: its snippets must be the code as written,
// so the walkthrough compiles exactly as the typecheck compiles these files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Adding a procedure, end to end'));
const walkthrough = section.slice(0, section.indexOf('\n## ', 1));

/** The ```ts blocks of the section, without the list indentation they are written at. */
function snippets(): string[] {
  return [...walkthrough.matchAll(/^( *)```ts\n([\s\S]*?)^\1```/gm)].map(([, indent = '', body = '']) =>
    body
      .split('\n')
      .map((line) => line.slice(indent.length))
      .join('\n')
      .trim(),
  );
}

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const normalised = (text: string) => text.replace(/^ +/gm, '');

describe("the README's walkthrough", () => {
  it('quotes the service and the procedure of links.get as they are in the code', () => {
    const [service, procedure] = snippets();
    expect(snippets()).toHaveLength(2);
    expect(normalised(source('./service.ts'))).toContain(normalised(service ?? ''));
    expect(normalised(source('./router.ts'))).toContain(normalised(procedure ?? ''));
  });

  it('names files that exist', () => {
    for (const [, path] of walkthrough.matchAll(/`((?:packages|apps)\/[\w./-]+\.ts)`/g)) {
      expect(() => readFileSync(new URL(`../../../../${path}`, import.meta.url)), path).not.toThrow();
    }
  });
});
