// Sessions with lucia v3 (ARCHITECTURE §4). Remember-me sessions last 30 days and slide; the others are
// browser-session cookies whose server-side expiry is BROWSER_SESSION_HOURS and slides with use.

import { type Database, sessions, users } from '@kubm/db';
import { DrizzlePostgreSQLAdapter } from '@lucia-auth/adapter-drizzle';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { Lucia, TimeSpan } from 'lucia';

export const SESSION_COOKIE_NAME = 'kubm_session';
export const PERSISTENT_SESSION_DAYS = 30;
export const BROWSER_SESSION_HOURS = 12;

interface SessionUserAttributes {
  name: string;
  email: string;
  role: string;
  ministry: string;
  profilePhoto: string | null;
}

/**
 * The drizzle adapter, with one change: when lucia slides a session's expiry (always to now + 30 days),
 * a session without remember-me gets now + BROWSER_SESSION_HOURS instead. Lucia judges freshness against
 * 30 days, so it asks on every request of a browser session; the WHERE writes the row only when less than
 * half of its hours remain, as lucia does for the 30-day ones.
 */
class KubmSessionAdapter extends DrizzlePostgreSQLAdapter {
  constructor(private readonly database: Database) {
    // biome-ignore lint/suspicious/noExplicitAny: the adapter's db type predates drizzle 0.45's generics.
    super(database as any, sessions, users);
  }
  override async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.database
      .update(sessions)
      .set({
        expiresAt: sql`case when ${sessions.persistent} then ${expiresAt.toISOString()}::timestamptz
          else now() + make_interval(hours => ${BROWSER_SESSION_HOURS}) end`,
      })
      .where(
        and(
          eq(sessions.id, sessionId),
          or(
            eq(sessions.persistent, true),
            lt(sessions.expiresAt, sql`now() + make_interval(hours => ${BROWSER_SESSION_HOURS / 2})`),
          ),
        ),
      );
  }
}

export function createLucia(db: Database, secureCookies: boolean) {
  return new Lucia(new KubmSessionAdapter(db), {
    sessionExpiresIn: new TimeSpan(PERSISTENT_SESSION_DAYS, 'd'),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      attributes: { secure: secureCookies, sameSite: 'lax', path: '/' },
    },
    getSessionAttributes: (attributes) => ({ persistent: attributes.persistent }),
    getUserAttributes: (attributes: SessionUserAttributes) => ({
      name: attributes.name,
      email: attributes.email,
      role: attributes.role,
      ministry: attributes.ministry,
      profilePhoto: attributes.profilePhoto,
    }),
  });
}

export type Auth = ReturnType<typeof createLucia>;

declare module 'lucia' {
  interface Register {
    Lucia: Auth;
    UserId: number;
    DatabaseSessionAttributes: { persistent: boolean };
    DatabaseUserAttributes: SessionUserAttributes;
  }
}
