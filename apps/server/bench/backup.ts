// Prints backup and restore figures (time, file size) for the demo data and for a large portal, and the p99
// of GET /api/links while backups run back to back beside without (docs/decisions/backup-snapshot.md).
// Run: pnpm --filter @kubm/server bench:backup [--links 10000] [--members 1000] [--seconds 10]
//        [--connections 10] [--postgres postgres://postgres@127.0.0.1:5432/postgres] [--port 3552]
// The embedded database lives in temporary folders; with --postgres the same is done on databases created on
// that server (and dropped afterwards). The server runs as its own process, as in production.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hashPassword, seedDatabase } from '@kubm/api';
import {
  askLockHolder,
  createDatabase,
  type DatabaseHandle,
  links,
  members,
  readBackup,
  restoreBackup,
  userMinistryRoles,
  users,
  writeBackup,
} from '@kubm/db';
import { createTestDatabase } from '../test/harness';

const { values: args } = parseArgs({
  options: {
    links: { type: 'string', default: '10000' },
    members: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    postgres: { type: 'string' },
    port: { type: 'string', default: '3552' },
  },
});
const LINK_COUNT = Number(args.links);
const MEMBER_COUNT = Number(args.members);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const folders: string[] = [];
const dropLater: { drop(): Promise<void> }[] = [];

function print(line: string) {
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its figures.
  console.log(line);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kubm-bench-backup-'));
  folders.push(dir);
  return dir;
}

type Target = { databaseUrl?: string; dataDir: string };

async function emptyTarget(postgresUrl: string | undefined): Promise<Target> {
  if (!postgresUrl) return { dataDir: join(folder(), 'data') };
  const database = await createTestDatabase(postgresUrl);
  dropLater.push(database);
  return { databaseUrl: database.url, dataDir: 'memory://' };
}

async function backupBytes(handle: DatabaseHandle): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeBackup(handle.db, handle.driver, sink);
  return Buffer.concat(chunks);
}

/** Backup (in this process, no server running) and restore into a new database of each kind. */
async function figures(label: string, source: Target): Promise<void> {
  const handle = await createDatabase({ ...source, migrate: false });
  let file: Buffer;
  const started = performance.now();
  try {
    file = await backupBytes(handle);
  } finally {
    await handle.close();
  }
  const backupMs = performance.now() - started;
  const contents = readBackup(file);
  const rows = contents.manifest.tables.reduce((n, t) => n + t.rows, 0);
  print(`${label}: ${rows} rows; backup ${ms(backupMs)}, file ${kb(file.length)}`);
  for (const into of [undefined, args.postgres]) {
    const target = await emptyTarget(into);
    const opening = performance.now();
    const database = await createDatabase({ ...target, migrate: false });
    const opened = performance.now();
    try {
      await restoreBackup(database, readBackup(file));
    } finally {
      await database.close();
    }
    const kind = into ? 'PostgreSQL' : 'embedded';
    print(
      `  restore into a new ${kind} database: ${ms(performance.now() - opened)} ` +
        `(+ ${ms(opened - opening)} creating/opening it)`,
    );
  }
}

async function seedLarge(target: Target): Promise<void> {
  const handle = await createDatabase({ ...target, migrate: true });
  try {
    const { db } = handle;
    const hash = await hashPassword('rahsia-123');
    for (let start = 0; start < MEMBER_COUNT; start += 500) {
      const people = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, MEMBER_COUNT - start) }, (_, k) => ({
            name: `Ahli Penanda Aras ${start + k}`,
            email: `ahli${start + k}.${randomBytes(3).toString('hex')}@contoh.my`,
            phone: '0123456789',
            passwordHash: hash,
            role: 'Member',
            ministry: 'LITURGI (MINISTRI)',
          })),
        )
        .returning({ id: users.id });
      await db.insert(members).values(people.map((p) => ({ userId: p.id })));
      await db
        .insert(userMinistryRoles)
        .values(people.map((p) => ({ userId: p.id, ministry: 'LITURGI (MINISTRI)', role: 'Member' })));
    }
    const base = Date.now() - LINK_COUNT * 60_000;
    for (let start = 0; start < LINK_COUNT; start += 1000) {
      await db.insert(links).values(
        Array.from({ length: Math.min(1000, LINK_COUNT - start) }, (_, k) => {
          const i = start + k;
          return {
            title: `Pautan penanda aras ${i}`,
            url: `https://example.org/pautan/${i}`,
            description: 'Sebuah pautan berguna untuk ahli jawatankuasa, diisi oleh bench:backup.',
            category: 'Lain-lain',
            createdById: 1 + (i % MEMBER_COUNT),
            createdAt: new Date(base + i * 60_000),
          };
        }),
      );
    }
  } finally {
    await handle.close();
  }
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
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      APP_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const poll = async () => {
      for (let i = 0; i < 600; i++) {
        if (child.exitCode !== null) return reject(new Error(`server exited with ${child.exitCode}`));
        try {
          const reply = await send(new Agent(), 'GET', '/api/health');
          if (reply.status === 200) return resolve(child);
        } catch {
          // not yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      reject(new Error('server did not start'));
    };
    void poll();
  });
}

