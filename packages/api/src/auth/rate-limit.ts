// Counted in the database before the expensive check, in one statement per key, so parallel attempts get
// exactly `max` reservations on PGlite and PostgreSQL alike, and a restart forgets nothing.
import { createHash } from 'node:crypto';
import { type Database, rateLimits } from '@kubm/db';
import { and, eq, gt, lte, sql } from 'drizzle-orm';

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
}

export type LimitKey = readonly [rule: LimitRule, subject: string];

export type Reservation =
  | {
      ok: true;
      refund(): Promise<void>;
    }
  | { ok: false; retryAfterMs: number };

export interface RateLimiter {
  // Stops at the first counter at its limit and gives back what it counted so far.
  reserve(keys: readonly LimitKey[]): Promise<Reservation>;
  clear(key: LimitKey): Promise<void>;
}

const PRUNE_EVERY = 500;

// A hash, so the table holds no e-mail or IP address.
export function limitKey([rule, subject]: LimitKey): string {
  return createHash('sha256').update(`${rule.name}\n${subject}`).digest('hex');
}

export function createRateLimiter(db: Database): RateLimiter {
  let reservations = 0;

  async function take(key: LimitKey): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const [rule] = key;
    const expired = sql`${rateLimits.windowEndsAt} <= now()`;
    const [row] = await db
      .insert(rateLimits)
      .values({
        key: limitKey(key),
        count: 1,
        windowEndsAt: sql`now() + make_interval(secs => ${rule.windowMs / 1000})`,
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1
            when ${rateLimits.count} <= ${rule.max} then ${rateLimits.count} + 1
            else ${rateLimits.count} end`,
          windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
        },
      })
      .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
    if (!row) throw new Error('rate limit upsert returned no row');
    return {
      allowed: row.count <= rule.max,
      retryAfterMs: Math.max(1000, row.windowEndsAt.getTime() - Date.now()),
    };
  }

  async function giveBack(key: LimitKey): Promise<void> {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, limitKey(key)), gt(rateLimits.windowEndsAt, sql`now()`)));
  }

  async function prune(): Promise<void> {
    await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`));
  }

  return {
    async reserve(keys) {
      reservations += 1;
      if (reservations % PRUNE_EVERY === 0) await prune();
      const taken: LimitKey[] = [];
      for (const key of keys) {
        const result = await take(key);
        if (!result.allowed) {
          for (const done of taken) await giveBack(done);
          return { ok: false, retryAfterMs: result.retryAfterMs };
        }
        taken.push(key);
      }
      return {
        ok: true,
        async refund() {
          for (const key of taken) await giveBack(key);
        },
      };
    },

    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, limitKey(key)));
    },
  };
}
