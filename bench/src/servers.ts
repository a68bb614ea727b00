// Starting and stopping the two servers under test: the built portal, as production starts it, and the bare
// baseline. Each writes its log to a file, as under a process manager, so the bench never throttles it.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALENDAR_ZONE } from './calendar-fixture';
import { REGISTRATION_CODE } from './seed';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_DIR = join(REPO_ROOT, 'apps', 'server');
const BARE_SERVER = join(REPO_ROOT, 'bench', 'src', 'bare-server.mjs');
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;
const running = new Set<() => Promise<void>>();

/** Stops whatever server is still running (on an interrupt), before its data is removed. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

export type DataTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface RunningServer {
  pid: number;
  baseUrl: string;
  /** From spawn until GET /api/health first answered 200. */
  startToReadyMs: number;
  /** The `ms` of the server's own 'ready' log line (time since its process started), when it logs one. */
  readyLogMs: number | undefined;
  stop(): Promise<void>;
}

/** BENCH_CPU_PROF_DIR: both servers run under `node --cpu-prof`, one .cpuprofile per process there. */
function profileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(dir)}`] : [];
}

interface Command {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

/** The outside sources the portal reads, served by the bench (fixture-server.ts). */
export interface PortalSources {
  calendarIcsUrl: string;
  votingCsvUrl: string;
  votingSurveyUrl: string;
}

/** What the baseline answers for the feeds: the portal's answers, as JSON files the bench wrote. */
export interface BaselineFiles {
  calendarEvents: string;
  votingResults: string;
}

/** As production runs it: the compiled server under plain node, or without a build the entry through tsx. */
export function portalCommand(port: number, data: DataTarget, sources: PortalSources): Command {
  const compiled = join(SERVER_DIR, 'dist', 'main.js');
  const entry = existsSync(compiled) ? [compiled] : ['--import', 'tsx', join(SERVER_DIR, 'src', 'main.ts')];
  const args = [...profileArgs(), ...entry];
  return {
    command: process.execPath,
    args,
    cwd: SERVER_DIR,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      // Empty means unset to the server's config: the caller's shell never picks the database.
      DATABASE_URL: data.kind === 'postgres' ? data.url : '',
      DATA_DIR: data.kind === 'pglite' ? data.dataDir : '',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      CALENDAR_ICS_URL: sources.calendarIcsUrl,
      CALENDAR_TIMEZONE: CALENDAR_ZONE,
      CALENDAR_SUBSCRIBE_URL: '',
      CALENDAR_PAGE_URL: '',
      GOOGLE_CALENDAR_ID: '',
      GOOGLE_API_KEY: '',
      VOTING_CSV_URL: sources.votingCsvUrl,
      VOTING_SURVEY_URL: sources.votingSurveyUrl,
      REGISTRATION_CODE,
      REGISTRATION_OPEN: '',
      TRUST_PROXY: '',
      // Every member the bench registers comes from 127.0.0.1.
      REGISTER_MAX_PER_HOUR: '1000',
    },
  };
}

export function portalEntry(): string {
  const compiled = join(SERVER_DIR, 'dist', 'main.js');
  return existsSync(compiled) ? 'node apps/server/dist/main.js' : 'node --import tsx apps/server/src/main.ts';
}

export function baselineCommand(port: number, data: DataTarget, files: BaselineFiles): Command {
  return {
    command: process.execPath,
    args: [...profileArgs(), BARE_SERVER],
    cwd: join(REPO_ROOT, 'bench'),
    env: {
      BARE_PORT: String(port),
      BARE_DATABASE_URL: data.kind === 'postgres' ? data.url : '',
      BARE_DATA_DIR: data.kind === 'pglite' ? data.dataDir : '',
      BARE_CALENDAR_FILE: files.calendarEvents,
      BARE_VOTING_FILE: files.votingResults,
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export function readyMsFromLog(log: string): number | undefined {
  let ms: number | undefined;
  for (const line of log.split('\n')) {
    if (!line.includes('"ready"')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: unknown; ms?: unknown };
      if (entry.msg === 'ready' && typeof entry.ms === 'number') ms = entry.ms;
    } catch {
      // Not a JSON line.
    }
  }
  return ms;
}

function tail(path: string): string {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => resolveExit(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit(true);
    });
  });
}

export async function startServer(name: string, spec: Command, port: number, logFile: string) {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await healthy(baseUrl)) throw new Error(`something already answers on ${baseUrl}: pick another --port`);
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exited = false;
  // Should the bench itself die, no server outlives it holding the port and the data.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => {
    exited = true;
    process.off('exit', killOnExit);
  });

  const stop = async () => {
    running.delete(stop);
    if (exited) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
      child.kill('SIGKILL');
      await waitForExit(child, STOP_TIMEOUT_MS);
    }
  };
  running.add(stop);

  while (!(await healthy(baseUrl))) {
    if (exited) throw new Error(`${name} exited before it was ready; its log:\n${tail(logFile)}`);
    if (performance.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`${name} not ready within ${READY_TIMEOUT_MS / 1000} s; its log:\n${tail(logFile)}`);
    }
    await sleep(10);
  }
  const startToReadyMs = performance.now() - started;
  if (child.pid === undefined) throw new Error(`${name} has no pid`);
  return {
    pid: child.pid,
    baseUrl,
    startToReadyMs,
    readyLogMs: readyMsFromLog(readFileSync(logFile, 'utf8')),
    stop,
  } satisfies RunningServer;
}
