// What a profile photo update writes: the photo and its version together (the database refuses one
// without the other), so no read ever has to hash a photo.
import { photoVersion } from './photo';

export interface PhotoColumns {
  profilePhoto: string | null;
  profilePhotoVersion: string | null;
}

/** The columns for a new photo (`null` removes it). */
export function photoColumns(dataUrl: string | null): PhotoColumns {
  if (dataUrl === null) return { profilePhoto: null, profilePhotoVersion: null };
  return { profilePhoto: dataUrl, profilePhotoVersion: photoVersion(dataUrl) };
}
