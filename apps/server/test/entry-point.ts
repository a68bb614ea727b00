// Runs src/main.ts as `pnpm start` runs its bundle (node, here with tsx's loader, in a process of its own; the
// bundle itself: built-server.test.ts), for tests of what only a whole process shows: signals, exit codes,
// stdout as a pipe, the data folder's lock. Each run gets its own process group so that cleanup also ends a
// `wrap` command and what it started.
import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import { resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '..');
/** `pnpm start`'s command (apps/server/package.json) on the sources rather than dist/main.js, with this node. */
const START = [process.execPath, '--import', 'tsx', 'src/main.ts'];

export interface EntryPointRun {
  child: ChildProcess;
  /** What was read from stdout so far (nothing when stdout is left unread). */
  stdout(): string;
  stderr(): string;
  /** Starts reading stdout (for runs begun with `readStdout: false`). */
  readStdout(): void;
  /** Settles when the spawned process (the server, or the `wrap` command) exits. */
  exited: Promise<Exit>;
  /** The exit code, or null when the process did not exit within `ms`. */
  exitWithin(ms: number): Promise<Exit | null>;
  /** SIGKILL to the whole process group (the `wrap` command and the server), if still running. */
  kill(): void;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const runs: EntryPointRun[] = [];

/**
 * `wrap` goes before the command, e.g. `['unshare', '--pid', '--fork', …]`; it stays in the run's
 * process group, so `kill()` still reaches everything. `command` replaces the TypeScript entry point (a
 * built bundle, say).
 */
export function runEntryPoint(
  env: Record<string, string>,
  options: { readStdout?: boolean; wrap?: string[]; command?: string[] } = {},
): EntryPointRun {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const [file, ...args] = [...(options.wrap ?? []), ...(options.command ?? START)];
  const child = spawn(file as string, args, {
    cwd: serverDir,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let err = '';
  let reading = false;
  const readStdout = () => {
    if (reading) return;
    reading = true;
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    // A 'data' listener alone does not restart a stream paused on purpose.
    child.stdout?.resume();
  };
  // Unread, Node still reads ahead up to the stream's high-water mark (16 KiB), then the pipe fills.
  if (options.readStdout ?? true) readStdout();
  else child.stdout?.pause();
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<Exit>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const run: EntryPointRun = {
    child,
    stdout: () => out,
    stderr: () => err,
    readStdout,
    exited,
    exitWithin: (ms) =>
      Promise.race([exited, new Promise<null>((done) => setTimeout(() => done(null), ms).unref())]),
    kill: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
  runs.push(run);
  return run;
}

export function killAllRuns(): void {
  for (const run of runs.splice(0)) run.kill();
}

/** A port free right now, for a server whose stdout (where it says its port) will not be read. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits for the server's `ready` log line; throws with its output when none comes. */
export async function waitForReady(run: EntryPointRun, ms = 60_000): Promise<{ url: string; ms: number }> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    for (const line of run.stdout().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; url?: string; ms?: number };
      if (entry.msg === 'ready' && entry.url) return { url: entry.url, ms: entry.ms ?? -1 };
    }
    if (run.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ready line; stdout: ${run.stdout()} stderr: ${run.stderr()}`);
}

/** Polls GET /api/health until it answers 200; throws with the process's stderr otherwise. */
export async function waitForHealth(run: EntryPointRun, url: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become healthy; stderr: ${run.stderr()}`);
}

/** A request whose body never completes: it stays in flight until the server gives up on it. */
export function openHalfSentRequest(port: number): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"email":',
      );
      done(socket);
    });
    socket.once('error', fail);
    // The server closing it is expected.
    socket.on('error', () => {});
  });
}
