// `pnpm bench`: the portal beside a bare baseline on the same data, each cell on one right after the other, then the
// browser's view of the built web app. Prints Markdown tables; progress goes to stderr. See README, Benchmarks.
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { PATHS } from '@kubm/validators';
import { type Answers, differingRoutes, fetchAnswers, firstDifference, routeHeaders } from './answers';
import { CALENDAR_ZONE, calendarFixture } from './calendar-fixture';
import { type FreshData, freshData, makeWorkDir } from './data';
import { startFixtureServer } from './fixture-server';
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
import { type LoadResult, measureInterleaved, sliceCount } from './load';
import { type BenchOptions, type DatabaseKind, OptionsError, PAGES, parseOptions } from './options';
import { treeCpuMs, treeRssBytes } from './process-tree';
import { type ApiRoute, routeLabel, selectRoutes } from './routes';
import { seedPortal } from './seed';
import {
  type BaselineFiles,
  baselineCommand,
  type DataTarget,
  type PortalSources,
  portalCommand,
  portalEntry,
  REPO_ROOT,
  type RunningServer,
  startServer,
  stopAllServers,
} from './servers';
import { median, medianItem, ratio } from './stats';
import { votingFixture } from './voting-fixture';
import { measureRoutes, type RouteBytes } from './web';

/** The feeds' sizes: a busy parish calendar and a few hundred ballots. */
const CALENDAR_EVENTS = 200;
const VOTING_ROWS = 300;
const SURVEY_URL = 'https://docs.google.com/forms/d/e/penanda-aras/viewform';
/** The public pages; every other route is a member's, visited signed in. */
const SIGNED_OUT_PAGES: readonly string[] = [
  PATHS.auth,
  PATHS.resetPassword,
  PATHS.publicOrgChart,
  PATHS.votingResults,
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
  /** routeLabel: one row per route variant. */
  route: string;
  database: DatabaseKind;
  connections: number;
  portal: LoadResult[];
  baseline: LoadResult[];
}

type Side = 'portal' | 'baseline';

interface StartedSide {
  server: RunningServer;
  /** The ETag each 304 route revalidates with, as this server gave it. */
  etags: ReadonlyMap<string, string>;
}

/**
 * Where the baseline reads: the same PostgreSQL database, or a copy of the embedded database's folder made once
 * the portal has stopped, since two processes must never open one PGlite folder.
 */
