// Starts the real server in-process for integration tests (ARCHITECTURE.md#tests): a random port, an
// in-memory PGlite, or — when TEST_DATABASE_URL is set — a fresh PostgreSQL database per server.
import { randomBytes } from 'node:crypto';
import { createDatabase } from '@kubm/db';
import { type AppOptions, createApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';

export type EnvOverrides = Record<string, string | undefined>;

export interface TestServer {
  /** Where the server listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  /** The parsed config, with appUrl set to the public URL actually in effect. */
  config: Config;
  /** Stops the server, then drops its PostgreSQL database if one was created. */
  stop(): Promise<void>;
}

async function withAdminDatabase<T>(
  adminUrl: string,
  run: (exec: (sql: string) => Promise<unknown>) => Promise<T>,
) {
  const admin = await createDatabase({ databaseUrl: adminUrl, dataDir: 'memory://', migrate: false });
  try {
    return await run((sql) => admin.db.execute(sql));
  } finally {
    await admin.close();
  }
}

let postgresTemplate = '';

/** The migrated, empty database that test servers' own databases copy ('' for none). */
export function copyTestDatabasesFrom(template: string): void {
  postgresTemplate = template;
}

/**
 * Creates a database beside TEST_DATABASE_URL's, empty, or with `migrated` a copy of the run's migrated
 * template when the test setup named one (see use-postgres-template.ts). Returns its URL and a function that
 * drops it.
 */
export async function createTestDatabase(
  adminUrl: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kubm_test_${randomBytes(6).toString('hex')}`;
  const template = migrated && postgresTemplate ? ` template "${postgresTemplate}"` : '';
  await withAdminDatabase(adminUrl, (exec) => exec(`create database "${name}"${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminDatabase(adminUrl, (exec) => exec(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * Starts a server. `overrides` are environment variables (e.g. `{ SMTP_URL }`) applied over the test
 * defaults: PORT 0, HOST 127.0.0.1, DATA_DIR memory://, LOG_LEVEL silent (or TEST_LOG_LEVEL), a registration
 * limit high enough for many test accounts, and open registration (REGISTRATION_OPEN=true).
 */
export async function startTestServer(
  overrides: EnvOverrides = {},
  options: AppOptions = {},
): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database =
    adminUrl && !('DATABASE_URL' in overrides)
      ? await createTestDatabase(adminUrl, { migrated: true })
      : undefined;
  try {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      // Every test client registers from 127.0.0.1; the per-address limit has tests of its own.
      REGISTER_MAX_PER_HOUR: '100000',
      // Open registration, so tests of other things register their members freely. Tests of the portal's
      // registration code (closed, the production default) pass `REGISTRATION_OPEN: undefined`.
      REGISTRATION_OPEN: 'true',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...overrides,
    });
    const app = createApp(config, options);
    const started = await app.start();
    return {
      url: started.url,
      port: started.port,
      config: { ...config, appUrl: started.appUrl },
      async stop() {
        try {
          await app.stop();
        } finally {
          await database?.drop();
        }
      },
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}

export interface ClientResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, otherwise the text. */
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send this exact body instead of JSON-encoding `body` (with `headers['content-type']` as given). */
  raw?: string | Uint8Array;
}

export interface Client {
  readonly baseUrl: string;
  request(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<ClientResponse>;
  get(path: string, options?: RequestOptions): Promise<ClientResponse>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<ClientResponse>;
  put(path: string, body?: unknown, options?: RequestOptions): Promise<ClientResponse>;
  del(path: string, options?: RequestOptions): Promise<ClientResponse>;
  /** The jar as a Cookie header (`a=1; b=2`), e.g. to replay a session with plain fetch. */
  cookieHeader(): string;
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string): void;
  clearCookies(): void;
}

function isExpired(attributes: string[]): boolean {
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=').map((s) => s.trim());
    if (key.toLowerCase() === 'max-age' && Number(value) <= 0) return true;
    if (key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now()) return true;
  }
  return false;
}

/**
 * A tiny HTTP client for one browser-like visitor: keeps cookies (one host, so domain and path are
 * ignored), sends JSON, and sends `Origin: <baseUrl>` on writes as a browser on our page would.
 */
export function createClient(baseUrl: string): Client {
  const base = baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const jar = new Map<string, string>();

  function store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || isExpired(attributes)) jar.delete(name);
      else jar.set(name, value);
    }
  }

  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  async function request(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
    const headers = new Headers(options.headers);
    if (!headers.has('accept')) headers.set('Accept', 'application/json');
    if (jar.size > 0 && !headers.has('cookie')) headers.set('Cookie', cookieHeader());
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('Origin', origin);
    let payload: string | Uint8Array | undefined = options.raw;
    if (payload === undefined && body !== undefined) {
      payload = JSON.stringify(body);
      if (!headers.has('content-type')) headers.set('Content-Type', 'application/json');
    }
    const res = await fetch(`${base}${path}`, { method, headers, body: payload, redirect: 'manual' });
    store(res.headers);
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  return {
    baseUrl: base,
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    del: (path, options) => request('DELETE', path, undefined, options),
    cookieHeader,
    cookie: (name) => jar.get(name),
    setCookie: (name, value) => {
      jar.set(name, value);
    },
    clearCookies: () => jar.clear(),
  };
}
