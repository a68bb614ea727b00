// Opens N idle TCP connections (never sending a byte) from several loopback source addresses against
// the real server in its own process, then asks: is a new client still served, and how fast?
// Run: pnpm --filter @kubm/server bench:idle [19000] [addresses]
//   N steps up to the given maximum (default 19,000); connections come from `addresses` source
//   addresses 127.0.1.x (default 50; Linux routes all of 127/8 to loopback). HTTP_* settings in the
//   environment reach the server, e.g. HTTP_HEADERS_TIMEOUT_SECONDS=120 to hold the idle ones longer.
// The server runs in a child process: each process has its own open-file limit (ulimit -n), and this
// one needs a descriptor per idle connection.
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const max = Number(process.argv[2] ?? 19_000);
const addressCount = Number(process.argv[3] ?? 50);
const steps = [...new Set([1_000, 5_000, 10_000, 15_000, max].filter((n) => n <= max))].sort((a, b) => a - b);
/** Connections opened at once: enough to be quick, few enough not to overrun the listen backlog. */
const PARALLEL = 200;

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function print(line: string) {
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its figures.
  console.log(line);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Probe {
  status: number | 'refused' | 'timeout';
  ms: number;
}

function probe(port: number, localAddress: string, timeoutMs = 15_000): Promise<Probe> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/health', localAddress, agent: false, timeout: timeoutMs },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: ms() }));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve({ status: 'timeout', ms: ms() });
    });
    req.on('error', () => resolve({ status: 'refused', ms: ms() }));
    req.end();
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let limitWarnings = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.includes('connection limit reached')) limitWarnings += 1;
      else if (line.trim() !== '') print(`  server: ${line.slice(0, 300)}`);
    }
  });
  child.on('exit', () => {
    if (limitWarnings > 0)
      print(`  server: ${limitWarnings} "connection limit reached" warnings (one per 10 s at most)`);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answer = await probe(port, '127.0.0.1', 2_000);
    if (answer.status === 200) return child;
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer within 60 s');
}

const port = await freePort();
const child = await startServer(port);
const sockets: Socket[] = [];
let closedByServer = 0;
let failed = 0;

function openIdle(index: number): Promise<void> {
  const localAddress = `127.0.1.${(index % addressCount) + 1}`;
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    socket.on('data', () => undefined);
    socket.once('connect', () => {
      sockets.push(socket);
      socket.once('close', () => {
        closedByServer += 1;
      });
      resolve();
    });
    socket.once('error', () => {
      failed += 1;
      resolve();
    });
  });
}

try {
  const fresh = await probe(port, '127.0.2.1');
  print(`server pid ${child.pid} on port ${port}; idle connections from ${addressCount} source addresses`);
  print(`baseline: new client ${fresh.status} in ${fresh.ms} ms`);
  print('');
  print('idle opened | open now | open s | new client (new address) | new client (an idle address)');
  const started = performance.now();
  let opened = 0;
  for (const target of steps) {
    while (opened < target) {
      const batch = Math.min(PARALLEL, target - opened);
      await Promise.all(Array.from({ length: batch }, (_, i) => openIdle(opened + i)));
      opened += batch;
    }
    const elapsed = ((performance.now() - started) / 1000).toFixed(1);
    const openNow = sockets.length - closedByServer;
    const outsider = await probe(port, '127.0.2.1');
    const insider = await probe(port, '127.0.1.1');
    const show = (p: Probe) => `${String(p.status).padStart(7)} in ${String(p.ms).padStart(5)} ms`;
    print(
      `${String(target).padStart(11)} | ${String(openNow).padStart(8)} | ${elapsed.padStart(6)} | ${show(outsider).padEnd(24)} | ${show(insider)}`,
    );
  }
  if (failed > 0) print(`(${failed} connection attempts failed outright)`);
} finally {
  for (const socket of sockets) socket.destroy();
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
}
