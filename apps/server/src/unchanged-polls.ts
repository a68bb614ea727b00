// 100 phones polling every 30 s would write 288,000 identical lines a day, each costing more than the 304.
// Any other answer of the poll keeps its own request line (docs/decisions/unchanged-polls-counted.md).
import type { Logger } from './logger';

export const UNCHANGED_POLLS_MESSAGE = 'unchanged polls';

export interface UnchangedPolls {
  count(path: string, ms: number): void;
  flush(): void;
}

interface Tally {
  count: number;
  maxMs: number;
}

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
