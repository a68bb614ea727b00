// Prints start-to-ready time and the resident memory (RSS) of the whole process tree of the production server:
// a first start on an empty data folder, then starts on existing data; RSS idle after start and after a round
// of requests. `pnpm build` first.
// Run: pnpm --filter @kubm/server bench:start [--via node|pnpm] [--runs 3]
// With DATABASE_URL set it measures on that PostgreSQL database (whose tables it leaves in place), else on
// PGlite in a temporary data folder. Extra settings (e.g. PGLITE_SHARED_BUFFERS_MB=8) pass through.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '..');
const repoRoot = resolve(serverDir, '..', '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const via = option('via', 'node');
const runs = Number(option('runs', '3'));
const settleMs = Number(option('settle', '3000'));
const port = Number(option('port', '3410'));

/** Every process below `root`, itself included: what a process manager's cgroup would hold. */
function tree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i++) found.push(...(parents.get(found[i] as number) ?? []));
  return found;
}

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
}

function treeRss(root: number): { total: number; parts: string } {
  const pids = tree(root).filter((pid) => rssMb(pid) > 0);
  const parts = pids.map((pid) => `${commandOf(pid)} ${rssMb(pid).toFixed(0)}`);
  return { total: pids.reduce((sum, pid) => sum + rssMb(pid), 0), parts: parts.join(' + ') };
}

/** CPU time (user + system) the tree has used: what start costs, whatever else the machine is doing. */
function treeCpuMs(root: number): number {
  let ticks = 0;
  for (const pid of tree(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime (children already waited for, e.g. PGlite's initdb process).
      ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks * 10;
}

function start(dataDir: string): { child: ChildProcess; ready: Promise<number> } {
  const [file, ...args] =
    via === 'pnpm'
      ? ['pnpm', 'start']
      : [process.execPath, '--enable-source-maps', join(serverDir, 'dist', 'main.js')];
  const child = spawn(file as string, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      REGISTER_MAX_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const ready = new Promise<number>((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.includes('"msg":"ready"'));
      if (line) done((JSON.parse(line) as { ms: number }).ms);
    });
    child.once('exit', (code) => fail(new Error(`server exited ${code}: ${out}`)));
    child.unref();
  });
  return { child, ready };
}

/** SIGTERM to the process group, as a terminal's Ctrl-C or a service manager would; waits for all of it. */
async function stop(child: ChildProcess): Promise<void> {
  const pids = tree(child.pid as number);
  process.kill(-(child.pid as number), 'SIGTERM');
  while (pids.some((pid) => rssMb(pid) > 0)) await sleep(50);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const base = `http://127.0.0.1:${port}`;

/** A member's usual round: sign in, the dashboard's calls, the links list, the app's files. */
async function someRequests(round: number): Promise<void> {
  const email = `ukur${round}-${Date.now()}@contoh.my`;
  const password = 'rahsia-penanda-aras';
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Ahli Ukuran',
      email,
      phone: '0123456789',
      password,
      ministryRoles: [{ ministry: 'KOIR (MINISTRI)', role: 'Member' }],
    }),
  });
  if (register.status !== 201)
    throw new Error(`register answered ${register.status}: ${await register.text()}`);
  const cookie = register.headers.get('set-cookie')?.split(';')[0] ?? '';
  const paths = ['/api/user', '/api/links', '/api/members', '/api/health', '/', '/sw.js'];
  for (let i = 0; i < 50; i++) {
    await Promise.all(
      paths.map(async (path) => {
        const res = await fetch(`${base}${path}`, { headers: { cookie } });
        await res.arrayBuffer();
      }),
    );
  }
}

const databaseName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const dataDir = mkdtempSync(join(tmpdir(), 'kubm-bench-start-'));
const lines: string[] = [];
try {
  for (let run = 0; run <= runs; run++) {
    const { child, ready } = start(dataDir);
    const ms = await ready;
    const cpuMs = treeCpuMs(child.pid as number);
    await sleep(settleMs);
    const idle = treeRss(child.pid as number);
    await someRequests(run);
    await sleep(settleMs);
    const busy = treeRss(child.pid as number);
    await stop(child);
    const label = run === 0 ? 'first start ' : `existing #${run}`;
    lines.push(
      `${databaseName} via ${via}, ${label}: ready ${String(ms).padStart(5)} ms (CPU ${String(cpuMs).padStart(5)} ms)  RSS idle ${idle.total.toFixed(0)} MB (${idle.parts})  after requests ${busy.total.toFixed(0)} MB (${busy.parts})`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
// biome-ignore lint/suspicious/noConsole: a benchmark prints its figures.
console.log(lines.join('\n'));
