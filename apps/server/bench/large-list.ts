// Prints what one list costs at N rows (its bytes, each request's p50 and p99) and /api/health's throughput
// while two signed-in clients read that list whole, again and again: a large list must not stall the rest of
// the portal (docs/decisions/links-keyset-paging.md, member-list-cache.md). The server runs as a child process
// (as in production), so the clients' work is not on its event loop.
// Run: pnpm --filter @kubm/server bench:large-list [--list links|tasks|members|with-photos|activities]
//        [--rows 10000] [--seconds 10] [--connections 10]
//        [--postgres postgres://postgres@127.0.0.1:5432/postgres] [--port 3551]
// Without --postgres the embedded database (PGlite) is used, in a temporary folder. With it, a database
// `kubm_bench_<random>` is created on that server for the run and dropped afterwards.
// Each reader follows `Link: <…>; rel="next"` until the list ends, so it reads all N rows per pass
// whether the server pages the list or answers it whole. The reader is the founding chair (leadership),
// so `tasks` reads every task (`mode=all`).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  activities,
  createDatabase,
  type Database,
  links,
  members,
  tasks,
  userMinistryRoles,
  users,
} from '@kubm/db';
import { createTestDatabase } from '../test/harness';
import { startServer, stopServer } from './server-process';

const LISTS = {
  links: '/api/links',
  tasks: '/api/tasks?mode=all',
  members: '/api/members',
  'with-photos': '/api/members/with-photos',
  activities: '/api/activities',
} as const;
type ListName = keyof typeof LISTS;

const { values: args } = parseArgs({
  options: {
    list: { type: 'string', default: 'links' },
    rows: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    postgres: { type: 'string' },
    port: { type: 'string', default: '3551' },
  },
});
if (!(args.list in LISTS)) throw new Error(`--list: one of ${Object.keys(LISTS).join(', ')}`);
const LIST = args.list as ListName;
const ROW_COUNT = Number(args.rows);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const BATCH = 1000;

function print(line: string) {
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its figures.
  console.log(line);
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** As sent: compressed when asked with Accept-Encoding. */
  bytes: number;
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
          bytes: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function inBatches<T>(count: number, make: (i: number) => T, write: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH) {
    await write(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => make(start + k)));
  }
}

async function seedPeople(db: Database, count: number): Promise<number[]> {
  const ids: number[] = [];
  const ministries = [
    'LITURGI (MINISTRI)',
    'KOIR (MINISTRI)',
    'IKD (MINISTRI)',
    'ST LUKE - WARDIEBURN (BEC)',
  ];
  const tag = randomBytes(4).toString('hex');
  await inBatches(
    count,
    (i) => ({
      name: `Ahli Penanda Aras ${i}`,
      email: `ahli.${i}.${tag}@contoh.my`,
      phone: '0123456789',
      passwordHash: 'not-a-hash',
      role: 'Member',
      ministry: ministries[i % ministries.length] as string,
    }),
    async (rows) => {
      const inserted = await db
        .insert(users)
        .values(rows)
        .returning({ id: users.id, ministry: users.ministry });
      await db.insert(members).values(inserted.map((u) => ({ userId: u.id })));
      await db
        .insert(userMinistryRoles)
        .values(inserted.map((u) => ({ userId: u.id, ministry: u.ministry, role: 'Member' })));
      ids.push(...inserted.map((u) => u.id));
    },
  );
  return ids;
}

