// The document against the real REST door: 429s carry Retry-After, every 400 is Malay whatever is
// sent, the session calls set or clear the cookie they say, and real answers fit the declared schemas.
import { users } from '@kubm/db';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newResetToken } from '../auth/reset-token';
import { SESSION_COOKIE_NAME } from '../auth/sessions';
import { createContext } from '../context';
import { appRouter } from '../root';
import { createTestApi, type TestApi } from '../test-api';
import { createRestHandler } from './handler';
import { collectRoutes, type RestRoute } from './routes';
import { type JsonTree, testDocument } from './test-document';
import { MALAY_400_MESSAGES } from './test-messages';

const doc = testDocument(appRouter);
const routes = collectRoutes(appRouter);
const example = (path: string) =>
  doc.paths[path].post?.requestBody.content['application/json'].example as Record<string, unknown>;

interface Answer {
  status: number;
  headers: Headers;
  body: JsonTree;
}

function door(api: TestApi) {
  const handler = createRestHandler({
    router: appRouter,
    basePath: '/api',
    createContext: ({ req, resHeaders }) =>
      createContext(api.deps, { req, resHeaders, clientIp: '10.0.0.1' }),
  });
  return async (
    method: string,
    path: string,
    init: { body?: string; cookie?: string; type?: string } = {},
  ): Promise<Answer> => {
    const headers = new Headers({ 'content-type': init.type ?? 'application/json' });
    if (init.cookie) headers.set('cookie', init.cookie);
    const res = await handler(
      new Request(`http://localhost:3000${path}`, { method, headers, body: init.body }),
      new Headers(),
      undefined,
    );
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {}
    return { status: res.status, headers: res.headers, body };
  };
}

function sessionCookie(answer: Answer): string | undefined {
  return answer.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))
    ?.split(';')[0];
}

let counter = 0;
function account(): { email: string; password: string } & Record<string, unknown> {
  counter += 1;
  const sample = example('/register') as { password: string };
  return { ...sample, email: `ahli${counter}@contoh.my` };
}

