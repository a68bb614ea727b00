// Every upload is re-encoded to our own JPEG: nothing of an HTML page or a polyglot's other half survives.
import { LIMITS } from '@kubm/validators';
import { AppError } from '../app-error';
import { photoVersion } from './photo';

export interface PhotoSettings {
  // Checked from the header before decoding: a 2 MB PNG of 40000×40000 pixels would claim gigabytes.
  maxPixels: number;
}

export const DEFAULT_PHOTO_SETTINGS: PhotoSettings = { maxPixels: 25_000_000 };

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

const DECLARED: Readonly<Record<string, Format>> = { jpeg: 'jpeg', jpg: 'jpeg', png: 'png', webp: 'webp' };
const DATA_URL = /^data:image\/([a-z]+);base64,([A-Za-z0-9+/]*={0,2})$/;

export function sniffFormat(bytes: Buffer): Format | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

class PhotoRefused extends Error {
  readonly issues: { path: string[]; message: string }[];
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PhotoRefused';
    this.issues = [{ path: ['profilePhoto'], message }];
  }
}

function refused(message: string, cause?: unknown): AppError {
  return new AppError('BAD_REQUEST', message, { cause: new PhotoRefused(message, cause) });
}

let sharpModule: Promise<typeof import('sharp')> | undefined;

// Loaded lazily: most requests never need its ~20 MB.
function loadSharp(): Promise<typeof import('sharp')> {
  sharpModule ??= import('sharp').then((loaded) => {
    loaded.default.cache(false);
    return loaded;
  });
  return sharpModule;
}

export async function reencodePhoto(bytes: Buffer, settings: PhotoSettings): Promise<Buffer> {
  // Only these three reach a decoder: libvips reads many more (SVG, PDF, TIFF, …).
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw refused(PHOTO_UPLOAD_MSG.notImage);
  const { default: sharp } = await loadSharp();
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // No limit here, so an image over it gets its own message rather than 'not an image'.
    ({ format, width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch (error) {
    throw refused(PHOTO_UPLOAD_MSG.notImage, error);
  }
  if (format !== sniffed || width < 1 || height < 1) throw refused(PHOTO_UPLOAD_MSG.notImage);
  if (width * height > settings.maxPixels) throw refused(PHOTO_UPLOAD_MSG.tooManyPixels(settings.maxPixels));
  const side = LIMITS.photoMaxDimension;
  try {
    // 'warning' refuses truncated or corrupt data, as sharp advises for input from strangers.
    return await sharp(bytes, { failOn: 'warning', limitInputPixels: settings.maxPixels, autoOrient: true })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(LIMITS.photoJpegQuality * 100) })
      .toBuffer();
  } catch (error) {
    throw refused(PHOTO_UPLOAD_MSG.notImage, error);
  }
}

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
