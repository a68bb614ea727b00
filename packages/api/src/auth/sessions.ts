// Sessions (ARCHITECTURE §4): lucia v3 makes the ids and the cookies; our adapter keeps only a SHA-256 of
// each id, so a copy of the sessions table signs nobody in (as lucia's maintainer later recommended).
// Validation is ours too: one query reading only the columns a request needs (never the password hash or a
// photo of up to 2 MB), and a write only when a session's expiry should slide — lucia would judge every
// 12-hour session against its 30-day window and try an UPDATE on each request.
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

/** What a request knows of its signed-in user. The rest (phone, photo, pairs) is read where it is needed. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: string;
  ministry: string;
}

export interface Session {
  /** The id as the cookie carries it. */
  id: string;
  userId: number;
  expiresAt: Date;
  /** Remember-me: a 30-day cookie; otherwise a browser-session cookie. */
  persistent: boolean;
  /** True when this request slid the expiry: a persistent cookie is sent again with it. */
  fresh: boolean;
}

/** The stored form of a session id: its SHA-256, hex. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

function lifetimeMs(persistent: boolean): number {
  return persistent ? PERSISTENT_MS : BROWSER_MS;
}

/** lucia's storage, keyed by the hash of the id. Only the calls lucia makes for create and invalidate matter. */
class HashedSessionAdapter implements Adapter {
  constructor(private readonly db: Database) {}

  async getSessionAndUser(): Promise<[session: null, user: null]> {
    // Validation does not go through lucia (see validateSession below).
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
      // lucia proposes 30 days; a browser session lasts BROWSER_SESSION_HOURS on the server.
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

/** The one query a request's session costs (see the file's opening comment). */
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
  /** Starts a session for `userId` and returns its cookie. */
  createSession(userId: number, persistent: boolean): Promise<Cookie>;
  /** The session and its user, or null when the id is unknown or expired. One query on a read. */
  validateSession(sessionId: string): Promise<{ session: Session; user: SessionUser } | null>;
  /** The cookie for a session that slid: persistent cookies get their 30 days again. */
  createSessionCookie(sessionId: string): Cookie;
  createBlankSessionCookie(): Cookie;
  invalidateSession(sessionId: string): Promise<void>;
  invalidateUserSessions(userId: number): Promise<void>;
  /** Ends every session of `userId` but `keepSessionId` (this browser's); returns how many ended. */
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
    readSessionCookie: (header) => lucia.readSessionCookie(header),
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
        // A browser-session cookie: no Max-Age/Expires, gone when the browser closes.
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
      // Slide once less than half of the lifetime remains, as lucia does for its own window.
      const lifetime = lifetimeMs(row.persistent);
      let expiresAt = row.expiresAt;
      let fresh = false;
      if (expiresAt.getTime() - now < lifetime / 2) {
        expiresAt = new Date(now + lifetime);
        fresh = true;
        // Only while it has not expired meanwhile (a logout elsewhere deletes the row: nothing to update).
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
