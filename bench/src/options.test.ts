import { describe, expect, it } from 'vitest';
import { DEFAULTS, OptionsError, parseOptions } from './options';

describe('parseOptions', () => {
  it('measures everything on both databases by default', () => {
    const options = parseOptions([], {});
    expect(options.phases).toEqual(['api', 'web', 'start']);
    expect(options.databases).toEqual(['pglite', 'postgres']);
    expect(options).toMatchObject({ runs: 3, durationSeconds: 10, warmupSeconds: 2, connections: [10, 50] });
    expect(options.postgresUrl).toBe(DEFAULTS.postgresUrl);
  });

  it('reads the flags, which win over BENCH_* variables', () => {
    const options = parseOptions(['--only=api,start', '--db=postgres', '--runs=1', '--duration=5'], {
      BENCH_RUNS: '7',
      BENCH_WARMUP: '0',
      BENCH_DATABASE_URL: 'postgres://bench@db.example:5433/postgres',
    });
    expect(options).toMatchObject({
      phases: ['api', 'start'],
      databases: ['postgres'],
      runs: 1,
      durationSeconds: 5,
      warmupSeconds: 0,
      postgresUrl: 'postgres://bench@db.example:5433/postgres',
    });
  });

  it('runs Lighthouse on every route unless --pages names some', () => {
    expect(parseOptions([], {}).pages).toBeUndefined();
    expect(parseOptions(['--pages=/tasks, /carta-organisasi'], {}).pages).toEqual([
      '/tasks',
      '/carta-organisasi',
    ]);
    expect(parseOptions([], { BENCH_PAGES: '/' }).pages).toEqual(['/']);
  });

  it('loads every API route unless --routes names some paths (with or without their query)', () => {
    expect(parseOptions([], {}).routes).toBeUndefined();
    expect(parseOptions(['--routes=/api/voting-results,/api/tasks?mode=all'], {}).routes).toEqual([
      '/api/voting-results',
      '/api/tasks',
    ]);
    expect(parseOptions([], { BENCH_ROUTES: '/api/stats' }).routes).toEqual(['/api/stats']);
  });

  it('measures the fewest connections first, each count once', () => {
    expect(parseOptions(['--connections=50,10,50'], {}).connections).toEqual([10, 50]);
    expect(parseOptions([], { BENCH_CONNECTIONS: '100, 1' }).connections).toEqual([1, 100]);
  });

  it('keeps the port after --port free for the baseline', () => {
    expect(parseOptions(['--port=65534'], {}).port).toBe(65534);
    expect(() => parseOptions(['--port=65535'], {})).toThrow(/at most 65534/);
  });

  it.each([
    [['--routes=/api/nothing']],
    [['--only=ui']],
    [['--db=mysql']],
    [['--runs=0']],
    [['--pages=/admin']],
    [['--runs=1.5']],
    [['--duration=abc']],
    [['--speed=9']],
    [['fast']],
  ])('refuses %j with a message naming it', (argv) => {
    expect(() => parseOptions(argv, {})).toThrow(OptionsError);
  });
});
