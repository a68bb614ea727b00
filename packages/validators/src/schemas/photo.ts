import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';

// The types the server decodes (it stores its own JPEG of each): the web app always sends a JPEG.
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|jpg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

export function base64DecodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function isAcceptedImageType(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}
export function isUnderPhotoLimit(bytes: number): boolean {
  return bytes < LIMITS.photoMaxBytes;
}

export const photoDataUrlSchema = z
  .string()
  // A 2 MB image is about 2.8 MB as base64; longer strings are refused before the regex runs.
  .max(Math.ceil((LIMITS.photoMaxBytes * 4) / 3) + 64, { message: MSG.photoSize, abort: true })
  .regex(IMAGE_DATA_URL, { message: MSG.photoType, abort: true })
  .refine(
    (value) => isUnderPhotoLimit(base64DecodedBytes(IMAGE_DATA_URL.exec(value)?.[2] ?? '')),
    MSG.photoSize,
  )
  .describe(
    `Foto profil sebagai data URL base64 (data:image/png|jpeg|jpg|webp;base64,…), kurang daripada ` +
      `${LIMITS.photoMaxBytes / (1024 * 1024)} MB selepas dinyahkod. Pelayan menyimpan salinan JPEG ` +
      `${LIMITS.photoMaxDimension}×${LIMITS.photoMaxDimension} paling besar (kualiti ` +
      `${LIMITS.photoJpegQuality})`,
  );
