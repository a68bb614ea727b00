// nginx and pgbouncer must be installed (`.ci/run` installs them): without them these tests fail, never skip.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase } from '@kubm/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build';
import { type EntryPointRun, freePort, killAllRuns, runEntryPoint, waitForReady } from './entry-point';
import { registration } from './fixtures';
import { createTestDatabase } from './harness';

const adminUrl = process.env.TEST_DATABASE_URL as string;
const serverDir = resolve(import.meta.dirname, '..');
const cacheDir = join(serverDir, 'node_modules', '.cache');
const root = mkdtempSync(join(tmpdir(), 'kubm-multi-'));
let outdir = '';
const children: ChildProcess[] = [];
const databases: { url: string; drop(): Promise<void> }[] = [];

function requireBinary(name: string): string {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    const path = join(dir, name);
    if (spawnSync(path, ['-V'], { stdio: 'ignore' }).error === undefined) return path;
  }
  throw new Error(
    `${name} is not installed: run \`apt-get install -y ${name}\` (.ci/run installs it before the tests)`,
  );
}

beforeAll(async () => {
  mkdirSync(cacheDir, { recursive: true });
  outdir = mkdtempSync(join(cacheDir, 'kubm-build-multi-'));
  await buildServer(outdir);
}, 180_000);

