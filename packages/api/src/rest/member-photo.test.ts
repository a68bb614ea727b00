// A photo's version is computed once, when the photo is written: the member list reads
// the stored version, never the photos themselves, so its cost does not grow with what the photos weigh.
import { users } from '@kubm/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoVersion } from '../members/photo';
import { createTestApi, type TestApi } from '../test-api';
import { memberPhotoResponse } from './member-photo';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let api: TestApi;
let statements: string[] = [];
let cookie = '';
let userId = 0;

beforeAll(async () => {
  api = await createTestApi({ onQuery: (sql) => statements.push(sql) });
  const resHeaders = new Headers();
  const registered = await api.caller('', resHeaders).auth.register({
    name: 'Maria Goh',
    email: 'maria@contoh.my',
    phone: '0123456789',
    password: 'rahsia-123',
    ministryRoles: [{ ministry: 'KOIR (MINISTRI)', role: 'Member' }],
  });
  userId = registered.id;
  cookie = resHeaders.get('set-cookie')?.split(';')[0] ?? '';
});
afterAll(() => api?.handle.close());

async function storedPhoto(): Promise<{ photo: string | null; version: string | null }> {
  const [row] = await api.handle.db
    .select({ photo: users.profilePhoto, version: users.profilePhotoVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { photo: null, version: null };
}

describe("a profile photo's version", () => {
  it('is stored with the photo, as the first 16 hex digits of its SHA-256', async () => {
    await api.caller(cookie).users.update({ id: userId, profilePhoto: PNG });
    const { photo, version } = await storedPhoto();
    expect(photo).not.toBeNull();
    expect(version).toBe(photoVersion(photo as string));

    await api.caller(cookie).users.update({ id: userId, profilePhoto: null });
    expect(await storedPhoto()).toEqual({ photo: null, version: null });
  });

  it('is what the list reads: the list never reads or hashes a photo', async () => {
    await api.caller(cookie).users.update({ id: userId, profilePhoto: PNG });
    const { photo } = await storedPhoto();
    statements = [];
    const list = await api.caller().members.withPhotos();
    expect(list[0]?.profilePhoto).toBe(
      `/api/members/${list[0]?.id}/photo?v=${photoVersion(photo as string)}`,
    );
    // Besides the directory version the kept answers are keyed by, one query: the list's.
    const reads = statements.filter((sql) => /from "members"/.test(sql));
    expect(reads).toHaveLength(1);
    expect(statements).toHaveLength(2);
    expect(reads[0]).not.toMatch(/sha256|"profile_photo"/);
    expect(reads[0]).toMatch(/"profile_photo_version"/);
  });

  it('is what the photo address answers with, without hashing the photo again', async () => {
    const { photo, version } = await storedPhoto();
    const list = await api.caller().members.withPhotos();
    statements = [];
    const res = await memberPhotoResponse(
      api.deps,
      String(list[0]?.id),
      new URL(`http://localhost${list[0]?.profilePhoto}`),
      null,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(`"${version}"`);
    expect(version).toBe(photoVersion(photo as string));
    expect(statements.join('\n')).toMatch(/"profile_photo_version"/);
  });
});
