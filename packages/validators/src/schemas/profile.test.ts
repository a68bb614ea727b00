// Profile update (partial, no password) and the photo rules, with real PNG bytes built here.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { base64DecodedBytes, isAcceptedImageType, isUnderPhotoLimit, photoDataUrlSchema } from './photo';
import { profileFormSchema, profileUpdateSchema } from './profile';
import { messagesAt, parseValid } from './test-helpers';

// --- A minimal PNG encoder: enough to produce genuine image files of a chosen size. ---

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit RGB PNG of the given pixels (3 bytes each, row by row), plus optional ancillary chunks. */
function encodePng(width: number, height: number, rgb: Buffer, extra: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(Buffer.from([0]), rgb.subarray(y * width * 3, (y + 1) * width * 3));
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1x1 red pixel. */
const tinyPng = encodePng(1, 1, Buffer.from([0xd3, 0x2f, 0x2f]));

/** A valid 1x1 PNG padded with a private ancillary chunk to exactly `bytes` bytes. */
function pngOfSize(bytes: number): Buffer {
  const padding = bytes - tinyPng.length - 12;
  const png = encodePng(1, 1, Buffer.from([0xd3, 0x2f, 0x2f]), [chunk('kuBm', Buffer.alloc(padding, 0x20))]);
  expect(png.length).toBe(bytes);
  return png;
}

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

const TWO_MB = 2 * 1024 * 1024;
const PHOTO_TYPE = 'Please select an image file (JPG, PNG, etc.)';
const PHOTO_SIZE = 'Image must be less than 2MB';

describe('the test PNG encoder', () => {
  it('produces a real PNG (signature, IHDR first, IEND last)', () => {
    expect(tinyPng.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(tinyPng.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(tinyPng.subarray(-8, -4).toString('ascii')).toBe('IEND');
    // The well-known CRC of an empty IEND chunk.
    expect(tinyPng.readUInt32BE(tinyPng.length - 4)).toBe(0xae426082);
  });
});

describe('photoDataUrlSchema', () => {
  it('accepts a small PNG and a JPEG data URL', () => {
    const png = dataUrl('image/png', tinyPng);
    expect(parseValid(photoDataUrlSchema, png)).toBe(png);
    // The client sends photos as JPEG data URLs; JPEG's start-of-image marker and an end marker.
    const jpeg = dataUrl(
      'image/jpeg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]),
    );
    expect(parseValid(photoDataUrlSchema, jpeg)).toBe(jpeg);
  });

  it.each([
    ['text/plain', 'data:text/plain;base64,'],
    ['application/pdf', 'data:application/pdf;base64,'],
    ['text/html', 'data:text/html;base64,'],
    // The server decodes JPEG, PNG and WebP only; the web app sends JPEG whatever was chosen.
    ['image/gif', 'data:image/gif;base64,'],
  ])('refuses PNG bytes labelled %s with the file-type message', (_label, prefix) => {
    expect(photoDataUrlSchema.safeParse(prefix + tinyPng.toString('base64')).error?.issues[0]?.message).toBe(
      PHOTO_TYPE,
    );
  });

  it.each([
    'https://example.com/saya.png',
    'javascript:alert(1)',
    `data:image/png,${tinyPng.toString('latin1')}`,
    'data:image/png;base64,not base64!',
    'not a data url',
  ])('refuses %j with the file-type message', (value) => {
    expect(photoDataUrlSchema.safeParse(value).error?.issues[0]?.message).toBe(PHOTO_TYPE);
  });

  it('accepts an image of 2MB less one byte and refuses exactly 2MB (must be less than 2MB)', () => {
    expect(parseValid(photoDataUrlSchema, dataUrl('image/png', pngOfSize(TWO_MB - 1)))).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(
      photoDataUrlSchema.safeParse(dataUrl('image/png', pngOfSize(TWO_MB))).error?.issues[0]?.message,
    ).toBe(PHOTO_SIZE);
  });

  it('refuses a real photo-sized PNG of about 3MB with the size message', () => {
    const noise = encodePng(1000, 1000, randomBytes(1000 * 1000 * 3));
    expect(noise.length).toBeGreaterThan(TWO_MB);
    const issues = photoDataUrlSchema.safeParse(dataUrl('image/png', noise)).error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
    expect(new Set(issues.map((i) => i.message))).toEqual(new Set([PHOTO_SIZE]));
  });
});

describe('photo helpers', () => {
  it('base64DecodedBytes gives the decoded length for every padding case', () => {
    for (let length = 0; length <= 12; length++) {
      const bytes = randomBytes(length);
      expect(base64DecodedBytes(bytes.toString('base64'))).toBe(length);
    }
  });

  it('isAcceptedImageType takes image types only', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(isAcceptedImageType(type)).toBe(true);
    }
    for (const type of ['application/pdf', 'text/plain', 'video/mp4', '']) {
      expect(isAcceptedImageType(type)).toBe(false);
    }
  });

  it('isUnderPhotoLimit is strictly under 2MB', () => {
    expect(isUnderPhotoLimit(TWO_MB - 1)).toBe(true);
    expect(isUnderPhotoLimit(TWO_MB)).toBe(false);
  });
});

describe('profileUpdateSchema', () => {
  it('accepts an empty update and any single field (partial)', () => {
    expect(parseValid(profileUpdateSchema, {})).toEqual({});
    expect(parseValid(profileUpdateSchema, { name: 'Maria Anthony' })).toEqual({ name: 'Maria Anthony' });
    expect(parseValid(profileUpdateSchema, { phone: '0198765432' })).toEqual({ phone: '0198765432' });
    expect(parseValid(profileUpdateSchema, { profilePhoto: null })).toEqual({ profilePhoto: null });
  });

  it('accepts a full update with a real PNG photo and several pairs', () => {
    const update = {
      name: 'Maria Anthony',
      email: 'maria@contoh.my',
      phone: '01123456789',
      role: 'Ketua Ministri',
      ministry: 'KOIR (MINISTRI)',
      profilePhoto: dataUrl('image/png', tinyPng),
      ministryRoles: [
        { ministry: 'KOIR (MINISTRI)', role: 'Ketua Ministri' },
        { ministry: 'MUSIC (MINISTRI)', role: 'Member' },
      ],
    };
    expect(parseValid(profileUpdateSchema, update)).toEqual(update);
  });

  it('never carries a password', () => {
    const parsed = parseValid(profileUpdateSchema, { name: 'Maria', password: 'baharu123' });
    expect(parsed).toEqual({ name: 'Maria' });
    expect('password' in parsed).toBe(false);
  });

  it('applies the registration rules to e-mail and phone', () => {
    expect(messagesAt(profileUpdateSchema, { email: 'maria' }, 'email')[0]).toBe(
      'Sila masukkan alamat e-mel yang sah',
    );
    expect(messagesAt(profileUpdateSchema, { phone: '1234567890' }, 'phone')[0]).toBe(
      'Nombor telefon mesti bermula dengan 0 dan hanya mengandungi nombor',
    );
    expect(messagesAt(profileUpdateSchema, { phone: '012345' }, 'phone')).toEqual([
      'Nombor telefon mesti sepanjang 10-11 digit',
    ]);
  });

  it('needs at least one pair when pairs are sent, each with ministry and role', () => {
    expect(messagesAt(profileUpdateSchema, { ministryRoles: [] }, 'ministryRoles')).toEqual([
      'Sila pilih sekurang-kurangnya satu ministry dan peranan',
    ]);
    expect(
      messagesAt(
        profileUpdateSchema,
        { ministryRoles: [{ ministry: '', role: 'Member' }] },
        'ministryRoles.0.ministry',
      )[0],
    ).toBe('Ministry diperlukan');
    expect(
      messagesAt(
        profileUpdateSchema,
        { ministryRoles: [{ ministry: 'IKD (MINISTRI)', role: '' }] },
        'ministryRoles.0.role',
      )[0],
    ).toBe('Peranan diperlukan');
  });

  it('applies the photo rules to profilePhoto', () => {
    expect(
      messagesAt(profileUpdateSchema, { profilePhoto: dataUrl('text/plain', tinyPng) }, 'profilePhoto'),
    ).toEqual([PHOTO_TYPE]);
    expect(
      messagesAt(
        profileUpdateSchema,
        { profilePhoto: dataUrl('image/png', pngOfSize(TWO_MB)) },
        'profilePhoto',
      ),
    ).toEqual([PHOTO_SIZE]);
  });

  it('refuses ministry and role values outside the lists', () => {
    expect(profileUpdateSchema.safeParse({ ministry: 'KOIR' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ role: 'Ketua' }).success).toBe(false);
  });
});

describe('profileFormSchema (the edit form)', () => {
  it('needs every field it shows, with the profile rules', () => {
    const filled = {
      name: 'Ana',
      email: 'ana@contoh.my',
      phone: '0123456789',
      ministryRoles: [{ ministry: 'KOIR (MINISTRI)', role: 'Member' }],
    };
    expect(profileFormSchema.safeParse(filled).success).toBe(true);
    expect(messagesAt(profileFormSchema, { ...filled, name: undefined }, 'name')).toEqual([
      'Nama diperlukan',
    ]);
    expect(messagesAt(profileFormSchema, { ...filled, phone: '123' }, 'phone')).toContain(
      'Nombor telefon mesti bermula dengan 0 dan hanya mengandungi nombor',
    );
    expect(messagesAt(profileFormSchema, { ...filled, ministryRoles: [] }, 'ministryRoles')).toEqual([
      'Sila pilih sekurang-kurangnya satu ministry dan peranan',
    ]);
  });
});
