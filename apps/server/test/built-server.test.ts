// The production build as `pnpm start` runs it: plain node on the bundle (built here into a folder of its own,
// as `pnpm build` builds dist/), no tsx, no process left beside it; files found beside the sources (migrations,
// the service worker, PGlite's init script, Redoc's bundle for /api/docs) still found; a second start on the
// same data. On PGlite in a new data folder, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build';
import { killAllRuns, runEntryPoint, waitForReady } from './entry-point';
import { registration, TINY_PNG_DATA_URL } from './fixtures';
import { createClient, createTestDatabase } from './harness';

const serverDir = resolve(import.meta.dirname, '..');
const cacheDir = join(serverDir, 'node_modules', '.cache');
/** initdb alone takes seconds of CPU: on a busy machine, much longer. */
const FIRST_START_MS = 120_000;
let outdir = '';
let dataDir = '';
let database: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  // Inside apps/server, so that the bundle finds the server's dependencies as dist/main.js does.
  mkdirSync(cacheDir, { recursive: true });
  outdir = mkdtempSync(join(cacheDir, 'kubm-build-'));
  dataDir = mkdtempSync(join(tmpdir(), 'kubm-built-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) database = await createTestDatabase(adminUrl);
  await buildServer(outdir);
});

afterAll(async () => {
  killAllRuns();
  await database?.drop();
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function startBuilt() {
  const env: Record<string, string> = { DATA_DIR: dataDir, REGISTER_MAX_PER_HOUR: '100' };
  if (database) env.DATABASE_URL = database.url;
  return runEntryPoint(env, { command: [process.execPath, '--enable-source-maps', join(outdir, 'main.js')] });
}

describe('the built server', () => {
  const member = registration();

  it('leaves sharp out of the bundle, loaded from apps/server/node_modules like the other native addons', () => {
    const bundle = readdirSync(outdir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(outdir, name), 'utf8'))
      .join('\n');
    expect(bundle).toContain('import("sharp")');
    // sharp's own loader, which looks for its prebuilt libvips beside its own files.
    expect(bundle).not.toContain('@img/sharp-libvips');
  });
  let sessionCookie = '';

  it(
    'starts with plain node, alone, and answers from the database',
    async () => {
      const run = startBuilt();
      const ready = await waitForReady(run, FIRST_START_MS);
      const pid = run.child.pid as number;
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).not.toContain('tsx');
      // A new PGlite folder is made by a child process that has ended by now.
      expect(childrenOf(pid)).toEqual([]);

      const health = await fetch(`${ready.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

      const worker = await fetch(`${ready.url}/sw.js`);
      expect(worker.status).toBe(200);
      expect(await worker.text()).toBe(readFileSync(join(serverDir, 'src', 'static', 'sw.js'), 'utf8'));

      // Redoc's bundle for /api/docs, found from the bundle in apps/server/node_modules.
      const docs = await fetch(`${ready.url}/api/docs`);
      expect(docs.status).toBe(200);
      expect(await docs.text()).toContain('<script src="/api/docs/redoc.standalone.js">');
      const redoc = await fetch(`${ready.url}/api/docs/redoc.standalone.js`);
      expect(redoc.status).toBe(200);
      expect(redoc.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect((await redoc.text()).length).toBeGreaterThan(500_000);

      // Registering hashes the password with @node-rs/argon2, a native addon outside the bundle.
      const client = createClient(ready.url);
      expect((await client.post('/api/register', member)).status).toBe(201);
      const links = await client.get('/api/links');
      expect(links.status).toBe(200);
      expect(links.body).toEqual([]);
      sessionCookie = client.cookieHeader();

      // A photo is decoded and re-encoded by sharp (libvips), a native addon outside the bundle too.
      const id = ((await client.get('/api/user')).body as { id: number }).id;
      const photo = await client.put(`/api/users/${id}`, { profilePhoto: TINY_PNG_DATA_URL });
      expect(photo.status).toBe(200);
      expect(photo.body).toMatchObject({ profilePhoto: expect.stringMatching(/^data:image\/jpeg;base64,/) });

      run.child.kill('SIGTERM');
      expect((await run.exited).code).toBe(0);
      expect(run.stdout()).toContain('"msg":"stopped"');
    },
    FIRST_START_MS,
  );

  it('starts again on the same data, where the account and its session still are', async () => {
    const run = startBuilt();
    const ready = await waitForReady(run);
    const client = createClient(ready.url);
    const user = await client.get('/api/user', { headers: { cookie: sessionCookie } });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email: member.email });
    expect((await client.post('/api/login', { email: member.email, password: member.password })).status).toBe(
      200,
    );

    run.child.kill('SIGTERM');
    expect((await run.exited).code).toBe(0);
  });
});
