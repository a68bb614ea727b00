// One outside source shared by every request (the calendar's feed, the voting sheet): fetched at most once
// per refresh interval with one fetch in flight, within a time limit. A failed refresh keeps the last good
// value (and says it is stale); a request never waits on the source when there is something to show.
import type { Logger } from '../logger';
import { FeedError } from './read-source';

export interface RefreshSettings {
  /** At most one fetch per this interval, counted from the start of each attempt. */
  refreshMs: number;
  /**
   * After a failed fetch the next may start this soon (when shorter than the refresh interval), so a source
   * back from an outage is not kept waiting a whole refresh interval.
   */
  retryMs: number;
  /** A fetch is abandoned after this; a request with nothing to show waits no longer. */
  fetchTimeoutMs: number;
  /** The size cap the fetch applies; only named in the log line of a 'too-large' failure. */
  maxBytes: number;
}

/** What one successful fetch gives: the value, and fields for its log line (counts, bytes). */
export interface Fetched<T> {
  value: T;
  log?: Record<string, unknown>;
}

export interface Snapshot<T> {
  value: T;
  /** ms since the epoch when the fetch that gave this value started. */
  fetchedAt: number;
}

export interface FeedState<T> {
  /** The last good value; undefined before the first good fetch. */
  snapshot: Snapshot<T> | undefined;
  /** The last refresh failed (or the first is still running at its time limit). */
  stale: boolean;
}

export interface RefreshingFeedOptions<T> {
  /** Words for the log lines, e.g. 'calendar feed', 'voting sheet'. */
  label: string;
  /** Fields on every log line (which kind of source); never the address: it may be secret. */
  logFields?: Record<string, unknown>;
  settings: RefreshSettings;
  /** Fetches and reads the source; throws FeedError (anything else is logged as 'invalid'). */
  fetch(signal: AbortSignal): Promise<Fetched<T>>;
  logger: Logger;
  /**
   * With a value in hand, how long a request waits for a refresh that is due (or in flight) before it is
   * answered from the last value anyway. 0 (the default): never — the refresh runs in the background and
   * the next request gets it. The voting sheet waits a little, so that the poll that starts a refresh gets
   * its result: otherwise one page polling alone would see each change one poll late.
   */
  waitForRefreshMs?: number;
  /** The clock (tests); ms since the epoch. */
  now?: () => number;
}

export interface RefreshingFeed<T> {
  /**
   * The value to answer from: at once when there is one (or after up to waitForRefreshMs when a refresh is
   * due), else after the fetch, within its time limit.
   */
  current(): Promise<FeedState<T>>;
  /** Abandons a fetch in flight and starts no more (server shutdown). */
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
      // The first fetch and a recovery are worth a line; every routine refresh is not.
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
      // Shutting down: nobody is waiting for this fetch.
      if (closer.signal.aborted) return;
      // Only what we chose to say: the address (and any key in it) must never reach the log.
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

  /** Starts a refresh when one is due; returns the one in flight, if any. */
  function refreshIfDue(): Promise<void> | undefined {
    if (closer.signal.aborted) return undefined;
    if (inflight) return inflight;
    const interval = lastFailed ? Math.min(settings.retryMs, settings.refreshMs) : settings.refreshMs;
    if (now() - lastAttempt < interval) return undefined;
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
      // Nothing to show yet: wait for this fetch, but never past its time limit. Something to show: wait
      // until waitForRefreshMs after the fetch began, then answer from it (so while a source hangs only
      // the requests of its first moments wait, not every one until the time limit).
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

    close() {
      closer.abort();
    },
  };
}
