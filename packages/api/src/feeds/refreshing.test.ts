import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { FeedError } from './read-source';
import { createRefreshingFeed, type RefreshSettings } from './refreshing';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

function recordingLogger() {
  const lines: Array<{ level: string; obj: object; msg: string | undefined }> = [];
  const logger: Logger = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  return { logger, lines };
}

/** A source whose every fetch the test answers by hand (or leaves hanging). */
function manualSource<T>() {
  const calls: Array<{ signal: AbortSignal; resolve(value: T): void; reject(error: unknown): void }> = [];
  const fetch = (signal: AbortSignal) =>
    new Promise<{ value: T }>((resolve, reject) => {
      calls.push({ signal, resolve: (value) => resolve({ value }), reject });
      signal.addEventListener('abort', () => reject(new FeedError('timeout')));
    });
  return { calls, fetch };
}

const SETTINGS: RefreshSettings = { refreshMs: 200, retryMs: 50, fetchTimeoutMs: 300, maxBytes: 1024 };

describe('refreshing feed', () => {
  it('shares one fetch between concurrent requests and keeps its value for the refresh interval', async () => {
    const source = manualSource<string>();
    const { logger, lines } = recordingLogger();
    const feed = createRefreshingFeed({ label: 'uji', settings: SETTINGS, fetch: source.fetch, logger });
    const waiting = Promise.all(Array.from({ length: 20 }, () => feed.current()));
    expect(source.calls).toHaveLength(1);
    source.calls[0]?.resolve('satu');
    const states = await waiting;
    expect(states.map((s) => s.snapshot?.value)).toEqual(states.map(() => 'satu'));
    expect(states[0]?.stale).toBe(false);
    await feed.current();
    expect(source.calls).toHaveLength(1);
    expect(lines.map((l) => l.msg)).toEqual(['uji fetched']);
  });

  it('refreshes in the background once due: the request is answered from the last value at once', async () => {
    const source = manualSource<string>();
    const feed = createRefreshingFeed({
      label: 'uji',
      settings: SETTINGS,
      fetch: source.fetch,
      logger: recordingLogger().logger,
    });
    const first = feed.current();
    source.calls[0]?.resolve('lama');
    await first;
    await pause(SETTINGS.refreshMs + 20);
    expect((await feed.current()).snapshot?.value).toBe('lama');
    expect(source.calls).toHaveLength(2);
    source.calls[1]?.resolve('baru');
    await pause(0);
    expect((await feed.current()).snapshot?.value).toBe('baru');
  });

  it('with waitForRefreshMs, the request that finds a refresh due gets its result', async () => {
    const source = manualSource<string>();
    // A wait long enough that a request waiting again could not pass for one answered at once; the fetch's
    // limit longer still, so the refresh below hangs for all of it.
    const waitForRefreshMs = 1_000;
    const feed = createRefreshingFeed({
      label: 'uji',
      settings: { ...SETTINGS, fetchTimeoutMs: 10_000 },
      fetch: source.fetch,
      logger: recordingLogger().logger,
      waitForRefreshMs,
    });
    const first = feed.current();
    source.calls[0]?.resolve('lama');
    await first;
    await pause(SETTINGS.refreshMs + 20);
    const due = feed.current();
    setTimeout(() => source.calls[1]?.resolve('baru'), 20);
    expect((await due).snapshot?.value).toBe('baru');

    // A refresh that hangs is waited for only until waitForRefreshMs after it began.
    await pause(SETTINGS.refreshMs + 20);
    let started = Date.now();
    expect((await feed.current()).snapshot?.value).toBe('baru');
    expect(Date.now() - started).toBeGreaterThanOrEqual(waitForRefreshMs - 10);
    await pause(50);
    started = Date.now();
    expect((await feed.current()).snapshot?.value).toBe('baru');
    // Waiting again would take waitForRefreshMs (1 s) or more; not waiting takes a millisecond or so.
    expect(Date.now() - started).toBeLessThan(waitForRefreshMs / 2);
    feed.close();
  });

  it('keeps the last good value when a refresh fails, marks it stale, and retries after retryMs', async () => {
    const source = manualSource<string>();
    const { logger, lines } = recordingLogger();
    const feed = createRefreshingFeed({
      label: 'uji',
      logFields: { source: 'csv' },
      settings: SETTINGS,
      fetch: source.fetch,
      logger,
    });
    const first = feed.current();
    source.calls[0]?.resolve('baik');
    await first;
    await pause(SETTINGS.refreshMs + 20);
    await feed.current();
    source.calls[1]?.reject(new FeedError('http-status', { status: 503 }));
    await pause(0);
    expect(await feed.current()).toMatchObject({ snapshot: { value: 'baik' }, stale: true });
    expect(lines.at(-1)).toMatchObject({
      level: 'warn',
      obj: { source: 'csv', reason: 'http-status', status: 503 },
      msg: 'uji could not be fetched; serving the last good data',
    });
    // Retried after retryMs (50), not the refresh interval (200).
    await pause(SETTINGS.retryMs + 20);
    await feed.current();
    expect(source.calls).toHaveLength(3);
    source.calls[2]?.reject(new Error('bukan FeedError'));
    await pause(0);
    expect(lines.at(-1)?.obj).toMatchObject({ reason: 'invalid' });
    await pause(SETTINGS.retryMs + 20);
    await feed.current();
    source.calls[3]?.resolve('pulih');
    await pause(0);
    expect(await feed.current()).toMatchObject({ snapshot: { value: 'pulih' }, stale: false });
    expect(lines.at(-1)?.msg).toBe('uji fetched again');
  });

  it('with nothing to show, waits for the first fetch only up to its time limit', async () => {
    const source = manualSource<string>();
    const { logger, lines } = recordingLogger();
    const feed = createRefreshingFeed({ label: 'uji', settings: SETTINGS, fetch: source.fetch, logger });
    const started = Date.now();
    expect(await feed.current()).toEqual({ snapshot: undefined, stale: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SETTINGS.fetchTimeoutMs - 10);
    // The request's own timer and the fetch's AbortSignal.timeout share one deadline and either may fire
    // first, however late a busy machine runs them: wait for the abort itself, not for a guessed delay.
    const signal = source.calls[0]?.signal;
    if (!signal) throw new Error('no fetch was started');
    if (!signal.aborted) await new Promise((done) => signal.addEventListener('abort', done, { once: true }));
    await pause(0);
    expect(signal.aborted).toBe(true);
    expect(lines.at(-1)).toMatchObject({
      obj: { reason: 'timeout', timeoutMs: 300, lastGoodFetch: null },
      msg: 'uji could not be fetched; nothing to serve yet',
    });
  });

  it('abandons the fetch in flight on close, and starts no more', async () => {
    const source = manualSource<string>();
    const { logger, lines } = recordingLogger();
    const feed = createRefreshingFeed({ label: 'uji', settings: SETTINGS, fetch: source.fetch, logger });
    void feed.current();
    feed.close();
    expect(source.calls[0]?.signal.aborted).toBe(true);
    await pause(0);
    expect(await feed.current()).toEqual({ snapshot: undefined, stale: true });
    expect(source.calls).toHaveLength(1);
    // Shutting down is not a failure worth a warning.
    expect(lines.filter((l) => l.level === 'warn')).toEqual([]);
  });
});