afterAll(async () => {
  killAllRuns();
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(databases.map((d) => d.drop()));
  rmSync(outdir, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

function startBuilt(env: Record<string, string>): EntryPointRun {
  return runEntryPoint(
    // These tests register many members.
    { REGISTER_MAX_PER_HOUR: '100000', REGISTRATION_OPEN: 'true', ...env },
    { command: [process.execPath, '--enable-source-maps', join(outdir, 'main.js')] },
  );
}

async function listening(port: number, child: ChildProcess, what: () => string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${what()}`);
    const ok = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        done(true);
      });
      socket.on('error', () => done(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}: ${what()}`);
}

function spawnLogged(file: string, args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  return { child, output: () => output };
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** From a chosen 127.0.0.x address, so the proxy sees distinct clients. */
function send(
  port: number,
  from: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; origin?: string } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (method !== 'GET') headers.origin = options.origin ?? `http://127.0.0.1:${port}`;
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers, localAddress: from, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          done({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

const cookieOf = (reply: Reply) => [reply.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0] ?? '';
const upstreamOf = (reply: Reply) => String(reply.headers['x-upstream'] ?? '');

describe('two built servers on one PostgreSQL behind nginx', () => {
  let proxyPort = 0;
  const upstreams: string[] = [];

  beforeAll(async () => {
    const nginx = requireBinary('nginx');
    const database = await createTestDatabase(adminUrl);
    databases.push(database);
    proxyPort = await freePort();
    const ports = [await freePort(), await freePort()];
    // Both start together on the empty database: their migrations take turns.
    const runs = ports.map((port) =>
      startBuilt({
        DATABASE_URL: database.url,
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${proxyPort}`,
        TRUST_PROXY: '127.0.0.1',
      }),
    );
    for (const run of runs) await waitForReady(run, 120_000);
    upstreams.push(...ports.map((port) => `127.0.0.1:${port}`));

    const dir = join(root, 'nginx');
    mkdirSync(dir, { recursive: true });
    // Every path inside the temporary folder.
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
    server ${upstreams[0]};
    server ${upstreams[1]};
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    client_max_body_size 3m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
    );
    const proxy = spawnLogged(nginx, [
      '-e',
      join(dir, 'error.log'),
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
    ]);
    await listening(proxyPort, proxy.child, proxy.output);
  }, 240_000);

  it('keeps a session across both processes', async () => {
    const member = registration();
    const registered = await send(proxyPort, '127.0.0.2', 'POST', '/api/register', { body: member });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const cookie = cookieOf(registered);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const me = await send(proxyPort, '127.0.0.2', 'GET', '/api/user', { cookie });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: member.email });
      seen.add(upstreamOf(me));
    }
    expect([...seen].sort()).toEqual([...upstreams].sort());
  });

  it('reads a write of one process from the other', async () => {
    const registered = await send(proxyPort, '127.0.0.2', 'POST', '/api/register', { body: registration() });
    const cookie = cookieOf(registered);
    const created = await send(proxyPort, '127.0.0.2', 'POST', '/api/links', {
      cookie,
      body: { title: 'Jadual Misa', url: 'https://contoh.my/misa', category: 'Lain-lain' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { id: number }).id;
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const list = await send(proxyPort, '127.0.0.2', 'GET', '/api/links', { cookie });
      expect((list.body as { id: number }[]).map((l) => l.id)).toContain(id);
      seen.add(upstreamOf(list));
    }
    expect(seen.size).toBe(2);
  });

  it("answers each process's kept member list anew after the other process changed a member", async () => {
    const member = registration();
    const registered = await send(proxyPort, '127.0.0.2', 'POST', '/api/register', { body: member });
    const cookie = cookieOf(registered);
    const id = (registered.body as { id: number }).id;
    const names = async () => {
      const seen = new Map<string, string[]>();
      for (let i = 0; i < 4; i++) {
        const list = await send(proxyPort, '127.0.0.2', 'GET', '/api/members', { cookie });
        expect(list.status).toBe(200);
        const entries = list.body as { userId: number; name: string }[];
        seen.set(
          upstreamOf(list),
          entries.filter((m) => m.userId === id).map((m) => m.name),
        );
      }
      return seen;
    };
    // Both processes keep an answer with the old name.
    const before = await names();
    expect([...before.keys()].sort()).toEqual([...upstreams].sort());
    for (const kept of before.values()) expect(kept).toEqual([member.name]);

    const renamed = await send(proxyPort, '127.0.0.2', 'PUT', `/api/users/${id}`, {
      cookie,
      body: { name: 'Nama Baharu Ahli' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = await names();
    expect([...after.keys()].sort()).toEqual([...upstreams].sort());
    for (const kept of after.values()) expect(kept).toEqual(['Nama Baharu Ahli']);
  });

  it('counts failed sign-ins per client address across both processes (TRUST_PROXY)', async () => {
    const member = registration();
    expect((await send(proxyPort, '127.0.0.3', 'POST', '/api/register', { body: member })).status).toBe(201);
    const wrong = { email: member.email, password: 'salah-sekali' };
    const seen = new Set<string>();
    // LOGIN_MAX_PER_ACCOUNT_ADDRESS (5) failures from 127.0.0.3, spread over both processes.
    for (let i = 0; i < 5; i++) {
      const reply = await send(proxyPort, '127.0.0.3', 'POST', '/api/login', { body: wrong });
      expect(reply.status).toBe(401);
      seen.add(upstreamOf(reply));
    }
    expect(seen.size).toBe(2);
    for (let i = 0; i < 2; i++) {
      const reply = await send(proxyPort, '127.0.0.3', 'POST', '/api/login', { body: wrong });
      expect(reply.status).toBe(429);
      expect(reply.headers['retry-after']).toMatch(/^\d+$/);
    }
    // Another address, through the same proxy, is another client: not throttled.
    expect((await send(proxyPort, '127.0.0.4', 'POST', '/api/login', { body: wrong })).status).toBe(401);
    const right = { email: member.email, password: member.password };
    expect((await send(proxyPort, '127.0.0.4', 'POST', '/api/login', { body: right })).status).toBe(200);
  });
});

describe('the portal through PgBouncer in transaction mode', () => {
  it('serves concurrent reads and writes from two processes through a pool of 2, without an error', async () => {
    const pgbouncer = requireBinary('pgbouncer');
    const database = await createTestDatabase(adminUrl);
    databases.push(database);
    const name = new URL(database.url).pathname.slice(1);
    // PgBouncer refuses to run as root: it runs as nobody, who must reach and read its files.
    const dir = mkdtempSync(join(tmpdir(), 'kubm-pgbouncer-'));
    chmodSync(dir, 0o755);
    const port = await freePort();
    writeFileSync(join(dir, 'users.txt'), '"postgres" ""\n');
    writeFileSync(
      join(dir, 'pgbouncer.ini'),
      `[databases]
kubm = host=127.0.0.1 port=5432 dbname=${name} user=postgres

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${dir}/users.txt
pool_mode = transaction
default_pool_size = 2
max_client_conn = 200
`,
    );
    for (const file of ['users.txt', 'pgbouncer.ini']) chmodSync(join(dir, file), 0o644);
    const asRoot = process.getuid?.() === 0;
    const pooler = spawnLogged(pgbouncer, [...(asRoot ? ['-u', 'nobody'] : []), join(dir, 'pgbouncer.ini')]);
    await listening(port, pooler.child, pooler.output);

    // Prepared statements need a session: through a transaction pooler, postgres.js sends plain queries.
    const pooledUrl = `postgres://postgres@127.0.0.1:${port}/kubm?prepare=false`;
    const runs = [startBuilt({ DATABASE_URL: pooledUrl }), startBuilt({ DATABASE_URL: pooledUrl })];
    const urls: string[] = [];
    for (const run of runs) urls.push((await waitForReady(run, 120_000)).url);
    const ports = urls.map((u) => Number(new URL(u).port));

    const statuses: number[] = [];
    const worker = async (k: number) => {
      const serverPort = ports[k % 2] as number;
      const origin = urls[k % 2];
      const registered = await send(serverPort, '127.0.0.1', 'POST', '/api/register', {
        body: registration(),
        origin,
      });
      statuses.push(registered.status);
      const cookie = cookieOf(registered);
      for (let i = 0; i < 15; i++) {
        const created = await send(serverPort, '127.0.0.1', 'POST', '/api/links', {
          cookie,
          origin,
          body: { title: `Pautan ${k}-${i}`, url: `https://contoh.my/${k}/${i}`, category: 'Lain-lain' },
        });
        statuses.push(created.status);
        statuses.push((await send(serverPort, '127.0.0.1', 'GET', '/api/links', { cookie })).status);
        statuses.push((await send(serverPort, '127.0.0.1', 'GET', '/api/user', { cookie })).status);
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, k) => worker(k)));
    expect(statuses.filter((s) => s >= 300)).toEqual([]);
    expect(statuses.length).toBe(8 * 46);

    for (const run of runs) {
      expect(run.stderr()).toBe('');
      expect(run.stdout()).not.toMatch(/"level":(50|60)/);
    }
    // Both processes migrated through the pooler: no advisory lock is left behind on a pooled connection.
    const direct = await createDatabase({ databaseUrl: database.url, dataDir: 'memory://', migrate: false });
    try {
      const count = async (query: string) =>
        [...((await direct.db.execute(query)) as unknown as { n: number }[])][0]?.n;
      expect(await count(`select count(*)::int as n from pg_locks where locktype = 'advisory'`)).toBe(0);
      expect(await count('select count(*)::int as n from links')).toBe(8 * 15);
    } finally {
      await direct.close();
    }
    for (const run of runs) run.child.kill('SIGTERM');
    await Promise.all(runs.map((run) => run.exited));
    rmSync(dir, { recursive: true, force: true });
  }, 300_000);
});
