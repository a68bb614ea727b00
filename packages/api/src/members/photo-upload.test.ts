import { describe, expect, it } from 'vitest';
import { PHOTO_UPLOAD_MSG, photoColumns, sniffFormat } from './photo-upload';

const SETTINGS = { maxPixels: 25_000_000 };

describe('sniffFormat', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')], 'webp'],
    [[...Buffer.from('GIF89a')], null],
    [[...Buffer.from('<!doctype html>')], null],
    [[...Buffer.from('RIFF\0\0\0\0WAVE')], null],
    [[0xff, 0xd8], null],
    [[], null],
  ])('%j → %s', (bytes, format) => {
    expect(sniffFormat(Buffer.from(bytes))).toBe(format);
  });
});

describe('photoColumns', () => {
  it('removes photo and version together', async () => {
    expect(await photoColumns(null, SETTINGS)).toEqual({ profilePhoto: null, profilePhotoVersion: null });
  });

  it('refuses a type it does not take, or bytes that are not the type declared, before decoding', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64');
    for (const dataUrl of [
      `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`,
      `data:image/jpeg;base64,${png}`,
      `data:text/html;base64,${png}`,
    ]) {
      await expect(photoColumns(dataUrl, SETTINGS)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: PHOTO_UPLOAD_MSG.notImage,
        cause: { issues: [{ path: ['profilePhoto'], message: PHOTO_UPLOAD_MSG.notImage }] },
      });
    }
  });

  it('names the pixel limit in megapixels', () => {
    expect(PHOTO_UPLOAD_MSG.tooManyPixels(25_000_000)).toBe(
      'Gambar profil terlalu besar: paling banyak 25 megapiksel',
    );
    expect(PHOTO_UPLOAD_MSG.tooManyPixels(12_345_678)).toBe(
      'Gambar profil terlalu besar: paling banyak 12.35 megapiksel',
    );
  });
});
