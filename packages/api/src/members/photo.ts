// The lists carry `/api/members/{id}/photo?v=…`, not data URLs, so the JSON stays small.
import { createHash } from 'node:crypto';
import { type Database, members, users } from '@kubm/db';
import { idField } from '@kubm/validators';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../app-error';

export const PHOTO_VERSION_LENGTH = 16;

export const PHOTO_MSG = {
  notFound: 'Gambar profil tidak dijumpai',
} as const;

// Nothing else stored is served: an SVG from our origin could carry script.
const MIME_BY_SUBTYPE: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const DATA_URL = /^data:image\/([a-z]+);base64,([A-Za-z0-9+/]*={0,2})$/;

export function photoVersion(dataUrl: string): string {
  return createHash('sha256').update(dataUrl, 'utf8').digest('hex').slice(0, PHOTO_VERSION_LENGTH);
}

export function photoAddress(memberId: number, version: string | null): string | null {
  return version ? `/api/members/${memberId}/photo?v=${version}` : null;
}

export function decodePhotoDataUrl(dataUrl: string): { mime: string; bytes: Buffer } | null {
  const match = DATA_URL.exec(dataUrl);
  const mime = match ? MIME_BY_SUBTYPE[match[1] ?? ''] : undefined;
  if (!match || !mime) return null;
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  return bytes.length > 0 ? { mime, bytes } : null;
}

export interface MemberPhoto {
  mime: string;
  bytes: Buffer;
  hash: string;
}

/** The id as it came in the path: a malformed one is a 400, a member without a servable photo a 404. */
export async function getMemberPhoto(db: Database, rawId: string): Promise<MemberPhoto> {
  const id = idField.safeParse(rawId);
  if (!id.success) throw new AppError('BAD_REQUEST', id.error.issues[0]?.message);
  const [row] = await db
    .select({ photo: users.profilePhoto, version: users.profilePhotoVersion })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.id, id.data));
  const decoded = row?.photo ? decodePhotoDataUrl(row.photo) : null;
  if (!decoded || !row?.version) throw notFound(PHOTO_MSG.notFound);
  return { mime: decoded.mime, bytes: decoded.bytes, hash: row.version };
}

const PHOTO_PATH = /^\/api\/members\/([^/]+)\/photo$/;

export function memberPhotoPathId(pathname: string): string | null {
  return PHOTO_PATH.exec(pathname)?.[1] ?? null;
}
