// The postgres.js patch (patches/README.md) is what Node loads: a write queued for a connection that has
// closed is dropped instead of throwing from a timer, which would stop the server.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = join(dirname(require.resolve('postgres')), '..', '..');

describe('postgres.js patch', () => {
  it.each(['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js'])(
    'guards nextWrite against a closed socket in %s',
    (file) => {
      const source = readFileSync(join(root, file), 'utf8');
      const body = source.slice(source.indexOf('function nextWrite(fn) {'));
      expect(body.indexOf('if (!socket)')).toBeGreaterThan(0);
      expect(body.indexOf('if (!socket)')).toBeLessThan(body.indexOf('socket.write(chunk, fn)'));
    },
  );
});
