import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVars, REPO_ROOT } from '../src/config';

/** The README's configuration table: each variable named in a row's first cell, with that row's default cell. */
function readmeDefaults(): Map<string, string> {
  const readme = readFileSync(resolve(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => /^\| `[A-Z]/.test(line));
  const defaults = new Map<string, string>();
  for (const row of rows) {
    const [names = '', fallback = ''] = row.split(' | ');
    for (const [, name] of names.matchAll(/`([A-Z0-9_]+)`/g)) {
      expect(defaults.has(name as string), `${name} has two rows`).toBe(false);
      defaults.set(name as string, fallback.trim());
    }
  }
  return defaults;
}

describe("the README's configuration table", () => {
  const documented = readmeDefaults();

  it('lists exactly the variables the config schema reads', () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(envVars.shape).sort());
  });

  it("gives each variable the schema's default, or 'unset' when it has none", () => {
    for (const [name, schema] of Object.entries(envVars.shape)) {
      const fallback = schema.meta()?.default;
      const cell = documented.get(name) ?? '';
      const expected = fallback === undefined ? 'unset' : `\`${fallback}\``;
      expect(cell.startsWith(expected), `${name}: README says ${cell}, the schema ${expected}`).toBe(true);
    }
  });
});
