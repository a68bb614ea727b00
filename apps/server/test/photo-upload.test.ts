// Photos are images (docs/decisions/server-reencodes-photos.md): the server decodes every uploaded photo,
// refuses what is not a JPEG, PNG or WebP and anything over the pixel limit (before decoding it), and stores its
// own JPEG of the photo, fit within 300×300 at quality 0.7, whatever the client sent.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration, TINY_PNG_DATA_URL } from './fixtures';
import { type Client, createClient, startTestServer, type TestServer } from './harness';

const NOT_IMAGE = 'Gambar profil mestilah fail JPEG, PNG atau WebP yang sah';
const TOO_MANY_PIXELS = 'Gambar profil terlalu besar: paling banyak 25 megapiksel';

let server: TestServer;
let client: Client;
let userId: number;
let memberId: number;

beforeAll(async () => {
  server = await startTestServer();
  client = createClient(server.url);
  const res = await client.post('/api/register', registration());
  expect(res.status).toBe(201);
  userId = (res.body as { id: number }).id;
  const list = (await client.get('/api/members')).body as { id: number; userId: number }[];
  memberId = list.find((m) => m.userId === userId)?.id as number;
});

afterAll(async () => {
  await server?.stop();
});

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid greyscale PNG of width×height black pixels, about 1000 times smaller than its pixels: a
 * "decompression bomb". Its zlib stream repeats one fully flushed deflate block of 100 blank rows, so it is
 * made in milliseconds without ever holding the pixels. Height must be a multiple of 100.
 */
function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey)
  const rows = Buffer.alloc((width + 1) * 100); // each row: filter byte 0, then the pixels
  const block = deflateRawSync(rows, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((width + 1) * height) % 65521) * 65536 + 1);
  const zlib = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: height / 100 }, () => block),
    Buffer.from([0x03, 0x00]), // the final, empty block
    adler,
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: channels === 4 ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 30, g: 90, b: 160 },
    },
  });

/** The stored photo, as the signed-in member reads it. */
async function storedPhoto(): Promise<string | null> {
  return ((await client.get('/api/user')).body as { profilePhoto: string | null }).profilePhoto;
}

async function upload(photo: string) {
  return client.put(`/api/users/${userId}`, { profilePhoto: photo });
}

function bytesOf(photoDataUrl: string): Buffer {
  return Buffer.from(photoDataUrl.split(',')[1] ?? '', 'base64');
}

/** The first value of a JPEG's first quantisation table: 10 at libjpeg quality 70 (75 gives 8, 65 gives 11). */
function firstQuantisationValue(jpeg: Buffer): number | undefined {
  const at = jpeg.indexOf(Buffer.from([0xff, 0xdb]));
  return at < 0 ? undefined : jpeg[at + 5];
}

describe('an uploaded photo', () => {
  it.each([
    ['a wide PNG', 'image/png', () => solid(1000, 600).png().toBuffer(), [300, 180]],
    ['a tall WebP', 'image/webp', () => solid(200, 900).webp().toBuffer(), [67, 300]],
    ['a small JPEG, never enlarged', 'image/jpeg', () => solid(100, 80).jpeg().toBuffer(), [100, 80]],
    ['a JPEG labelled jpg', 'image/jpg', () => solid(400, 400).jpeg().toBuffer(), [300, 300]],
  ] as const)(
    'is stored as a JPEG fit within 300×300 at quality 0.7: %s',
    async (_label, type, make, size) => {
      const res = await upload(dataUrl(type, await make()));
      expect(res.status).toBe(200);
      const stored = (res.body as { profilePhoto: string }).profilePhoto;
      expect(stored).toMatch(/^data:image\/jpeg;base64,/);
      expect(await storedPhoto()).toBe(stored);
      const jpeg = bytesOf(stored);
      const { format, width, height } = await sharp(jpeg).metadata();
      expect([format, width, height]).toEqual(['jpeg', ...size]);
      expect(firstQuantisationValue(jpeg)).toBe(10);

      // The photo address serves exactly what was stored.
      const list = (await client.get('/api/members/with-photos')).body as {
        id: number;
        profilePhoto: string;
      }[];
      const address = list.find((m) => m.id === memberId)?.profilePhoto as string;
      const served = await fetch(`${server.url}${address}`);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(jpeg);
    },
  );

  it('loses its transparency to white, as the web app draws it', async () => {
    const res = await upload(dataUrl('image/png', await solid(50, 50, 4).png().toBuffer()));
    expect(res.status).toBe(200);
    const { data } = await sharp(bytesOf((res.body as { profilePhoto: string }).profilePhoto))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((v) => v > 250)).toBe(true);
  });

  it('keeps nothing of what follows the image (a JPEG with a page appended)', async () => {
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const jpeg = Buffer.concat([await solid(40, 40).jpeg().toBuffer(), page]);
    const res = await upload(dataUrl('image/jpeg', jpeg));
    expect(res.status).toBe(200);
    const stored = bytesOf((res.body as { profilePhoto: string }).profilePhoto);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });
});

