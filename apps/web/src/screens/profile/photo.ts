// Scaled in the browser, so the server never receives the phone camera's original.
import { isAcceptedImageType, isUnderPhotoLimit, LIMITS, MSG } from '@kubm/validators';

export interface Size {
  width: number;
  height: number;
}

export function fitWithin(width: number, height: number, max: number = LIMITS.photoMaxDimension): Size {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export interface PhotoProblem {
  title: string;
  description: string;
}

export function photoFileProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!isAcceptedImageType(file.type)) return { title: MSG.photoTypeTitle, description: MSG.photoType };
  if (!isUnderPhotoLimit(file.size)) return { title: MSG.photoSizeTitle, description: MSG.photoSize };
  return null;
}

type Drawable = ImageBitmap | HTMLImageElement;

async function decode(file: Blob): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    // 'from-image' turns phone photos upright by their EXIF orientation.
    return createImageBitmap(file, { imageOrientation: 'from-image' });
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function scalePhoto(file: Blob): Promise<string> {
  const image = await decode(file);
  try {
    const { width, height } = fitWithin(image.width, image.height);
    if (width === 0) throw new Error('empty image');
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    // JPEG has no transparency: a transparent PNG gets white instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', LIMITS.photoJpegQuality);
  } finally {
    if ('close' in image) image.close();
  }
}
