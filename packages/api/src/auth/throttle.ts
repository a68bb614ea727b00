// Counts failures per key in a fixed window, in memory. One server process serves the committee, so
// an in-process counter is enough; it resets on restart, which only ever helps a locked-out member.
export interface Throttle {
  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number;
  fail(key: string): void;
  reset(key: string): void;
}

export function createThrottle(options: { limit: number; windowMs: number; now?: () => number }): Throttle {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { count: number; windowStart: number }>();

  const current = (key: string) => {
    const entry = entries.get(key);
    if (entry && now() - entry.windowStart >= options.windowMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    retryAfterMs(key) {
      const entry = current(key);
      if (!entry || entry.count < options.limit) return 0;
      return entry.windowStart + options.windowMs - now();
    },
    fail(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, windowStart: now() });
      // Keeps memory bounded under a flood of distinct keys.
      if (entries.size > 10_000) {
        for (const k of entries.keys()) if (!current(k)) entries.delete(k);
      }
    },
    reset(key) {
      entries.delete(key);
    },
  };
}

/** The limits of ARCHITECTURE §4: login per account and per address; reset requests per account. */
export interface AuthLimits {
  loginByEmail: Throttle;
  loginByIp: Throttle;
  resetByEmail: Throttle;
}

const FIFTEEN_MINUTES = 15 * 60_000;
export function createAuthLimits(): AuthLimits {
  return {
    loginByEmail: createThrottle({ limit: 5, windowMs: FIFTEEN_MINUTES }),
    loginByIp: createThrottle({ limit: 20, windowMs: FIFTEEN_MINUTES }),
    resetByEmail: createThrottle({ limit: 3, windowMs: 60 * 60_000 }),
  };
}