async function signIn(): Promise<string> {
  const res = await send(
    new Agent(),
    'POST',
    '/api/register',
    { 'content-type': 'application/json', origin: `http://127.0.0.1:${PORT}` },
    JSON.stringify({
      name: 'Pembaca Pautan',
      email: `pembaca.${randomBytes(4).toString('hex')}@contoh.my`,
      phone: '0123456789',
      password: 'rahsia-123',
      ministryRoles: [{ ministry: 'LITURGI (MINISTRI)', role: 'Member' }],
    }),
  );
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.body}`);
  return [res.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0] ?? '';
}

/** `connections` clients reading the first page of /api/links back to back for `seconds`. */
async function linksLoad(cookie: string): Promise<{ perSecond: number; p50: number; p99: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const reply = await send(agent, 'GET', '/api/links', { cookie });
        if (reply.status !== 200) throw new Error(`/api/links answered ${reply.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return { perSecond: times.length / SECONDS, p50: at(0.5), p99: at(0.99) };
}

/** Backups back to back until `stop()`: asked of the server (embedded) or read beside it (PostgreSQL). */
function backupsInLoop(target: Target) {
  let stopped = false;
  const durations: number[] = [];
  let bytes = 0;
  const one = async () => {
    const started = performance.now();
    if (target.databaseUrl) {
      const handle = await createDatabase({ ...target, migrate: false });
      try {
        bytes = (await backupBytes(handle)).length;
      } finally {
        await handle.close();
      }
    } else {
      const asked = await askLockHolder(target.dataDir, JSON.stringify({ op: 'backup' }));
      if (!asked) throw new Error('no server on the lock socket');
      let received = 0;
      asked.socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      asked.socket.resume();
      await new Promise((done) => asked.socket.once('close', done));
      bytes = received;
    }
    durations.push(performance.now() - started);
  };
  const running = (async () => {
    while (!stopped) await one();
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return { durations, bytes };
    },
  };
}

async function p99(label: string, target: Target): Promise<void> {
  const server = await startServer(
    target.databaseUrl
      ? { DATABASE_URL: target.databaseUrl }
      : { DATA_DIR: target.dataDir, DATABASE_URL: '' },
  );
  try {
    const cookie = await signIn();
    await linksLoad(cookie); // warm up
    const idle = await linksLoad(cookie);
    const loop = backupsInLoop(target);
    const busy = await linksLoad(cookie);
    const { durations, bytes } = await loop.stop();
    const f = (n: number) => n.toFixed(1);
    const median = [...durations].sort((a, b) => a - b)[Math.floor(durations.length / 2)] ?? 0;
    print(`${label}: GET /api/links (first page) with ${CONNECTIONS} connections, ${SECONDS} s each`);
    print(
      `  without a backup:      ${f(idle.perSecond)} req/s  p50 ${f(idle.p50)} ms  p99 ${f(idle.p99)} ms`,
    );
    print(
      `  backups back to back:  ${f(busy.perSecond)} req/s  p50 ${f(busy.p50)} ms  p99 ${f(busy.p99)} ms`,
    );
    print(`  ${durations.length} backups of ${kb(bytes)} during it, median ${ms(median)} each`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
}

try {
  const demo = { dataDir: join(folder(), 'data') };
  const seeded = await createDatabase({ ...demo, migrate: true });
  try {
    await seedDatabase(seeded.db);
  } finally {
    await seeded.close();
  }
  await figures('Demo data (pnpm db:seed), embedded', demo);

  const large = { dataDir: join(folder(), 'data') };
  await seedLarge(large);
  await figures(`${LINK_COUNT} links and ${MEMBER_COUNT} members, embedded`, large);
  await p99('Embedded database', large);
  if (args.postgres) {
    const onPostgres = await emptyTarget(args.postgres);
    await seedLarge(onPostgres);
    await figures(`${LINK_COUNT} links and ${MEMBER_COUNT} members, PostgreSQL`, onPostgres);
    await p99('PostgreSQL', onPostgres);
  }
} finally {
  await Promise.all(dropLater.map((d) => d.drop()));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
