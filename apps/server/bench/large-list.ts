// Prints /api/health's throughput while two signed-in clients read every link, again and again, from a
// library of N links: a large list must not stall the rest of the portal (docs/decisions/links-keyset-paging.md).
// The server runs as a child process (as in production), so the clients' work is not on its event loop.
// Run: pnpm --filter @kubm/server bench:large-list [--links 10000] [--seconds 10] [--connections 10]
//        [--postgres postgres://postgres@127.0.0.1:5432/postgres] [--port 3551]
// Without --postgres the embedded database (PGlite) is used, in a temporary folder. With it, a database
// `kubm_bench_<random>` is created on that server for the run and dropped afterwards.
// Each reader follows `Link: <…>; rel="next"` until the list ends, so it reads all N links per pass
// whether the server pages the list or answers it whole.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, links, users } from '@kubm/db';
import { createTestDatabase } from '../test/harness';
import { startServer, stopServer } from './server-process';

const { values: args } = parseArgs({
  options: {
    links: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    postgres: { type: 'string' },
    port: { type: 'string', default: '3551' },
  },
});
const LINK_COUNT = Number(args.links);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);

function print(line: string) {
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its figures.
  console.log(line);
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  agent: Agent,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Seeds the links straight through the db package: 10,000 POSTs would take longer than the run. */
async function seed(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const handle = await createDatabase({ ...options, migrate: true });
  try {
    const [owner] = await handle.db
      .insert(users)
      .values({
        name: 'Pemilik Pautan',
        email: `pemilik.${randomBytes(4).toString('hex')}@contoh.my`,
        phone: '0123456789',
        passwordHash: 'not-a-hash',
        role: 'Member',
        ministry: 'LITURGI (MINISTRI)',
      })
      .returning({ id: users.id });
    const base = Date.now() - LINK_COUNT * 60_000;
    const categories = ['Bahan Liturgi', 'Zoom Link', 'KUBM Dokumen', 'Lain-lain'];
    for (let start = 0; start < LINK_COUNT; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, LINK_COUNT - start) }, (_, k) => {
        const i = start + k;
        return {
          title: `Pautan penanda aras ${i}`,
          url: `https://example.org/pautan/${i}`,
          description: 'Sebuah pautan berguna untuk ahli jawatankuasa, diisi oleh bench:large-list.',
          category: categories[i % categories.length] as string,
          createdById: owner?.id ?? null,
          // Links come in pairs sharing one timestamp, as a bulk import makes: the order must hold ties.
          createdAt: new Date(base + Math.floor(i / 2) * 60_000),
        };
      });
      await handle.db.insert(links).values(rows);
    }
  } finally {
    await handle.close();
  }
}

async function signIn(): Promise<string> {
  const agent = new Agent({ keepAlive: false });
  const email = `pembaca.${randomBytes(4).toString('hex')}@contoh.my`;
  const res = await send(
    agent,
    'POST',
    '/api/register',
    { 'content-type': 'application/json', origin: `http://127.0.0.1:${PORT}` },
    JSON.stringify({
      name: 'Pembaca Pautan',
      email,
      phone: '0123456789',
      password: 'rahsia-123',
      ministryRoles: [{ ministry: 'LITURGI (MINISTRI)', role: 'Member' }],
    }),
  );
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.body}`);
  const cookie = [res.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0];
  if (!cookie) throw new Error('register set no cookie');
  return cookie;
}

function nextPath(reply: Reply): string | null {
  const header = reply.headers.link;
  const value = Array.isArray(header) ? header.join(', ') : header;
  const match = value?.match(/<([^>]+)>\s*;\s*rel="?next"?/);
  if (!match?.[1]) return null;
  const url = new URL(match[1], `http://127.0.0.1:${PORT}`);
  return `${url.pathname}${url.search}`;
}

interface ReaderStats {
  requests: number;
  /** Links received, all pages together. */
  links: number;
  /** Time of each whole read of the list. */
  passMs: number[];
}

/** Reads the whole list, page after page, until `until()` says stop. */
async function reader(cookie: string, until: () => boolean): Promise<ReaderStats> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const stats: ReaderStats = { requests: 0, links: 0, passMs: [] };
  while (!until()) {
    const started = performance.now();
    let path: string | null = '/api/links';
    while (path && !until()) {
      const reply = await send(agent, 'GET', path, { cookie });
      if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status}`);
      stats.requests += 1;
      stats.links += (JSON.parse(reply.body) as unknown[]).length;
      path = nextPath(reply);
    }
    if (!path) stats.passMs.push(performance.now() - started);
  }
  agent.destroy();
  return stats;
}

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
}

/** `connections` clients asking /api/health back to back for `seconds`. */
async function healthLoad(seconds: number, connections: number): Promise<Load> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const reply = await send(agent, 'GET', '/api/health');
        if (reply.status !== 200) throw new Error(`/api/health answered ${reply.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return { perSecond: times.length / seconds, p50: at(0.5), p99: at(0.99) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measure(env: Record<string, string>, label: string): Promise<void> {
  const server = await startServer(PORT, env);
  try {
    const cookie = await signIn();
    // Warm up: one full read (plans, JIT), then the idle figure.
    let warm = false;
    await reader(cookie, () => {
      const done = warm;
      warm = true;
      return done;
    });
    const idle = await healthLoad(SECONDS, CONNECTIONS);
    let stop = false;
    const readers = [reader(cookie, () => stop), reader(cookie, () => stop)];
    const busy = await healthLoad(SECONDS, CONNECTIONS);
    stop = true;
    const [a, b] = await Promise.all(readers);
    const passMs = [...(a?.passMs ?? []), ...(b?.passMs ?? [])];
    const linksRead = (a?.links ?? 0) + (b?.links ?? 0);
    const requests = (a?.requests ?? 0) + (b?.requests ?? 0);
    const f = (n: number) => n.toFixed(1);
    print(`${label}: ${LINK_COUNT} links, /api/health with ${CONNECTIONS} connections for ${SECONDS} s`);
    print(`  idle:               ${f(idle.perSecond)} req/s  p50 ${f(idle.p50)} ms  p99 ${f(idle.p99)} ms`);
    print(`  2 readers reading:  ${f(busy.perSecond)} req/s  p50 ${f(busy.p50)} ms  p99 ${f(busy.p99)} ms`);
    const passes = passMs.length > 0 ? `, median whole list ${f(median(passMs))} ms` : '';
    print(
      `  the readers got ${linksRead} links (${f(linksRead / SECONDS)}/s) in ${requests} requests; ${passMs.length} whole lists read${passes}`,
    );
  } finally {
    await stopServer(server);
  }
}

if (args.postgres) {
  const database = await createTestDatabase(args.postgres);
  try {
    await seed({ databaseUrl: database.url, dataDir: 'memory://' });
    await measure({ DATABASE_URL: database.url }, 'PostgreSQL');
  } finally {
    await database.drop();
  }
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'kubm-bench-list-'));
  try {
    await seed({ dataDir });
    await measure({ DATA_DIR: dataDir }, 'PGlite');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
