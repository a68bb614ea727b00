// The voting poll's unchanged answers (304) are counted, not logged one by one: 100 phones polling every 30 s
// write 288,000 identical lines a day, each costing the poll more than the answer itself
// (docs/decisions/unchanged-polls-counted.md). Anything else about a poll, a 200, an error or a client that
// left, still gets its own request line.
import type { Logger } from './logger';

export const UNCHANGED_POLLS_MESSAGE = 'unchanged polls';

export interface UnchangedPolls {
  /** One 304 of a sessionless read, written in full, `ms` after it arrived. */
  count(path: string, ms: number): void;
  /** Writes what has been counted so far (at stop, so the last interval is not lost). */
  flush(): void;
}

interface Tally {
  count: number;
  maxMs: number;
}

/** Undefined when `everyMs` is 0: each 304 then gets its own request line, as every other answer does. */
export function createUnchangedPolls(logger: Logger, everyMs: number): UnchangedPolls | undefined {
  if (everyMs === 0) return undefined;
  const tallies = new Map<string, Tally>();
  let since = Date.now();
  let timer: NodeJS.Timeout | undefined;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    const seconds = Math.round((Date.now() - since) / 100) / 10;
    since = Date.now();
    for (const [path, tally] of tallies) {
      logger.info(
        { path, status: 304, count: tally.count, maxMs: tally.maxMs, seconds },
        UNCHANGED_POLLS_MESSAGE,
      );
    }
    tallies.clear();
  }

  return {
    count(path, ms) {
      const tally = tallies.get(path);
      if (tally) {
        tally.count += 1;
        if (ms > tally.maxMs) tally.maxMs = ms;
      } else {
        if (tallies.size === 0) since = Date.now();
        tallies.set(path, { count: 1, maxMs: ms });
      }
      timer ??= setTimeout(flush, everyMs).unref();
    },
    flush,
  };
}
