// `pnpm bench` flags and BENCH_* settings, parsed once; a bad value stops the bench with one line naming it.
import { PATHS } from '@kubm/validators';
import { ROUTE_PATHNAMES, routePathname } from './routes';

export const PHASES = ['api', 'web', 'start'] as const;
export type Phase = (typeof PHASES)[number];
export const DATABASES = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASES)[number];
/** Every route of the web app, from the app's own table (the bench signs in for the members' pages). */
export const PAGES: readonly string[] = Object.values(PATHS);

export interface BenchOptions {
  phases: Phase[];
  databases: DatabaseKind[];
  /** Measured runs per figure; the table shows their median. */
  runs: number;
  durationSeconds: number;
  /** Load before each measured run, not counted. */
  warmupSeconds: number;
  connections: number[];
  /** The web app's routes the browser figures visit; undefined: every one. */
  pages: string[] | undefined;
  /** The API paths under load (every variant of each); undefined: all of them. */
  routes: string[] | undefined;
  port: number;
  /** A PostgreSQL server on which a uniquely named database is created, and dropped after. */
  postgresUrl: string;
  chromiumPath: string;
}

export const DEFAULTS = {
  runs: 3,
  durationSeconds: 10,
  warmupSeconds: 2,
  connections: [10, 50],
  port: 3601,
  postgresUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  chromiumPath: '/usr/bin/chromium',
} as const;

export class OptionsError extends Error {}

const MAX_PORT = 65_535;

function positiveNumber(name: string, raw: string, integer: boolean): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new OptionsError(`${name}: expected a positive ${integer ? 'whole ' : ''}number, got '${raw}'`);
  }
  return value;
}

/** The portal's port: the baseline takes the next one, which must exist too. */
function portPair(raw: string): number {
  const port = positiveNumber('--port', raw, true);
  if (port > MAX_PORT - 1) throw new OptionsError(`--port: expected at most ${MAX_PORT - 1}, got '${raw}'`);
  return port;
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new OptionsError(`${name}: expected ${allowed.join(' or ')}, got '${raw}'`);
  }
  return raw as T;
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Flags win over BENCH_* variables, which win over the defaults. */
export function parseOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>) {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    if (arg === '--') continue;
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (!match) throw new OptionsError(`unknown argument '${arg}' (flags are --name=value)`);
    flags.set(match[1] as string, match[2] as string);
  }
  const known = ['only', 'db', 'runs', 'duration', 'warmup', 'connections', 'port', 'pages', 'routes'];
  for (const name of flags.keys()) {
    if (!known.includes(name)) throw new OptionsError(`unknown flag --${name} (known: ${known.join(', ')})`);
  }
  const setting = (flag: string, variable: string) => flags.get(flag) ?? env[variable];

  const only = setting('only', 'BENCH_ONLY');
  const phases = only ? list(only).map((phase) => oneOf('--only', phase, PHASES)) : [...PHASES];
  const db = setting('db', 'BENCH_DB') ?? 'both';
  const databases = db === 'both' ? [...DATABASES] : [oneOf('--db', db, DATABASES)];
  const runs = setting('runs', 'BENCH_RUNS');
  const duration = setting('duration', 'BENCH_DURATION');
  const warmup = setting('warmup', 'BENCH_WARMUP');
  const connections = setting('connections', 'BENCH_CONNECTIONS');
  const port = setting('port', 'BENCH_PORT');
  const pages = setting('pages', 'BENCH_PAGES');
  const routes = setting('routes', 'BENCH_ROUTES');

  return {
    phases,
    databases,
    runs: runs ? positiveNumber('--runs', runs, true) : DEFAULTS.runs,
    durationSeconds: duration ? positiveNumber('--duration', duration, false) : DEFAULTS.durationSeconds,
    warmupSeconds:
      warmup === '0' ? 0 : warmup ? positiveNumber('--warmup', warmup, false) : DEFAULTS.warmupSeconds,
    // Fewest first: a run at many connections must not precede one at fewer (run-bench.ts, measureRun).
    connections: connections
      ? [...new Set(list(connections).map((count) => positiveNumber('--connections', count, true)))].sort(
          (a, b) => a - b,
        )
      : [...DEFAULTS.connections],
    port: port ? portPair(port) : DEFAULTS.port,
    pages: pages ? list(pages).map((page) => oneOf('--pages', page, PAGES)) : undefined,
    routes: routes
      ? list(routes).map((route) => oneOf('--routes', routePathname({ path: route }), ROUTE_PATHNAMES))
      : undefined,
    postgresUrl: env.BENCH_DATABASE_URL || DEFAULTS.postgresUrl,
    chromiumPath: env.BENCH_CHROMIUM_PATH || DEFAULTS.chromiumPath,
  } satisfies BenchOptions;
}
