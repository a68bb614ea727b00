// Uploaded profile photos (issue 20): the server decodes each one, refuses what is not a JPEG, PNG or WebP
// and anything over the pixel limit, and stores its own JPEG of it (fit within 300×300, quality 0.7: the
// spec's rule, which the web app follows and other clients need not). What is stored is always an image we
// made, whatever was sent: nothing of an HTML page or a polyglot's other half survives re-encoding.
import { LIMITS } from '@kubm/validators';
import { TRPCError } from '@trpc/server';
import { photoVersion } from './photo';

export interface PhotoSettings {
  /**
   * Width × height an uploaded photo may have at most (PHOTO_MAX_PIXELS). Read from the file's header and
   * refused before any pixel is decoded: a decoded image takes 3-4 bytes per pixel, so a 2 MB PNG of
   * 40000×40000 blank pixels would otherwise claim gigabytes.
   */
  maxPixels: number;
}

/**
 * 25 megapixels: above any photo a phone saves under the 2 MB upload limit (a 12 MP photo is 2-5 MB), so a
 * member sending their camera's file is refused by size, never by this; decoding one at the limit takes
 * about 100 MB, briefly.
 */
export const DEFAULT_PHOTO_SETTINGS: PhotoSettings = { maxPixels: 25_000_000 };

/** Outside it PHOTO_MAX_PIXELS is refused: down to a photo of the stored size; up to sharp's own limit. */
export const PHOTO_MAX_PIXELS_RANGE = { min: 300 * 300, max: 0x3fff * 0x3fff } as const;

const megapixels = (pixels: number) =>
  new Intl.NumberFormat('ms-MY', { maximumFractionDigits: 2 }).format(pixels / 1_000_000);

export const PHOTO_UPLOAD_MSG = {
  notImage: 'Gambar profil mestilah fail JPEG, PNG atau WebP yang sah',
  tooManyPixels: (maxPixels: number) =>
    `Gambar profil terlalu besar: paling banyak ${megapixels(maxPixels)} megapiksel`,
} as const;

export interface PhotoColumns {
  profilePhoto: string | null;
  profilePhotoVersion: string | null;
}

type Format = 'jpeg' | 'png' | 'webp';

/** The data URL's declared type → the format its bytes must be. GIF (and anything else) is not taken. */
const DECLARED: Readonly<Record<string, Format>> = { jpeg: 'jpeg', jpg: 'jpeg', png: 'png', webp: 'webp' };
const DATA_URL = /^data:image\/([a-z]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The format the file's first bytes say (its magic number), or null for anything else (HTML, say). */
export function sniffFormat(bytes: Buffer): Format | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * The cause of a refusal: it carries `issues` as a failed input validation does, so both doors answer it
 * as they answer the validators' own (400, the message, and the same as the issue of `profilePhoto`).
 */
class PhotoRefused extends Error {
  readonly issues: { path: string[]; message: string }[];
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PhotoRefused';
    this.issues = [{ path: ['profilePhoto'], message }];
  }
}

function refused(message: string, cause?: unknown): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: new PhotoRefused(message, cause) });
}

let sharpModule: Promise<typeof import('sharp')> | undefined;

/**
 * sharp (libvips, native) is loaded with the first upload, not at start: most requests never need it, and
 * the server starts and idles without its ~20 MB. Its operation cache is off: photos are decoded once each.
 */
function loadSharp(): Promise<typeof import('sharp')> {
  sharpModule ??= import('sharp').then((loaded) => {
    loaded.default.cache(false);
    return loaded;
  });
  return sharpModule;
}

/** The JPEG stored for an upload: decoded within the pixel limit, upright, on white, fit within 300×300. */
export async function reencodePhoto(bytes: Buffer, settings: PhotoSettings): Promise<Buffer> {
  // Only the three formats reach a decoder at all: libvips reads many more (SVG, PDF, TIFF, …).
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw refused(PHOTO_UPLOAD_MSG.notImage);
  const { default: sharp } = await loadSharp();
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // The header only, no pixel: without a limit here, so that an image over it is told apart (its own
    // message) from one that is not an image at all.
    ({ format, width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch (error) {
    throw refused(PHOTO_UPLOAD_MSG.notImage, error);
  }
  if (format !== sniffed || width < 1 || height < 1) throw refused(PHOTO_UPLOAD_MSG.notImage);
  if (width * height > settings.maxPixels) throw refused(PHOTO_UPLOAD_MSG.tooManyPixels(settings.maxPixels));
  const side = LIMITS.photoMaxDimension;
  try {
    // 'warning' (sharp's default, named here) refuses truncated or corrupt data, as sharp advises for input
    // from strangers. The pixel limit is given to sharp as well: the decoder checks it again itself.
    return await sharp(bytes, { failOn: 'warning', limitInputPixels: settings.maxPixels, autoOrient: true })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      // JPEG has no transparency: transparent pixels go white, as the web app draws them.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(LIMITS.photoJpegQuality * 100) })
      .toBuffer();
  } catch (error) {
    throw refused(PHOTO_UPLOAD_MSG.notImage, error);
  }
}

/**
 * The columns a profile photo update writes: our JPEG of the upload and its version (the database refuses
 * one without the other), or both null to remove the photo. 400 for an upload that is not a photo we take.
 */
export async function photoColumns(dataUrl: string | null, settings: PhotoSettings): Promise<PhotoColumns> {
  if (dataUrl === null) return { profilePhoto: null, profilePhotoVersion: null };
  const match = DATA_URL.exec(dataUrl);
  const declared = DECLARED[match?.[1] ?? ''];
  const bytes = Buffer.from(match?.[2] ?? '', 'base64');
  if (!declared || sniffFormat(bytes) !== declared) throw refused(PHOTO_UPLOAD_MSG.notImage);
  const jpeg = await reencodePhoto(bytes, settings);
  const stored = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  return { profilePhoto: stored, profilePhotoVersion: photoVersion(stored) };
}
