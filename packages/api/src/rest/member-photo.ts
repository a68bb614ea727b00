import { AppError } from '../app-error';
import { asDatabaseUnavailable, recheckAfterOutage } from '../database-watch';
import type { ApiDeps } from '../deps';
import { errorBody, HTTP_STATUS, toTRPCError } from '../errors';
import { getMemberPhoto, type MemberPhoto } from '../members/photo';
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
  let photo: MemberPhoto;
  try {
    await recheckAfterOutage(deps);
    photo = await getMemberPhoto(deps.db, rawId);
  } catch (error) {
    const known = error instanceof AppError ? error : asDatabaseUnavailable(deps, error);
    if (!(known instanceof AppError)) throw error;
    return jsonResponse(HTTP_STATUS[known.code] ?? 500, errorBody(toTRPCError(known)));
  }

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
