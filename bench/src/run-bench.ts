// `pnpm bench`: the portal beside a bare baseline on the same database, one after the other, then the
// browser's view of the built web app. Prints Markdown tables; progress goes to stderr. See README, Benchmarks.
import { existsSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { type Answers, differingRoutes, fetchAnswers } from './answers';
import { type FreshData, freshData, makeWorkDir } from './data';
import {
  formatFixed,
  formatInteger,
  formatKilobytes,
  formatMegabytes,
  formatMs,
  formatSeconds,
  formatTable,
} from './format';
import { type LighthouseResult, loadLighthouse } from './lighthouse';
import { type LoadResult, measureLoad } from './load';
import { type BenchOptions, type DatabaseKind, OptionsError, PAGES, parseOptions } from './options';
import { treeRssBytes } from './process-tree';
import { seedPortal } from './seed';
import {
  baselineCommand,
  type DataTarget,
  portalCommand,
  portalEntry,
  REPO_ROOT,
  type RunningServer,
  startServer,
  stopAllServers,
} from './servers';
import { median, medianItem, ratio } from './stats';
import { measureRoutes, type RouteBytes } from './web';

const API_ROUTES = [
  { path: '/api/links', withCookie: true },
  { path: '/api/user', withCookie: true },
  // A monitor's request: no cookie, so no session lookup (the baseline is the count alone).
  { path: '/api/health', withCookie: false },
] as const;
/** The public pages; every other route is a member's, visited signed in. */
const SIGNED_OUT_PAGES: readonly string[] = [
  '/auth',
  '/reset-password',
  '/carta-organisasi',
  '/keputusan-undian',
];
function webRoutes(pages: readonly string[] | undefined) {
  return (pages ?? PAGES).map((path) => ({ path, signedIn: !SIGNED_OUT_PAGES.includes(path) }));
}
const DB_LABEL: Record<DatabaseKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
/** Idle memory is read this long after the server answered, and after the last load run. */
const SETTLE_MS = 1000;

function print(text = ''): void {
  process.stdout.write(`${text}\n`);
}

function progress(text: string): void {
  process.stderr.write(`· ${text}\n`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}

interface LoadCell {
  route: string;
  database: DatabaseKind;
  connections: number;
  portal: LoadResult[];
  baseline: LoadResult[];
}

interface ServerFigures {
  startToReadyMs: number[];
  readyLogMs: number[];
  rssAfterStart: number[];
  rssAfterLoad: number[];
}

interface StartFigures {
  database: DatabaseKind;
  firstStartMs: number;
  firstReadyLogMs: number | undefined;
  firstRss: number;
  portal: ServerFigures;
  baseline: ServerFigures;
}

function emptyFigures(): ServerFigures {
  return { startToReadyMs: [], readyLogMs: [], rssAfterStart: [], rssAfterLoad: [] };
}

class Bench {
  readonly cells: LoadCell[] = [];
  readonly starts: StartFigures[] = [];
  routeBytes: RouteBytes[] = [];
  lighthouse: LighthouseResult[] = [];
  lighthouseSkipped: string | undefined;
  readonly mismatches: string[] = [];
  private readonly answers = new Map<string, Answers>();
  private logCount = 0;

  constructor(
    readonly options: BenchOptions,
    readonly workDir: string,
  ) {}

  private logFile(name: string): string {
    this.logCount += 1;
    return join(this.workDir, `${String(this.logCount).padStart(2, '0')}-${name}.log`);
  }

  private cell(route: string, database: DatabaseKind, connections: number): LoadCell {
    let found = this.cells.find(
      (c) => c.route === route && c.database === database && c.connections === connections,
    );
    if (!found) {
      found = { route, database, connections, portal: [], baseline: [] };
      this.cells.push(found);
    }
    return found;
  }

  private async load(
    server: RunningServer,
    side: 'portal' | 'baseline',
    database: DatabaseKind,
    cookie: string,
  ) {
    for (const route of API_ROUTES) {
      for (const connections of this.options.connections) {
        const result = await measureLoad({
          url: `${server.baseUrl}${route.path}`,
          connections,
          durationSeconds: this.options.durationSeconds,
          warmupSeconds: this.options.warmupSeconds,
          headers: route.withCookie ? { cookie } : {},
        });
        progress(
          `${side} ${DB_LABEL[database]} ${route.path} c${connections}: ${formatInteger(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms${result.failures ? `, ${result.failures} failed` : ''}`,
        );
        this.cell(route.path, database, connections)[side].push(result);
      }
    }
  }

  /** One start of one server on existing data: its start figures, and its load when the API is measured. */
  private async measureServer(
    side: 'portal' | 'baseline',
    target: DataTarget,
    database: DatabaseKind,
    cookie: string,
    figures: ServerFigures,
  ) {
    const { port } = this.options;
    const command = side === 'portal' ? portalCommand(port, target) : baselineCommand(port, target);
    const server = await startServer(side, command, port, this.logFile(`${side}-${database}`));
    try {
      figures.startToReadyMs.push(server.startToReadyMs);
      await this.checkAnswers(server, side, database, cookie);
      if (server.readyLogMs !== undefined) figures.readyLogMs.push(server.readyLogMs);
      await sleep(SETTLE_MS);
      figures.rssAfterStart.push(treeRssBytes(server.pid));
      progress(
        `${side} ${DB_LABEL[database]} ready in ${formatMs(server.startToReadyMs)}, RSS ${formatMegabytes(figures.rssAfterStart.at(-1) ?? Number.NaN)}`,
      );
      if (this.options.phases.includes('api')) {
        await this.load(server, side, database, cookie);
        await sleep(SETTLE_MS);
        figures.rssAfterLoad.push(treeRssBytes(server.pid));
      }
    } finally {
      await server.stop();
    }
  }

  /** Read before the settle pause, so the idle memory includes one answer of each route. */
  private async checkAnswers(
    server: RunningServer,
    side: 'portal' | 'baseline',
    database: DatabaseKind,
    cookie: string,
  ) {
    const answers = await fetchAnswers(server.baseUrl, API_ROUTES, cookie);
    const other = this.answers.get(`${side === 'portal' ? 'baseline' : 'portal'}-${database}`);
    this.answers.set(`${side}-${database}`, answers);
    if (!other) return;
    const [portal, baseline] = side === 'portal' ? [answers, other] : [other, answers];
    for (const route of differingRoutes(portal, baseline)) {
      const note = `${DB_LABEL[database]} ${route}`;
      if (this.mismatches.includes(note)) continue;
      this.mismatches.push(note);
      progress(`the baseline's answer to ${route} differs from the portal's on ${DB_LABEL[database]}`);
    }
  }

  private async measureWeb(baseUrl: string, cookie: string) {
    progress('JS and CSS per route in Chromium');
    this.routeBytes = await measureRoutes(
      this.options.chromiumPath,
      baseUrl,
      webRoutes(this.options.pages),
      cookie,
    );
    const runner = await loadLighthouse(this.options.chromiumPath, baseUrl);
    if (typeof runner === 'string') {
      this.lighthouseSkipped = runner;
      progress(`Lighthouse skipped: ${runner}`);
      return;
    }
    for (const route of webRoutes(this.options.pages)) {
      const runs: LighthouseResult[] = [];
      for (let run = 1; run <= this.options.runs; run += 1) {
        const result = await runner(route.path, route.signedIn ? cookie : undefined);
        progress(`Lighthouse ${route.path} run ${run}: ${formatFixed(result.score, 0)}`);
        runs.push(result);
      }
      const middle = medianItem(runs, (r) => r.score);
      if (middle) this.lighthouse.push(middle);
    }
  }

  async runDatabase(database: DatabaseKind, data: FreshData, withWeb: boolean) {
    const { port, phases, runs } = this.options;
    progress(`${DB_LABEL[database]}: ${data.label}`);
    const first = await startServer(
      'portal',
      portalCommand(port, data.target),
      port,
      this.logFile(`first-${database}`),
    );
    let cookie: string;
    const startFigures: StartFigures = {
      database,
      firstStartMs: first.startToReadyMs,
      firstReadyLogMs: first.readyLogMs,
      firstRss: treeRssBytes(first.pid),
      portal: emptyFigures(),
      baseline: emptyFigures(),
    };
    try {
      progress(`portal first start (fresh data) ready in ${formatMs(first.startToReadyMs)}; seeding`);
      cookie = await seedPortal(first.baseUrl);
      if (withWeb) await this.measureWeb(first.baseUrl, cookie);
    } finally {
      await first.stop();
    }
    if (!phases.includes('api') && !phases.includes('start')) return;
    this.starts.push(startFigures);
    // Interleaved runs: whatever else the machine does spreads over both sides alike.
    for (let run = 1; run <= runs; run += 1) {
      progress(`${DB_LABEL[database]} run ${run} of ${runs}`);
      await this.measureServer('portal', data.target, database, cookie, startFigures.portal);
      await this.measureServer('baseline', data.target, database, cookie, startFigures.baseline);
    }
  }

  printReport() {
    if (this.cells.length > 0) {
      let suspect = false;
      const rows = this.cells.map((cell) => {
        const portalRps = median(cell.portal.map((r) => r.requestsPerSecond));
        const baselineRps = median(cell.baseline.map((r) => r.requestsPerSecond));
        const mark = (results: LoadResult[]) => {
          const failed = results.some((r) => r.failures > 0);
          suspect ||= failed;
          return failed ? ' !' : '';
        };
        return [
          `GET ${cell.route}`,
          DB_LABEL[cell.database],
          String(cell.connections),
          `${formatInteger(portalRps)}${mark(cell.portal)}`,
          formatMs(median(cell.portal.map((r) => r.p99Ms))),
          `${formatInteger(baselineRps)}${mark(cell.baseline)}`,
          formatMs(median(cell.baseline.map((r) => r.p99Ms))),
          formatFixed(ratio(portalRps, baselineRps), 2),
        ];
      });
      print('### API: portal beside the bare baseline');
      print();
      print(
        formatTable(
          [
            'route',
            'database',
            'connections',
            'portal req/s',
            'portal p99',
            'baseline req/s',
            'baseline p99',
            'ratio',
          ],
          rows,
        ),
      );
      if (suspect)
        print('\n! some requests failed (non-2xx, errors or timeouts): see the progress lines above');
      print();
    }

    if (this.starts.length > 0) {
      print('### Start and memory (existing data unless marked)');
      print();
      const rows = this.starts.map((s) => [
        DB_LABEL[s.database],
        formatSeconds(median(s.portal.startToReadyMs)),
        formatSeconds(median(s.portal.readyLogMs)),
        formatSeconds(s.firstStartMs),
        formatMegabytes(median(s.portal.rssAfterStart)),
        formatMegabytes(median(s.portal.rssAfterLoad)),
        formatMegabytes(s.firstRss),
        formatSeconds(median(s.baseline.startToReadyMs)),
        formatMegabytes(median(s.baseline.rssAfterStart)),
        formatMegabytes(median(s.baseline.rssAfterLoad)),
      ]);
      print(
        formatTable(
          [
            'database',
            'portal start→200',
            "portal 'ready' ms",
            'first start (fresh data)',
            'portal RSS idle',
            'portal RSS after load',
            'RSS first start',
            'baseline start→200',
            'baseline RSS idle',
            'baseline RSS after load',
          ],
          rows,
        ),
      );
      print();
    }

    if (this.routeBytes.length > 0) {
      print('### JS and CSS per route (Chromium, cold cache; sent = as transferred, without headers)');
      print();
      const rows = this.routeBytes.map((r) => [
        `${r.path}${r.landedOn === r.path ? '' : ` (landed on ${r.landedOn})`}`,
        r.signedIn ? 'yes' : 'no',
        String(r.js.files),
        formatKilobytes(r.js.encoded),
        formatKilobytes(r.js.decoded),
        String(r.css.files),
        formatKilobytes(r.css.encoded),
        formatKilobytes(r.css.decoded),
        formatKilobytes(r.js.encoded + r.css.encoded),
      ]);
      print(
        formatTable(
          [
            'route',
            'signed in',
            'JS files',
            'JS sent',
            'JS decoded',
            'CSS files',
            'CSS sent',
            'CSS decoded',
            'JS+CSS sent',
          ],
          rows,
        ),
      );
      print();
    }

    if (this.lighthouse.length > 0) {
      print(`### Lighthouse mobile, performance (median of ${this.options.runs} by score)`);
      print();
      const rows = this.lighthouse.map((l) => [
        l.path,
        formatFixed(l.score, 0),
        formatSeconds(l.fcpMs),
        formatSeconds(l.lcpMs),
        formatMs(l.tbtMs),
        formatFixed(l.cls, 3),
      ]);
      print(formatTable(['route', 'score', 'FCP', 'LCP', 'TBT', 'CLS'], rows));
      print();
    } else if (this.lighthouseSkipped) {
      print(`Lighthouse skipped: ${this.lighthouseSkipped}`);
    }
  }
}

function estimateMinutes(options: BenchOptions): number {
  const perRun =
    (options.durationSeconds + options.warmupSeconds + 0.5) * API_ROUTES.length * options.connections.length;
  const api = options.phases.includes('api') ? perRun * 2 * options.runs * options.databases.length : 0;
  const web = options.phases.includes('web')
    ? 30 + (5 + 25 * options.runs) * webRoutes(options.pages).length
    : 0;
  const starts = 15 * options.runs * options.databases.length;
  return Math.ceil((api + web + starts) / 60);
}

async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof OptionsError) {
      console.error(`pnpm bench: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  if (!existsSync(join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html'))) {
    console.error('pnpm bench measures the built portal: run `pnpm build` first (apps/web/dist is missing).');
    process.exit(1);
  }

  const workDir = makeWorkDir();
  const bench = new Bench(options, workDir);
  // Run last to first: the databases, then the folder with the servers' logs (which can be large).
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(workDir, { recursive: true, force: true })];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => console.error(`cleanup failed: ${(error as Error).message}`));
    }
  };
  // Ctrl-C reaches the servers too (one process group) and they stop themselves; a SIGTERM to the bench
  // alone does not, so both stop them here before their data goes.
  let stopping: Promise<void> | undefined;
  const interrupt = (signal: NodeJS.Signals) => {
    console.error(`${signal}: stopping the servers and removing the bench data`);
    stopping ??= stopAllServers()
      .then(cleanUp)
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  print('## pnpm bench');
  print();
  print(`- portal: \`NODE_ENV=production ${portalEntry()}\`; baseline: \`node bench/src/bare-server.mjs\``);
  print(
    `- node ${process.version}, ${availableParallelism()} cores; ${options.runs} run(s) of ${options.durationSeconds} s after ${options.warmupSeconds} s warm-up; connections ${options.connections.join(', ')}`,
  );
  print(`- ${new Date().toISOString()}`);
  print();
  progress(`about ${estimateMinutes(options)} min; server logs in ${workDir} until the end`);

  try {
    let webDone = !options.phases.includes('web');
    const needsApiOrStart = options.phases.includes('api') || options.phases.includes('start');
    for (const database of options.databases) {
      if (!needsApiOrStart && webDone) break;
      const data = await freshData(database, options.postgresUrl, workDir);
      cleanups.push(data.remove);
      await bench.runDatabase(database, data, !webDone);
      webDone = true;
      cleanups.pop();
      await data.remove();
    }
  } catch (error) {
    // A server stopped by the interrupt fails the step in progress: the interrupt's exit is the outcome.
    if (stopping) await stopping;
    throw error;
  } finally {
    await cleanUp();
  }
  bench.printReport();
}

await main();
