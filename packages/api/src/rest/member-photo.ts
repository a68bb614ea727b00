import { idField } from '@kubm/validators';
import { AppError } from '../app-error';
import { asDatabaseUnavailable, recheckAfterOutage } from '../database-watch';
import type { ApiDeps } from '../deps';
import { errorBody, HTTP_STATUS, toTRPCError } from '../errors';
import { loadMemberPhoto, type MemberPhoto, PHOTO_MSG } from '../members/photo';
import { jsonResponse } from './handler';
import { etagMatches } from './revalidate';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

export async function memberPhotoResponse(
  deps: Pick<ApiDeps, 'db' | 'logger' | 'schema'>,
  rawId: string,
  url: URL,
  ifNoneMatch: string | null,
): Promise<Response> {
  const id = idField.safeParse(rawId);
  if (!id.success) return jsonResponse(400, { message: id.error.issues[0]?.message });
  let photo: MemberPhoto | null;
  try {
    await recheckAfterOutage(deps);
    photo = await loadMemberPhoto(deps.db, id.data);
  } catch (error) {
    const unavailable = asDatabaseUnavailable(deps, error);
    if (unavailable === error || !(unavailable instanceof AppError)) throw error;
    return jsonResponse(HTTP_STATUS[unavailable.code] ?? 503, errorBody(toTRPCError(unavailable)));
  }
  if (!photo) return jsonResponse(404, { message: PHOTO_MSG.notFound });

  const etag = `"${photo.hash}"`;
  const headers = new Headers({
    ETag: etag,
    'Cache-Control': url.searchParams.get('v') === photo.hash ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
  });
  if (etagMatches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', photo.mime);
  headers.set('Content-Length', String(photo.bytes.length));
  return new Response(new Uint8Array(photo.bytes), { status: 200, headers });
}
