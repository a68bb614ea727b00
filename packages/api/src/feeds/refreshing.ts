// A shared outside source: one fetch in flight, a failed refresh keeps the last good value, a request never
// waits when there is something to show.
import type { Logger } from '../logger';
import { FeedError } from './read-source';

export interface RefreshSettings {
  refreshMs: number;
  retryMs: number;
  fetchTimeoutMs: number;
  maxBytes: number;
}

export interface Fetched<T> {
  value: T;
  log?: Record<string, unknown>;
}

export interface Snapshot<T> {
  value: T;
  fetchedAt: number;
}

export interface FeedState<T> {
  snapshot: Snapshot<T> | undefined;
  stale: boolean;
}

export interface RefreshingFeedOptions<T> {
  label: string;
  // Never the address: it may hold a key.
  logFields?: Record<string, unknown>;
  settings: RefreshSettings;
  fetch(signal: AbortSignal): Promise<Fetched<T>>;
  logger: Logger;
  // How long a request waits for a due refresh, so a lone poller sees each change at once.
  waitForRefreshMs?: number;
  now?: () => number;
}

export interface RefreshingFeed<T> {
  current(): Promise<FeedState<T>>;
  /** What `current()` would answer, when it would answer at once: no refresh due or running. */
  settled(): FeedState<T> | undefined;
  close(): void;
}

export function createRefreshingFeed<T>(options: RefreshingFeedOptions<T>): RefreshingFeed<T> {
  const { label, logger, settings } = options;
  const logFields = options.logFields ?? {};
  const now = options.now ?? Date.now;
  const waitForRefreshMs = options.waitForRefreshMs ?? 0;
  const closer = new AbortController();

  let snapshot: Snapshot<T> | undefined;
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let lastFailed = false;
  let everFetched = false;
  let inflight: Promise<void> | undefined;

  async function load(): Promise<void> {
    const started = now();
    const signal = AbortSignal.any([AbortSignal.timeout(settings.fetchTimeoutMs), closer.signal]);
    try {
      const result = await options.fetch(signal);
      snapshot = { value: result.value, fetchedAt: started };
      if (!everFetched || lastFailed) {
        logger.info(
          { ...logFields, ...result.log, ms: now() - started },
          lastFailed ? `${label} fetched again` : `${label} fetched`,
        );
      }
      everFetched = true;
      lastFailed = false;
    } catch (error) {
      lastFailed = true;
      if (closer.signal.aborted) return;
      // The address (and any key in it) must never reach the log.
      const e = error instanceof FeedError ? error : new FeedError('invalid');
      logger.warn(
        {
          ...logFields,
          reason: e.reason,
          ...e.details,
          ...(e.reason === 'too-large' ? { maxBytes: settings.maxBytes } : {}),
          ...(e.reason === 'timeout' ? { timeoutMs: settings.fetchTimeoutMs } : {}),
          lastGoodFetch: snapshot ? new Date(snapshot.fetchedAt).toISOString() : null,
        },
        snapshot
          ? `${label} could not be fetched; serving the last good data`
          : `${label} could not be fetched; nothing to serve yet`,
      );
    }
  }

  function isDue(): boolean {
    const interval = lastFailed ? Math.min(settings.retryMs, settings.refreshMs) : settings.refreshMs;
    return now() - lastAttempt >= interval;
  }

  function refreshIfDue(): Promise<void> | undefined {
    if (closer.signal.aborted) return undefined;
    if (inflight) return inflight;
    if (!isDue()) return undefined;
    lastAttempt = now();
    const run = load().finally(() => {
      inflight = undefined;
    });
    inflight = run;
    return run;
  }

  return {
    async current() {
      const pending = refreshIfDue();
      if (!pending || (snapshot && waitForRefreshMs <= 0)) return { snapshot, stale: lastFailed };
      // Something to show: wait at most waitForRefreshMs, so while a source hangs only the first requests wait.
      const limit = snapshot ? Math.min(waitForRefreshMs, settings.fetchTimeoutMs) : settings.fetchTimeoutMs;
      const remaining = Math.max(0, lastAttempt + limit - now());
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = await Promise.race([
        pending.then(() => false),
        new Promise<boolean>((done) => {
          timer = setTimeout(() => done(true), remaining);
        }),
      ]);
      clearTimeout(timer);
      return { snapshot, stale: lastFailed || (!snapshot && timedOut) };
    },

    settled() {
      if (inflight || (!closer.signal.aborted && isDue())) return undefined;
      return { snapshot, stale: lastFailed };
    },

    close() {
      closer.abort();
    },
  };
}