/** Rows straight through the db package: 10,000 POSTs would take longer than the run. */
async function seed(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const handle = await createDatabase({ ...options, migrate: true });
  const { db } = handle;
  try {
    const people = await seedPeople(db, LIST === 'members' || LIST === 'with-photos' ? ROW_COUNT : 2);
    const [owner = null, other = owner] = people;
    const base = Date.now() - ROW_COUNT * 60_000;
    // Rows come in pairs sharing one timestamp, as a bulk import makes: the order must hold ties.
    const at = (i: number) => new Date(base + Math.floor(i / 2) * 60_000);
    if (LIST === 'links') {
      const categories = ['Bahan Liturgi', 'Zoom Link', 'KUBM Dokumen', 'Lain-lain'];
      await inBatches(
        ROW_COUNT,
        (i) => ({
          title: `Pautan penanda aras ${i}`,
          url: `https://example.org/pautan/${i}`,
          description: 'Sebuah pautan berguna untuk ahli jawatankuasa, diisi oleh bench:large-list.',
          category: categories[i % categories.length] as string,
          createdById: owner,
          createdAt: at(i),
        }),
        (rows) => db.insert(links).values(rows),
      );
    } else if (LIST === 'tasks') {
      const statuses = ['Belum Selesai', 'Dalam Proses', 'Selesai', 'Terlewat Masa'];
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      await inBatches(
        ROW_COUNT,
        (i) => ({
          title: `Tugas penanda aras ${i}`,
          description: 'Sebuah tugas untuk ahli jawatankuasa, diisi oleh bench:large-list.',
          assignorId: owner,
          assigneeId: i % 2 === 0 ? owner : other,
          startDate: day(-(i % 400)),
          dueDate: day(-(i % 400) + 7),
          isUrgent: i % 10 === 0,
          status: statuses[i % statuses.length] as string,
          createdAt: at(i),
          updatedAt: at(i),
        }),
        (rows) => db.insert(tasks).values(rows),
      );
    } else if (LIST === 'activities') {
      await inBatches(
        ROW_COUNT,
        (i) => ({
          userId: owner,
          description: `Ahli Penanda Aras ${i} updated their profile`,
          timestamp: at(i),
        }),
        (rows) => db.insert(activities).values(rows),
      );
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
      name: 'Pembaca Senarai',
      email,
      phone: '0123456789',
      password: 'rahsia-123',
      // The first registration founds the portal and may take the chair: leadership reads every task.
      ministryRoles: [{ ministry: 'AJK UTAMA', role: 'Pengerusi KUBM' }],
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
  /** Time of each request, and of each whole read of the list. */
  requestMs: number[];
  passMs: number[];
}

/**
 * Reads the whole list, page after page, until `until()` says stop. As a browser asks (brotli accepted),
 * and without parsing what it gets: the readers share the machine with the server.
 */
async function reader(cookie: string, until: () => boolean): Promise<ReaderStats> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const stats: ReaderStats = { requestMs: [], passMs: [] };
  while (!until()) {
    const started = performance.now();
    let path: string | null = LISTS[LIST];
    while (path && !until()) {
      const sent = performance.now();
      const reply = await send(agent, 'GET', path, { cookie, 'accept-encoding': 'br' });
      if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status}`);
      stats.requestMs.push(performance.now() - sent);
      path = nextPath(reply);
    }
    if (!path) stats.passMs.push(performance.now() - started);
  }
  agent.destroy();
  return stats;
}

/** One whole read: the pages, and their bytes as JSON and as the server sends them to a browser (brotli). */
async function sizes(cookie: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let path: string | null = LISTS[LIST];
  const result = { pages: 0, rows: 0, json: 0, firstPage: 0, brotli: 0 };
  while (path) {
    const reply = await send(agent, 'GET', path, { cookie });
    const compressed = await send(agent, 'GET', path, { cookie, 'accept-encoding': 'br' });
    if (result.pages === 0) result.firstPage = reply.bytes;
    result.pages += 1;
    result.rows += (JSON.parse(reply.body) as unknown[]).length;
    result.json += reply.bytes;
    result.brotli += compressed.bytes;
    path = nextPath(reply);
  }
  agent.destroy();
  return result;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
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
  return { perSecond: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

function median(values: number[]): number {
  return percentile(values, 0.5);
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
    const size = await sizes(cookie);
    const idle = await healthLoad(SECONDS, CONNECTIONS);
    let stop = false;
    const readers = [reader(cookie, () => stop), reader(cookie, () => stop)];
    const busy = await healthLoad(SECONDS, CONNECTIONS);
    stop = true;
    const [a, b] = await Promise.all(readers);
    const passMs = [...(a?.passMs ?? []), ...(b?.passMs ?? [])];
    const requestMs = [...(a?.requestMs ?? []), ...(b?.requestMs ?? [])];
    const f = (n: number) => n.toFixed(1);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    print(`${label}: GET ${LISTS[LIST]} with ${ROW_COUNT} ${LIST} rows`);
    print(
      `  one whole read: ${size.rows} rows in ${size.pages} page(s), ${kb(size.json)} JSON (first page ${kb(size.firstPage)}), ${kb(size.brotli)} as brotli`,
    );
    print(
      `  each request (brotli), 2 readers back to back: p50 ${f(median(requestMs))} ms  p99 ${f(percentile(requestMs, 0.99))} ms  (${requestMs.length} requests)`,
    );
    const passes = passMs.length > 0 ? `, median ${f(median(passMs))} ms` : '';
    print(`  whole lists read: ${passMs.length}${passes}`);
    print(`  /api/health with ${CONNECTIONS} connections for ${SECONDS} s:`);
    print(`    idle:               ${f(idle.perSecond)} req/s  p50 ${f(idle.p50)} ms  p99 ${f(idle.p99)} ms`);
    print(`    2 readers reading:  ${f(busy.perSecond)} req/s  p50 ${f(busy.p50)} ms  p99 ${f(busy.p99)} ms`);
  } finally {
    await stopServer(server);
  }
}

print(`bench:large-list, ${new Date().toISOString()}`);
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
