// lucia makes the ids and cookies; we store only a SHA-256 of each id, so a copy of the table signs nobody in.
// Validation is ours: one narrow query, and a write only when the expiry should slide.
import { createHash } from 'node:crypto';
import { type Database, sessions, users } from '@kubm/db';
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { type Adapter, type Cookie, type DatabaseSession, type DatabaseUser, Lucia, TimeSpan } from 'lucia';
import { preparedPerDatabase } from '../prepared';

export const SESSION_COOKIE_NAME = 'kubm_session';
export const PERSISTENT_SESSION_DAYS = 30;
export const BROWSER_SESSION_HOURS = 12;

const HOUR_MS = 3_600_000;
const PERSISTENT_MS = PERSISTENT_SESSION_DAYS * 24 * HOUR_MS;
const BROWSER_MS = BROWSER_SESSION_HOURS * HOUR_MS;

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: string;
  ministry: string;
}

export interface Session {
  id: string;
  userId: number;
  expiresAt: Date;
  persistent: boolean;
  fresh: boolean;
}

/**
 * The session id in a Cookie header, or null. The last one wins, as in lucia's reader; unlike it, another
 * cookie's bad escape (`_ga=%E0%A4`) is not our business: lucia's decode threw on it, a 500 on every request.
 * Ids are lucia's base32, so the value is taken as it is.
 */
export function readSessionCookie(header: string): string | null {
  let value: string | null = null;
  let from = 0;
  while (from < header.length) {
    const next = header.indexOf(';', from);
    const end = next === -1 ? header.length : next;
    const equals = header.indexOf('=', from);
    if (equals !== -1 && equals < end && header.slice(from, equals).trim() === SESSION_COOKIE_NAME) {
      value = header.slice(equals + 1, end).trim();
    }
    from = end + 1;
  }
  return value === '' ? null : value;
}

export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

function lifetimeMs(persistent: boolean): number {
  return persistent ? PERSISTENT_MS : BROWSER_MS;
}

class HashedSessionAdapter implements Adapter {
  constructor(private readonly db: Database) {}

  async getSessionAndUser(): Promise<[session: null, user: null]> {
    return [null, null];
  }

  async getUserSessions(): Promise<DatabaseSession[]> {
    return [];
  }

  async setSession(session: DatabaseSession): Promise<void> {
    const persistent = session.attributes.persistent;
    await this.db.insert(sessions).values({
      id: hashSessionId(session.id),
      userId: session.userId,
      persistent,
      expiresAt: new Date(Date.now() + lifetimeMs(persistent)),
    });
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.id, hashSessionId(sessionId)));
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, hashSessionId(sessionId)));
  }

  async deleteUserSessions(userId: DatabaseUser['id']): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async deleteExpiredSessions(): Promise<void> {
    await this.db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
  }
}

const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      persistent: sessions.persistent,
      name: users.name,
      email: users.email,
      role: users.role,
      ministry: users.ministry,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('idHash')))
    .prepare('session_lookup'),
);

export interface Auth {
  readSessionCookie(cookieHeader: string): string | null;
  createSession(userId: number, persistent: boolean): Promise<Cookie>;
  validateSession(sessionId: string): Promise<{ session: Session; user: SessionUser } | null>;
  createSessionCookie(sessionId: string): Cookie;
  createBlankSessionCookie(): Cookie;
  invalidateSession(sessionId: string): Promise<void>;
  invalidateUserSessions(userId: number): Promise<void>;
  invalidateOtherSessions(userId: number, keepSessionId: string): Promise<number>;
}

export function createAuth(db: Database, secureCookies: boolean): Auth {
  const lucia = new Lucia(new HashedSessionAdapter(db), {
    sessionExpiresIn: new TimeSpan(PERSISTENT_SESSION_DAYS, 'd'),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      attributes: { secure: secureCookies, sameSite: 'lax', path: '/' },
    },
    getSessionAttributes: (attributes) => ({ persistent: attributes.persistent }),
  });

  return {
    readSessionCookie,
    createSessionCookie: (sessionId) => lucia.createSessionCookie(sessionId),
    createBlankSessionCookie: () => lucia.createBlankSessionCookie(),
    invalidateSession: (sessionId) => lucia.invalidateSession(sessionId),
    invalidateUserSessions: (userId) => lucia.invalidateUserSessions(userId),

    async invalidateOtherSessions(userId, keepSessionId) {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, hashSessionId(keepSessionId))))
        .returning({ id: sessions.id });
      return ended.length;
    },

    async createSession(userId, persistent) {
      const session = await lucia.createSession(userId, { persistent });
      const cookie = lucia.createSessionCookie(session.id);
      if (!persistent) {
        cookie.attributes.maxAge = undefined;
        cookie.attributes.expires = undefined;
      }
      return cookie;
    },

    async validateSession(sessionId) {
      const idHash = hashSessionId(sessionId);
      const [row] = await sessionLookup(db).execute({ idHash });
      if (!row) return null;

      const now = Date.now();
      if (row.expiresAt.getTime() <= now) {
        await db.delete(sessions).where(eq(sessions.id, idHash));
        return null;
      }
      // As lucia does: slide once less than half of the lifetime remains.
      const lifetime = lifetimeMs(row.persistent);
      let expiresAt = row.expiresAt;
      let fresh = false;
      if (expiresAt.getTime() - now < lifetime / 2) {
        expiresAt = new Date(now + lifetime);
        fresh = true;
        // A logout elsewhere deletes the row: nothing to update.
        await db
          .update(sessions)
          .set({ expiresAt })
          .where(and(eq(sessions.id, idHash), eq(sessions.userId, row.userId)));
      }
      return {
        session: { id: sessionId, userId: row.userId, expiresAt, persistent: row.persistent, fresh },
        user: { id: row.userId, name: row.name, email: row.email, role: row.role, ministry: row.ministry },
      };
    },
  };
}

declare module 'lucia' {
  interface Register {
    UserId: number;
    DatabaseSessionAttributes: { persistent: boolean };
    // biome-ignore lint/complexity/noBannedTypes: lucia reads no user attributes; validation is ours.
    DatabaseUserAttributes: {};
  }
}
