import { describe, expect, it } from 'vitest';
import { decodePhotoDataUrl, memberPhotoPathId, photoAddress, photoVersion } from './photo';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('decodePhotoDataUrl', () => {
  it.each([
    [PNG, 'image/png'],
    ['data:image/jpg;base64,/9j/4AAQ', 'image/jpeg'],
    ['data:image/jpeg;base64,/9j/4AAQ', 'image/jpeg'],
    ['data:image/webp;base64,UklGRg==', 'image/webp'],
  ])('%s → %s', (dataUrl, mime) => {
    expect(decodePhotoDataUrl(dataUrl)?.mime).toBe(mime);
  });

  it('serves nothing that is not an accepted image', () => {
    // An SVG from our origin could carry script.
    expect(decodePhotoDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(decodePhotoDataUrl('data:text/html;base64,PGI+')).toBeNull();
    expect(decodePhotoDataUrl('data:image/png;base64,')).toBeNull();
    expect(decodePhotoDataUrl('https://example.org/a.png')).toBeNull();
  });
});

describe('photo addresses', () => {
  it('carry the first 16 hex digits of the SHA-256 of the data URL', () => {
    expect(photoVersion(PNG)).toMatch(/^[0-9a-f]{16}$/);
    expect(photoVersion(PNG)).not.toBe(photoVersion(`${PNG}A`));
    expect(photoAddress(7, 'abc')).toBe('/api/members/7/photo?v=abc');
    expect(photoAddress(7, null)).toBeNull();
  });

  it('are recognised by path only', () => {
    expect(memberPhotoPathId('/api/members/12/photo')).toBe('12');
    expect(memberPhotoPathId('/api/members/x/photo')).toBe('x');
    expect(memberPhotoPathId('/api/members/12')).toBeNull();
    expect(memberPhotoPathId('/api/members/1/2/photo')).toBeNull();
  });
});
