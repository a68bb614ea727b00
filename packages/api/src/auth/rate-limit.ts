// Attempt limits that hold under concurrency and across processes (ARCHITECTURE §4): each attempt is counted
// in the database *before* the expensive check (reserve), and given back afterwards when it should not count
// (settle). The counter is one row per key, updated in a single statement, so twenty parallel attempts get
// exactly `max` reservations, on PGlite and on PostgreSQL alike, and a restart forgets nothing.
import { createHash } from 'node:crypto';
import { type Database, rateLimits } from '@kubm/db';
import { and, eq, gt, lte, sql } from 'drizzle-orm';

export interface LimitRule {
  /** Part of the key: two rules never share a counter. */
  name: string;
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/** One counter: a rule applied to what it counts (an address, an e-mail, or both). */
export type LimitKey = readonly [rule: LimitRule, subject: string];

export type Reservation =
  | {
      ok: true;
      /** Gives the attempt back on every counter (it succeeded, or should not count). */
      refund(): Promise<void>;
    }
  | { ok: false; retryAfterMs: number };

export interface RateLimiter {
  /**
   * Counts one attempt on each counter, in order. At the first counter already at its limit it stops, gives
   * back what it counted so far (a refused attempt costs nothing elsewhere) and says how long to wait.
   */
  reserve(keys: readonly LimitKey[]): Promise<Reservation>;
  /** Forgets a counter (e.g. a successful sign-in clears its own failures). */
  clear(key: LimitKey): Promise<void>;
}

/** How often (in reservations) expired counters are swept away. */
const PRUNE_EVERY = 500;

/** The stored key: a hash, so the table holds no e-mail address or IP address. */
export function limitKey([rule, subject]: LimitKey): string {
  return createHash('sha256').update(`${rule.name}\n${subject}`).digest('hex');
}

export function createRateLimiter(db: Database): RateLimiter {
  let reservations = 0;

  /** Counts one attempt; the count stops at max + 1 so that refused attempts do not pile up. */
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
          // The refused counter keeps its count (capped); the others get this attempt back.
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