describe('a photo the server refuses', () => {
  beforeAll(async () => {
    expect((await upload(TINY_PNG_DATA_URL)).status).toBe(200);
  });

  async function expectRefused(photo: string, message: string): Promise<void> {
    const before = await storedPhoto();
    const res = await upload(photo);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, issues: [{ path: 'profilePhoto', message }] });
    // Nothing was written: the photo from before is still there.
    expect(await storedPhoto()).toBe(before);
  }

  it.each([
    ['an HTML page labelled PNG', 'image/png', Buffer.from('<!doctype html><h1>Hai</h1>')],
    ['an HTML page labelled JPEG', 'image/jpeg', Buffer.from('<html><body>Hai</body></html>')],
    [
      'a JPEG start followed by a page (a polyglot)',
      'image/jpeg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>1</script></html>')]),
    ],
    ['a PNG signature and nothing else', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])],
  ])('not an image: %s', async (_label, type, bytes) => {
    await expectRefused(dataUrl(type, bytes), NOT_IMAGE);
  });

  it('a PNG labelled JPEG, and a JPEG labelled WebP', async () => {
    await expectRefused(dataUrl('image/jpeg', await solid(10, 10).png().toBuffer()), NOT_IMAGE);
    await expectRefused(dataUrl('image/webp', await solid(10, 10).jpeg().toBuffer()), NOT_IMAGE);
  });

  it('a truncated JPEG', async () => {
    const jpeg = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .jpeg()
      .toBuffer();
    await expectRefused(dataUrl('image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2))), NOT_IMAGE);
  });

  it('a GIF (not a type the server takes) with the file-type message', async () => {
    const gif = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
    const res = await upload(gif);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe('Please select an image file (JPG, PNG, etc.)');
  });

  it('over the pixel limit (25 megapixels by default), from its header', async () => {
    const png = blankPng(6000, 6000); // 36 MP, under sharp's own limit of 268 MP
    expect(png.length).toBeLessThan(100_000);
    await expectRefused(dataUrl('image/png', png), TOO_MANY_PIXELS);
  });

  it('a 40000×40000 PNG bomb, at once and without decoding it', async () => {
    const bomb = blankPng(40_000, 40_000);
    // Under the 2 MB upload limit, yet 1.6 billion pixels: 1.6 GB decoded as grey, 4.8 GB as RGB.
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    // The server runs in this process: its CPU time (all threads, sharp's included) shows whether it
    // decoded, and unlike the clock it does not grow when other work shares the machine. Refusing from the
    // header costs ~110 ms of CPU; even a streamed decode of the 1.6 billion pixels costs 600+ ms.
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await expectRefused(dataUrl('image/png', bomb), TOO_MANY_PIXELS);
    const cpu = process.cpuUsage(cpuBefore);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(400);
    // And a hang guard on the clock, far above any honest answer.
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
  });
});

describe('PHOTO_MAX_PIXELS', () => {
  it('sets the pixel limit, and its message', async () => {
    const strict = await startTestServer({ PHOTO_MAX_PIXELS: '250000' });
    try {
      const member = createClient(strict.url);
      const res = await member.post('/api/register', registration());
      const id = (res.body as { id: number }).id;
      const over = await member.put(`/api/users/${id}`, {
        profilePhoto: dataUrl('image/png', await solid(501, 500).png().toBuffer()),
      });
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({
        message: 'Gambar profil terlalu besar: paling banyak 0.25 megapiksel',
      });
      const within = await member.put(`/api/users/${id}`, {
        profilePhoto: dataUrl('image/png', await solid(500, 500).png().toBuffer()),
      });
      expect(within.status).toBe(200);
    } finally {
      await strict.stop();
    }
  });
});