function baselineTarget(target: DataTarget): DataTarget {
  if (target.kind === 'postgres') return target;
  const dataDir = `${target.dataDir}-baseline`;
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(target.dataDir, dataDir, { recursive: true });
  return { kind: 'pglite', dataDir };
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
  readonly routes: ApiRoute[];

  constructor(
    readonly options: BenchOptions,
    readonly workDir: string,
    private readonly sources: PortalSources,
    private readonly files: BaselineFiles,
  ) {
    this.routes = selectRoutes(options.routes);
  }

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

  private async loadCell(
    route: ApiRoute,
    connections: number,
    order: readonly Side[],
    started: ReadonlyMap<Side, StartedSide>,
    database: DatabaseKind,
    cookie: string,
  ) {
    const label = routeLabel(route);
    const sides = order.map((side) => ({ side, ...(started.get(side) as StartedSide) }));
    const results = await measureInterleaved(
      sides.map(({ server, etags }) => ({
        url: `${server.baseUrl}${route.path}`,
        connections,
        durationSeconds: this.options.durationSeconds,
        warmupSeconds: this.options.warmupSeconds,
        headers: routeHeaders(route, cookie, etags.get(label)),
        expectedStatus: route.status,
        cpuMs: () => treeCpuMs(server.pid),
      })),
      sliceCount(this.options.durationSeconds),
    );
    sides.forEach(({ side }, index) => {
      const result = results[index] as LoadResult;
      const notes = [
        ...(result.failures ? [`${result.failures} failed`] : []),
        ...(result.expectedAnswers === 0 ? [`no ${route.status} answers`] : []),
      ];
      progress(
        `${side} ${DB_LABEL[database]} ${label} c${connections}: ${formatInteger(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, CPU ${formatInteger(result.cpuUsPerAnswer)} µs/answer${notes.map((note) => `, ${note}`).join('')}`,
      );
      this.cell(label, database, connections)[side].push(result);
    });
  }

  /** Starts one side on existing data (the portal on --port, the baseline on the next) and records its start. */
  private async startSide(
    side: Side,
    target: DataTarget,
    database: DatabaseKind,
    cookie: string,
    figures: ServerFigures,
  ): Promise<StartedSide> {
    const port = this.options.port + (side === 'portal' ? 0 : 1);
    const command =
      side === 'portal'
        ? portalCommand(port, target, this.sources)
        : baselineCommand(port, target, this.files);
    const server = await startServer(side, command, port, this.logFile(`${side}-${database}`));
    try {
      figures.startToReadyMs.push(server.startToReadyMs);
      const etags = await this.checkAnswers(server, side, database, cookie);
      if (server.readyLogMs !== undefined) figures.readyLogMs.push(server.readyLogMs);
      await sleep(SETTLE_MS);
      figures.rssAfterStart.push(treeRssBytes(server.pid));
      progress(
        `${side} ${DB_LABEL[database]} ready in ${formatMs(server.startToReadyMs)}, RSS ${formatMegabytes(figures.rssAfterStart.at(-1) ?? Number.NaN)}`,
      );
      return { server, etags };
    } catch (error) {
      await server.stop();
      throw error;
    }
  }

  /**
   * Which side goes first alternates by run. Fewest connections first: on PostgreSQL a run at 50 connections
   * was once seen to slow the run at 10 after it.
   */
  private async measureRun(
    run: number,
    targets: Record<Side, DataTarget>,
    database: DatabaseKind,
    cookie: string,
    figures: StartFigures,
  ) {
    const order: Side[] = run % 2 === 1 ? ['portal', 'baseline'] : ['baseline', 'portal'];
    const started = new Map<Side, StartedSide>();
    try {
      for (const side of order) {
        started.set(side, await this.startSide(side, targets[side], database, cookie, figures[side]));
      }
      if (!this.options.phases.includes('api')) return;
      for (const connections of this.options.connections) {
        for (const route of this.routes) {
          await this.loadCell(route, connections, order, started, database, cookie);
        }
      }
      await sleep(SETTLE_MS);
      for (const [side, { server }] of started) figures[side].rssAfterLoad.push(treeRssBytes(server.pid));
    } finally {
      for (const { server } of started.values()) await server.stop();
    }
  }

  /** Read before the settle pause, so the idle memory includes one answer of each route. */
  private async checkAnswers(
    server: RunningServer,
    side: Side,
    database: DatabaseKind,
    cookie: string,
  ): Promise<ReadonlyMap<string, string>> {
    const { answers, etags } = await fetchAnswers(server.baseUrl, this.routes, cookie);
    for (const route of this.routes) {
      const label = routeLabel(route);
      if (route.status === 304 && !etags.has(label)) progress(`${side} gave no ETag for ${label}`);
    }
    const other = this.answers.get(`${side === 'portal' ? 'baseline' : 'portal'}-${database}`);
    this.answers.set(`${side}-${database}`, answers);
    if (!other) return etags;
    const [portal, baseline] = side === 'portal' ? [answers, other] : [other, answers];
    for (const route of differingRoutes(portal, baseline)) {
      const note = `${DB_LABEL[database]} ${route}`;
      if (this.mismatches.includes(note)) continue;
      this.mismatches.push(note);
      progress(
        `the baseline's answer to ${route} differs from the portal's on ${DB_LABEL[database]}, first at ${firstDifference(portal[route], baseline[route])}`,
      );
    }
    return etags;
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
      portalCommand(port, data.target, this.sources),
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
    const targets = { portal: data.target, baseline: baselineTarget(data.target) };
    for (let run = 1; run <= runs; run += 1) {
      progress(`${DB_LABEL[database]} run ${run} of ${runs}`);
      await this.measureRun(run, targets, database, cookie, startFigures);
    }
  }

  /** Measured by connection count first; shown by database, then route, then connections. */
  private tableOrder(): LoadCell[] {
    const routeIndex = new Map(this.routes.map((route, index) => [routeLabel(route), index]));
    const rank = (cell: LoadCell) =>
      [
        this.options.databases.indexOf(cell.database),
        routeIndex.get(cell.route) ?? 0,
        cell.connections,
      ] as const;
    return [...this.cells].sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2];
    });
  }

  printReport() {
    if (this.cells.length > 0) {
      let suspect = false;
      const rows = this.tableOrder().map((cell) => {
        const portalRps = median(cell.portal.map((r) => r.requestsPerSecond));
        const baselineRps = median(cell.baseline.map((r) => r.requestsPerSecond));
        const portalCpu = median(cell.portal.map((r) => r.cpuUsPerAnswer));
        const baselineCpu = median(cell.baseline.map((r) => r.cpuUsPerAnswer));
        const mark = (results: LoadResult[]) => {
          const failed = results.some((r) => r.failures > 0 || r.expectedAnswers === 0);
          suspect ||= failed;
          return failed ? ' !' : '';
        };
        return [
          cell.route,
          DB_LABEL[cell.database],
          String(cell.connections),
          `${formatInteger(portalRps)}${mark(cell.portal)}`,
          formatMs(median(cell.portal.map((r) => r.p99Ms))),
          `${formatInteger(baselineRps)}${mark(cell.baseline)}`,
          formatMs(median(cell.baseline.map((r) => r.p99Ms))),
          formatFixed(ratio(portalRps, baselineRps), 2),
          formatInteger(portalCpu),
          formatInteger(baselineCpu),
          formatFixed(ratio(baselineCpu, portalCpu), 2),
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
            'portal CPU µs',
            'baseline CPU µs',
            'CPU ratio',
          ],
          rows,
        ),
      );
      if (this.mismatches.length > 0) {
        print(`\n! the baseline answered differently from the portal: ${this.mismatches.join('; ')}`);
      }
      if (suspect)
        print(
          "\n! some requests failed (another status than the route's, errors or timeouts): see the progress lines above",
        );
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
  const routes = selectRoutes(options.routes).length;
  const perSide = options.warmupSeconds + options.durationSeconds + sliceCount(options.durationSeconds) * 0.2;
  const perRun = perSide * routes * options.connections.length;
  const api = options.phases.includes('api') ? perRun * 2 * options.runs * options.databases.length : 0;
  const pages = webRoutes(options.pages).length;
  const web = options.phases.includes('web') ? 30 + (5 + 25 * options.runs) * pages : 0;
  // Seeding: 35 registrations at an argon2 hash each, and the photos' re-encoding.
  const seeding = 30 * options.databases.length;
  const starts = 15 * options.runs * options.databases.length;
  return Math.ceil((api + web + seeding + starts) / 60);
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
  // Run last to first: the databases, the feeds, then the folder with the servers' logs (which can be large).
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(workDir, { recursive: true, force: true })];
  const calendar = calendarFixture(Date.now(), CALENDAR_EVENTS);
  const voting = votingFixture(VOTING_ROWS, SURVEY_URL);
  const feeds = await startFixtureServer({
    '/calendar.ics': { contentType: 'text/calendar; charset=utf-8', body: calendar.ics },
    '/voting.csv': { contentType: 'text/csv; charset=utf-8', body: voting.csv },
  });
  cleanups.push(feeds.close);
  const files: BaselineFiles = {
    calendarEvents: join(workDir, 'calendar-events.json'),
    votingResults: join(workDir, 'voting-results.json'),
  };
  writeFileSync(files.calendarEvents, JSON.stringify(calendar.events));
  writeFileSync(files.votingResults, JSON.stringify(voting.results));
  const bench = new Bench(
    options,
    workDir,
    {
      calendarIcsUrl: feeds.url('/calendar.ics'),
      votingCsvUrl: feeds.url('/voting.csv'),
      votingSurveyUrl: SURVEY_URL,
    },
    files,
  );
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
  print(
    `- feeds served by the bench: ${CALENDAR_EVENTS} calendar events (${CALENDAR_ZONE}), a voting sheet of ${VOTING_ROWS} responses`,
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