describe('429 answers carry Retry-After', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ settings: { loginMaxPerAccountAddress: 2, registerMaxPerHour: 2 } });
  });
  afterAll(() => api.handle.close());

  it('on every REST route that declares TOO_MANY_REQUESTS, called with its own example until refused', async () => {
    const call = door(api);
    const limited = routes.filter((r) => r.procedure._def.meta?.errors?.includes('TOO_MANY_REQUESTS'));
    expect(limited.map((r) => r.path).sort()).toEqual(['/change-password', '/login', '/register']);
    // Changing a password needs a session: a member of its own, registered before /register is used up.
    const member = sessionCookie(await call('POST', '/api/register', { body: JSON.stringify(account()) }));
    expect(member).toBeDefined();
    for (const route of limited) {
      const cookie = route.path === '/change-password' ? member : undefined;
      let answer: Answer | undefined;
      for (let i = 0; i < 10; i++) {
        answer = await call('POST', `/api${route.path}`, {
          body: JSON.stringify(example(route.path)),
          ...(cookie ? { cookie } : {}),
        });
        if (answer.status === 429) break;
      }
      expect(answer?.status, route.path).toBe(429);
      const wait = Number(answer?.headers.get('retry-after'));
      expect(Number.isInteger(wait) && wait >= 1 && wait <= 3600, `${route.path}: ${wait}`).toBe(true);
      expect(answer?.body.message).toMatch(/Sila cuba lagi dalam \d+ minit/);
    }
  });

  it('on the tRPC door too', async () => {
    const trpc = (body: string) =>
      fetchRequestHandler({
        endpoint: '/trpc',
        router: appRouter,
        req: new Request('http://localhost:3000/trpc/auth.login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
        createContext: ({ req, resHeaders }) =>
          createContext(api.deps, { req, resHeaders, clientIp: '10.0.0.2' }),
      });
    const login = JSON.stringify({ email: 'tiada@contoh.my', password: 'salah-123' });
    let res = await trpc(login);
    for (let i = 0; i < 5 && res.status !== 429; i++) res = await trpc(login);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('says malformed JSON in Malay on the tRPC door', async () => {
    const res = await fetchRequestHandler({
      endpoint: '/trpc',
      router: appRouter,
      req: new Request('http://localhost:3000/trpc/auth.login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      }),
      createContext: ({ req, resHeaders }) =>
        createContext(api.deps, { req, resHeaders, clientIp: '10.0.0.3' }),
    });
    const text = await res.clone().text();
    expect(res.status, text).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('JSON tidak sah');
  });
});

describe('every 400 is Malay, whatever is sent', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      settings: { registerMaxPerHour: 10_000, loginMaxPerAccountAddress: 10_000 },
    });
  });
  afterAll(() => api.handle.close());

  const oddValues: unknown[] = [
    null,
    [],
    {},
    true,
    -1,
    0,
    1.5,
    1e308,
    'NaN',
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'x'.repeat(5000),
    '99999999999999999999',
    [{ a: 1 }],
    { nested: { deep: [] } },
  ];
  const oddBodies = ['NaN', '{"title":', '[]', '"x"', 'null', '123', 'true', '{}', '\u0000', '{"a":1}}'];
  const oddPathValues = [
    'abc',
    'NaN',
    '-1',
    '0',
    '1.5',
    '1e3',
    '0x10',
    '99999999999999999999',
    '%00',
    '%20%201',
  ];
  const oddQueryValues = ['NaN', '', '%00', 'abc', '-1', '1e3', '99999999999999999999'];

  function assertMalay(answer: Answer, what: string): void {
    expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).not.toBe(500);
    if (answer.status !== 400) return;
    expect(MALAY_400_MESSAGES, what).toContain(answer.body.message);
    for (const issue of answer.body.issues ?? []) expect(MALAY_400_MESSAGES, what).toContain(issue.message);
  }

  function fill(route: RestRoute, value: string): string {
    return route.path.replace(/\{[^}]+\}/g, value);
  }

  it('sends odd path ids, query values, bodies and field values to every route', async () => {
    const call = door(api);
    let checked = 0;
    // Writes with a path use an id nobody has, so a value that passes changes nothing.
    for (const route of routes) {
      const registered = await call('POST', '/api/register', { body: JSON.stringify(account()) });
      const cookie = sessionCookie(registered);
      expect(cookie).toBeDefined();
      const send = async (path: string, body?: string) => {
        const answer = await call(route.method, `/api${path}`, { cookie, ...(body ? { body } : {}) });
        assertMalay(answer, `${route.method} ${path} ${body?.slice(0, 60) ?? ''}`);
        if (answer.status === 400) checked += 1;
        return answer;
      };
      const unusedId = '2000000000';
      for (const value of route.paramNames.length > 0 ? oddPathValues : []) await send(fill(route, value));
      const base = fill(route, unusedId);
      const operation = doc.paths[route.path][route.method.toLowerCase()];
      const queryNames = (operation.parameters ?? [])
        .filter((p: JsonTree) => p.in === 'query')
        .map((p: JsonTree) => p.name);
      for (const name of queryNames) {
        for (const value of oddQueryValues) await send(`${base}?${name}=${value}`);
        await send(`${base}?${name}=1&${name}=2`);
      }
      if (route.method === 'GET') await send(`${base}?unknown=1`);
      const fields = Object.keys(operation.requestBody?.content['application/json'].schema.properties ?? {});
      if (route.method === 'POST' || route.method === 'PUT') {
        for (const body of oddBodies) await send(base, body);
        for (const field of fields) {
          for (const value of oddValues) {
            const sample = operation.requestBody.content['application/json'].example;
            await send(base, JSON.stringify({ ...sample, [field]: value }));
          }
        }
        await send(
          base,
          JSON.stringify({ ...operation.requestBody?.content['application/json'].example, zz: 1 }),
        );
      }
    }
    expect(checked).toBeGreaterThan(300);
  }, 600_000);
});

