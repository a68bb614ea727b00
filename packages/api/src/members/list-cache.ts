// The member lists (the org chart, the directory) answered from one prepared answer per kind of viewer,
// rebuilt only when the directory changes: a request reads one counter, never the members.
import { type Database, directoryVersion } from '@kubm/db';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import { isLeadership } from '../permissions';
import { preparedPerDatabase } from '../prepared';
import { preparedAnswerOf } from '../prepared-answer';

export interface MemberListCacheSettings {
  /** What the kept answers may weigh together, as JSON. */
  maxBytes: number;
}

export const DEFAULT_MEMBER_LIST_CACHE_SETTINGS: MemberListCacheSettings = { maxBytes: 16 * 1024 * 1024 };

export type MemberListKind = 'members' | 'withPhotos';

export interface MemberListCache {
  answer<T extends object>(
    db: Database,
    kind: MemberListKind,
    viewer: SessionUser | null,
    build: () => Promise<T>,
  ): Promise<T>;
}

// Triggers on users, members and user_ministry_roles bump it in the writing transaction, whichever process
// (a second server on PostgreSQL, the admin command) wrote: migrations/0005_directory_version.sql.
const versionQuery = preparedPerDatabase((db) =>
  db
    .select({ version: directoryVersion.version })
    .from(directoryVersion)
    .where(eq(directoryVersion.id, 1))
    .prepare('directory_version'),
);

async function readVersion(db: Database): Promise<number | null> {
  const [row] = await versionQuery(db).execute();
  return row?.version ?? null;
}

// Leadership may edit every entry and a visitor sees no contact details: one answer each. A member may
// edit only their own entry, so each member's answer is their own.
function viewerKey(viewer: SessionUser | null): string {
  if (!viewer) return 'visitor';
  return isLeadership(viewer) ? 'leadership' : `member:${viewer.id}`;
}

export function createMemberListCache(settings: MemberListCacheSettings): MemberListCache {
  let version: number | undefined;
  // In use order, least recently used first.
  const kept = new Map<string, { answer: object; bytes: number }>();
  let keptBytes = 0;

  function keep(key: string, answer: object): void {
    const bytes = preparedAnswerOf(answer)?.json.length ?? Number.POSITIVE_INFINITY;
    if (bytes > settings.maxBytes) return;
    kept.set(key, { answer, bytes });
    keptBytes += bytes;
    for (const [oldest, entry] of kept) {
      if (keptBytes <= settings.maxBytes) break;
      kept.delete(oldest);
      keptBytes -= entry.bytes;
    }
  }

  return {
    async answer<T extends object>(
      db: Database,
      kind: MemberListKind,
      viewer: SessionUser | null,
      build: () => Promise<T>,
    ): Promise<T> {
      const current = await readVersion(db);
      // Without the counter nothing could tell a kept answer is out of date.
      if (current === null) return build();
      if (current !== version) {
        kept.clear();
        keptBytes = 0;
        version = current;
      }
      const key = `${kind}:${viewerKey(viewer)}`;
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return hit.answer as T;
      }
      // Read after the counter: what is kept is at least as new as the version it is kept under.
      const answer = await build();
      if (version === current) keep(key, answer);
      return answer;
    },
  };
}
