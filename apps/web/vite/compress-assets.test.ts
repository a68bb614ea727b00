import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDirectory } from './compress-assets';

let dir: string;
const SCRIPT = `export const list = [${Array.from({ length: 200 }, (_, i) => `"item ${i}"`).join(', ')}];\n`;
const STYLE = `${Array.from({ length: 100 }, (_, i) => `.c${i} { color: red; margin: ${i}px; }`).join('\n')}\n`;
const PAGE = `<!doctype html><html><head><title>Portal KUBM</title></head><body>${'<p>Selamat datang</p>'.repeat(50)}</body></html>`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kubm-compress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'assets', 'index-abc.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-abc.css'), STYLE);
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Portal KUBM', icons: [] }));
  writeFileSync(join(dir, 'tiny.txt'), 'a');
  writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compressDirectory', () => {
  it('writes a brotli and a gzip copy of each text file, nested folders too, that decompress to it', async () => {
    await compressDirectory(dir);
    for (const [name, text] of [
      ['index.html', PAGE],
      ['assets/index-abc.js', SCRIPT],
      ['assets/index-abc.css', STYLE],
    ] as const) {
      const original = Buffer.from(text);
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(br.length, name).toBeLessThan(original.length);
      expect(gz.length, name).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
    }
  });

  it('leaves out copies that would not be smaller and files of other types, and no temporary files', async () => {
    writeFileSync(join(dir, 'tiny.txt.br'), 'left from an earlier build');
    await compressDirectory(dir);
    expect(existsSync(join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.txt.gz'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.gz'))).toBe(false);
    const names = readdirSync(dir, { recursive: true }).map(String);
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('sums each file as sent: its smallest form per coding', async () => {
    const summary = await compressDirectory(dir);
    const texts = [PAGE, SCRIPT, STYLE, JSON.stringify({ name: 'Portal KUBM', icons: [] }), 'a'];
    expect(summary.files).toBe(texts.length);
    expect(summary.bytes).toBe(texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0));
    expect(summary.brotliBytes).toBeLessThan(summary.bytes);
    expect(summary.gzipBytes).toBeLessThan(summary.bytes);
    expect(summary.brotliBytes).toBeLessThanOrEqual(summary.gzipBytes);
  });

  it('compresses again in place: a second run leaves the same copies, not copies of copies', async () => {
    await compressDirectory(dir);
    const first = readFileSync(join(dir, 'index.html.br'));
    await compressDirectory(dir);
    expect(readFileSync(join(dir, 'index.html.br')).equals(first)).toBe(true);
    expect(existsSync(join(dir, 'index.html.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz.gz'))).toBe(false);
  });
});
