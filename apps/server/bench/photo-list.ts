// Prints what `GET /api/members/with-photos` costs when every member has a large photo, and what it does to
// everyone else: the list's read time alone, then /api/health's latency idle and while readers ask for the
// list back to back (docs/decisions/photo-addresses.md). The server runs as a child process (as in production),
// on the embedded database in a temporary folder, or on a database created for the run on --postgres's server.
// Run: pnpm --filter @kubm/server bench:photos [--members 30] [--photo-kb 2047] [--readers 4]
//        [--seconds 10] [--reads 20] [--postgres postgres://postgres@127.0.0.1:5432/postgres] [--port 3552]
// The photos are written straight into the database, as photos stored before uploads were re-encoded
// (docs/decisions/server-reencodes-photos.md) are: random bytes behind a JPEG header, just under 2 MB each.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, members, users } from '@kubm/db';
import { createTestDatabase } from '../test/harness';
import { startServer, stopServer } from './server-process';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '30' },
    'photo-kb': { type: 'string', default: '2047' },
    readers: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '10' },
    reads: { type: 'string', default: '20' },
    postgres: { type: 'string' },
    port: { type: 'string', default: '3552' },
  },
});
const MEMBER_COUNT = Number(args.members);
const PHOTO_BYTES = Number(args['photo-kb']) * 1024;
const READERS = Number(args.readers);
const SECONDS = Number(args.seconds);
const READS = Number(args.reads);
const PORT = Number(args.port);

function print(line: string) {
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its figures.
  console.log(line);
}

function send(agent: Agent, path: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, method: 'GET', path, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A data URL of `bytes` random bytes behind a JPEG start-of-image marker: distinct for every member. */
function largePhoto(bytes: number): string {
  const body = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(bytes - 4)]);
  return `data:image/jpeg;base64,${body.toString('base64')}`;
}

/** A photo and its version, as migration 0003 stored them for photos written before it. */
function withVersion(photo: string) {
  const version = createHash('sha256').update(photo, 'utf8').digest('hex').slice(0, 16);
  return { profilePhoto: photo, profilePhotoVersion: version };
}

async function seed(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const handle = await createDatabase({ ...options, migrate: true });
  try {
    for (let i = 0; i < MEMBER_COUNT; i++) {
      const [user] = await handle.db
        .insert(users)
        .values({
          name: `Ahli Bergambar ${i + 1}`,
          email: `bergambar.${i}.${randomBytes(4).toString('hex')}@contoh.my`,
          phone: '0123456789',
          passwordHash: 'not-a-hash',
          role: 'Member',
          ministry: 'LITURGI (MINISTRI)',
          ...withVersion(largePhoto(PHOTO_BYTES)),
        })
        .returning({ id: users.id });
      await handle.db.insert(members).values({ userId: user?.id as number });
    }
  } finally {
    await handle.close();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

/** Reads the list `count` times, one after another; each read's time. */
async function timeReads(count: number): Promise<{ times: number[]; bytes: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const reply = await send(agent, '/api/members/with-photos');
    if (reply.status !== 200) throw new Error(`/api/members/with-photos answered ${reply.status}`);
    times.push(performance.now() - started);
    bytes = reply.bytes;
  }
  agent.destroy();
  return { times, bytes };
}

/** One reader: the list back to back until told to stop; how many reads it made. */
async function reader(until: () => boolean): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let reads = 0;
  while (!until()) {
    const reply = await send(agent, '/api/members/with-photos');
    if (reply.status !== 200) throw new Error(`/api/members/with-photos answered ${reply.status}`);
    reads += 1;
  }
  agent.destroy();
  return reads;
}

/** A monitor: /api/health back to back for `seconds`; each answer's time. */
async function healthTimes(seconds: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const reply = await send(agent, '/api/health');
    if (reply.status !== 200) throw new Error(`/api/health answered ${reply.status}`);
    times.push(performance.now() - started);
  }
  agent.destroy();
  return times;
}

async function measure(env: Record<string, string>, label: string): Promise<void> {
  const server = await startServer(PORT, env);
  try {
    await timeReads(3); // warm up: plans, JIT
    const reads = await timeReads(READS);
    const idle = await healthTimes(SECONDS);
    let stop = false;
    const readers = Array.from({ length: READERS }, () => reader(() => stop));
    const busy = await healthTimes(SECONDS);
    stop = true;
    const listReads = (await Promise.all(readers)).reduce((a, b) => a + b, 0);
    const f = (n: number) => n.toFixed(1);
    print(
      `${label}: ${MEMBER_COUNT} members with ${(PHOTO_BYTES / 1024 / 1024).toFixed(2)} MB photos, ` +
        `answer ${reads.bytes} bytes`,
    );
    print(
      `  GET /api/members/with-photos alone (${READS} reads): median ${f(percentile(reads.times, 0.5))} ms` +
        `  p90 ${f(percentile(reads.times, 0.9))} ms`,
    );
    print(
      `  GET /api/health, 1 client, idle:            p50 ${f(percentile(idle, 0.5))} ms` +
        `  p99 ${f(percentile(idle, 0.99))} ms  (${idle.length} in ${SECONDS} s)`,
    );
    print(
      `  GET /api/health, 1 client, ${READERS} list readers: p50 ${f(percentile(busy, 0.5))} ms` +
        `  p99 ${f(percentile(busy, 0.99))} ms  (${busy.length} in ${SECONDS} s;` +
        ` the readers read the list ${listReads} times, ${f(listReads / SECONDS)}/s)`,
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
  const dataDir = mkdtempSync(join(tmpdir(), 'kubm-bench-photos-'));
  try {
    await seed({ dataDir });
    await measure({ DATA_DIR: dataDir }, 'PGlite');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
