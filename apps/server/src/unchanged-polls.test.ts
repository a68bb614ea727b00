import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createUnchangedPolls, UNCHANGED_POLLS_MESSAGE } from './unchanged-polls';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('info', { destination: { write: (line) => lines.push(line) } });
  return { logger, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('createUnchangedPolls', () => {
  it('writes one line per path with the count and the slowest answer, then starts again from nothing', () => {
    const { logger, parsed } = capture();
    const polls = createUnchangedPolls(logger, 60_000);
    polls?.count('/api/voting-results', 0.4);
    polls?.count('/api/voting-results', 2.5);
    polls?.count('/api/voting-results', 1.1);
    polls?.count('/api/lain', 0.2);
    polls?.flush();
    expect(parsed()).toEqual([
      expect.objectContaining({
        msg: UNCHANGED_POLLS_MESSAGE,
        path: '/api/voting-results',
        status: 304,
        count: 3,
        maxMs: 2.5,
      }),
      expect.objectContaining({
        msg: UNCHANGED_POLLS_MESSAGE,
        path: '/api/lain',
        status: 304,
        count: 1,
        maxMs: 0.2,
      }),
    ]);
    polls?.flush();
    expect(parsed()).toHaveLength(2);
  });

  it('is off at 0: each 304 keeps its request line', () => {
    expect(createUnchangedPolls(capture().logger, 0)).toBeUndefined();
  });
});
