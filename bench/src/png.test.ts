import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, solidPngDataUrl } from './png';

describe('crc32', () => {
  it('gives the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });
});

describe('solidPngDataUrl', () => {
  it('writes a PNG whose chunks check and whose pixels are the colour', () => {
    const url = solidPngDataUrl(4, [10, 20, 30]);
    expect(url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(url.split(',')[1] as string, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks: { type: string; data: Buffer }[] = [];
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      const typed = png.subarray(at + 4, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typed));
      chunks.push({ type: typed.subarray(0, 4).toString('latin1'), data: typed.subarray(4) });
      at += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]?.data as Buffer;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([4, 4, 8, 2]);
    const row = [0, 10, 20, 30, 10, 20, 30, 10, 20, 30, 10, 20, 30];
    expect([...inflateSync(chunks[1]?.data as Buffer)]).toEqual([...row, ...row, ...row, ...row]);
  });
});