describe('the session calls set or clear the cookie they say', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.handle.close());

  it('sets it on register and login, clears it on logout, reset and deletion; others leave it', async () => {
    const call = door(api);
    const me = account();
    const registered = await call('POST', '/api/register', { body: JSON.stringify(me) });
    expect(registered.status).toBe(201);
    const cookie = sessionCookie(registered) as string;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=.+`));

    const login = await call('POST', '/api/login', {
      body: JSON.stringify({ email: me.email, password: me.password, rememberMe: true }),
    });
    expect(login.status).toBe(200);
    const remembered = login.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE_NAME)) ?? '';
    expect(remembered).toMatch(/Max-Age=2592000/);

    for (const path of ['/api/user', '/api/links', '/api/members', '/api/stats']) {
      const answer = await call('GET', path, { cookie });
      expect(answer.status, path).toBe(200);
      expect(sessionCookie(answer), path).toBeUndefined();
    }

    const logout = await call('POST', '/api/logout', { cookie });
    expect(logout.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=;.*Max-Age=0`));

    const { token, hash } = newResetToken();
    await api.handle.db
      .update(users)
      .set({ resetTokenHash: hash, resetTokenExpiry: new Date(Date.now() + 60_000) })
      .where(eq(users.email, me.email as string));
    const reset = await call('POST', '/api/reset-password', {
      body: JSON.stringify({ token, email: me.email, password: 'kata-laluan-baru' }),
    });
    expect(reset.status).toBe(200);
    expect(reset.headers.getSetCookie().join()).toMatch(/Max-Age=0/);

    const again = await call('POST', '/api/login', {
      body: JSON.stringify({ email: me.email, password: 'kata-laluan-baru' }),
    });
    const user = await call('GET', '/api/user', { cookie: sessionCookie(again) });
    const removed = await call('DELETE', `/api/users/${user.body.id}`, { cookie: sessionCookie(again) });
    expect(removed.status).toBe(200);
    expect(removed.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
  });
});

describe('real answers fit the declared schemas', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.handle.close());

  it('validates a handful of answers, errors included, with Ajv against the document', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const check = (method: string, path: string, answer: Answer) => {
      const responses = doc.paths[path][method].responses;
      let declared = responses[String(answer.status)];
      expect(declared, `${method} ${path} ${answer.status}`).toBeDefined();
      if (declared.$ref) declared = doc.components.responses[declared.$ref.split('/').pop()];
      const schema = JSON.parse(
        JSON.stringify(declared.content['application/json'].schema).replaceAll(
          '"#/components/',
          '"doc#/components/',
        ),
      );
      const validate = ajv.compile(schema);
      expect(validate(answer.body), `${method} ${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
    };
    const call = door(api);
    const signedUp = await call('POST', '/api/register', { body: JSON.stringify(account()) });
    check('post', '/register', signedUp);
    const cookie = sessionCookie(signedUp);
    check('get', '/user', await call('GET', '/api/user', { cookie }));
    check('get', '/user', await call('GET', '/api/user'));
    check(
      'post',
      '/links',
      await call('POST', '/api/links', { cookie, body: JSON.stringify(example('/links')) }),
    );
    check('get', '/links', await call('GET', '/api/links', { cookie }));
    check('post', '/links', await call('POST', '/api/links', { cookie, body: '{"title":' }));
    check(
      'put',
      '/links/{id}',
      await call('PUT', '/api/links/77', { cookie, body: JSON.stringify(example('/links')) }),
    );
    const task = { ...example('/tasks'), assigneeId: signedUp.body.id };
    check('post', '/tasks', await call('POST', '/api/tasks', { cookie, body: JSON.stringify(task) }));
    check('get', '/tasks', await call('GET', '/api/tasks?mode=created', { cookie }));
    check('get', '/tasks', await call('GET', '/api/tasks?mode=all', { cookie }));
    check('get', '/members', await call('GET', '/api/members'));
    check('get', '/members/with-photos', await call('GET', '/api/members/with-photos', { cookie }));
    check('get', '/activities', await call('GET', '/api/activities', { cookie }));
    check('get', '/stats', await call('GET', '/api/stats', { cookie }));
    check('get', '/health', await call('GET', '/api/health'));
    check('post', '/login', await call('POST', '/api/login', { body: JSON.stringify(example('/login')) }));
    check('post', '/register', await call('POST', '/api/register', { body: JSON.stringify({ name: 1 }) }));
  });
});
