import { idField, linkSchema, MSG } from '@kubm/validators';
import { initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from '../errors';
import type { RestMeta } from '../trpc';
import { createRestHandler, type RestErrorInfo } from './handler';
import { INPUT_MESSAGES } from './input';

interface TestContext {
  user: string | null;
}
const t = initTRPC.context<TestContext>().meta<RestMeta>().create();

const linkOut = z.object({ id: z.number(), title: z.string(), url: z.string() });
const userOut = z.object({ id: z.number(), email: z.string() });

const testRouter = t.router({
  links: t.router({
    create: t.procedure
      .meta({ rest: { method: 'POST', path: '/links', summary: 'Create', status: 201 } })
      .input(linkSchema)
      .output(linkOut)
      .mutation(({ input }) => ({ id: 1, ...input })),
    update: t.procedure
      .meta({ rest: { method: 'PUT', path: '/links/{id}', summary: 'Update' } })
      .input(linkSchema.extend({ id: idField }))
      .output(linkOut)
      .mutation(({ input }) => input),
    remove: t.procedure
      .meta({ rest: { method: 'DELETE', path: '/links/{id}', summary: 'Delete', status: 204 } })
      .input(z.object({ id: idField }))
      .mutation(() => undefined),
  }),
  tasks: t.router({
    list: t.procedure
      .meta({ rest: { method: 'GET', path: '/tasks', summary: 'List' } })
      .input(z.object({ mode: z.enum(['assigned', 'created', 'all']).default('assigned') }))
      .query(({ input }) => ({ mode: input.mode })),
    note: t.procedure
      .meta({ rest: { method: 'POST', path: '/tasks/note', summary: 'Note' } })
      .input(z.object({ note: z.string().optional() }))
      .mutation(({ input }) => ({ note: input.note ?? null })),
  }),
  members: t.router({
    withPhotos: t.procedure
      .meta({ rest: { method: 'GET', path: '/members/with-photos', summary: 'With photos' } })
      .query(() => ({ which: 'with-photos' })),
    get: t.procedure
      .meta({ rest: { method: 'GET', path: '/members/{id}', summary: 'One' } })
      .input(z.object({ id: idField }))
      .query(({ input }) => ({ which: input.id })),
  }),
  account: t.router({
    me: t.procedure
      .meta({ rest: { method: 'GET', path: '/user', summary: 'Me' } })
      .input(z.void())
      .output(userOut)
      .query(({ ctx }) => {
        if (!ctx.user)
          throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sila log masuk terlebih dahulu' });
        // The row carries a hash; the output schema must drop it.
        return { id: 7, email: ctx.user, passwordHash: '$argon2id$secret' };
      }),
    login: t.procedure
      .meta({ rest: { method: 'POST', path: '/login', summary: 'Login' } })
      .mutation(({ ctx }) => {
        (ctx as TestContext & { resHeaders: Headers }).resHeaders.append('Set-Cookie', 'a=1; Path=/');
        (ctx as TestContext & { resHeaders: Headers }).resHeaders.append('Set-Cookie', 'b=2; Path=/');
        return { ok: true };
      }),
    boom: t.procedure.meta({ rest: { method: 'GET', path: '/boom', summary: 'Fails' } }).query(() => {
      throw new Error('database exploded at 10.0.0.5');
    }),
  }),
  // No REST meta: reachable over tRPC only.
  hidden: t.procedure.query(() => 'hidden'),
});

function setup(user: string | null = null) {
  const errors: RestErrorInfo<{ reqId: string }>[] = [];
  const handler = createRestHandler({
    router: testRouter,
    basePath: '/api',
    createContext: ({ resHeaders }) => ({ user, resHeaders }) as TestContext,
    onError: (e) => errors.push(e),
  });
  const call = (method: string, path: string, init: { body?: string; type?: string } = {}) => {
    const headers = new Headers();
    if (init.type) headers.set('Content-Type', init.type);
    const req = new Request(`http://localhost${path}`, { method, headers, body: init.body });
    return handler(req, new Headers(), { reqId: 'r1' });
  };
  return { call, errors };
}

const validLink = { title: 'Laman KUBM', url: 'https://kubm.example', category: 'Aplikasi' };

describe('REST adapter', () => {
  it('accepts application/json; charset=utf-8 and answers the meta status', async () => {
    const { call } = setup();
    const res = await call('POST', '/api/links', {
      body: JSON.stringify(validLink),
      type: 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ id: 1, title: 'Laman KUBM', url: 'https://kubm.example' });
  });

  it('merges path params over the body, as strings the schema coerces', async () => {
    const { call } = setup();
    const res = await call('PUT', '/api/links/5', {
      body: JSON.stringify({ ...validLink, id: 99 }),
      type: 'application/json',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(5);
  });

  it('reads GET input from the query string', async () => {
    const { call } = setup();
    expect(await (await call('GET', '/api/tasks?mode=created')).json()).toEqual({ mode: 'created' });
    expect(await (await call('GET', '/api/tasks')).json()).toEqual({ mode: 'assigned' });
  });

  it('answers 400 with the validators messages as issues', async () => {
    const { call } = setup();
    const res = await call('POST', '/api/links', {
      body: JSON.stringify({ title: 'ab', url: 'javascript:alert(1)', category: 'Nope' }),
      type: 'application/json',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(MSG.linkTitleMin);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: MSG.linkTitleMin },
        { path: 'url', message: MSG.linkUrl },
        { path: 'category', message: MSG.linkCategory },
      ]),
    );
  });

  it('answers 400 for malformed JSON and 415 for other content types', async () => {
    const { call } = setup();
    const bad = await call('POST', '/api/links', { body: '{"title":', type: 'application/json' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: INPUT_MESSAGES.badJson });
    const form = await call('POST', '/api/links', {
      body: 'title=x',
      type: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect((await form.json()).message).toBeTypeOf('string');
  });

  it('treats an empty body as {}', async () => {
    const { call } = setup();
    const res = await call('POST', '/api/tasks/note');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ note: null });
  });

  it('answers 404 for unknown paths and 405 with Allow for a wrong method', async () => {
    const { call } = setup();
    const missing = await call('GET', '/api/nothing/here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Laluan API tidak dijumpai' });
    const wrong = await call('POST', '/api/links/3', { body: '{}', type: 'application/json' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('PUT, DELETE');
    expect(await wrong.json()).toHaveProperty('message');
    expect((await call('GET', '/api/hidden')).status).toBe(404);
  });

  it('answers 204 with an empty body', async () => {
    const { call } = setup();
    const res = await call('DELETE', '/api/links/3');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('strips fields the output schema does not name', async () => {
    const { call } = setup('ana@kubm.my');
    const res = await call('GET', '/api/user');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ id: 7, email: 'ana@kubm.my' });
    expect(text).not.toContain('argon2');
  });

  it('maps TRPCError codes to statuses with the message', async () => {
    const { call, errors } = setup(null);
    const res = await call('GET', '/api/user?ignored=1');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Sila log masuk terlebih dahulu' });
    expect(errors[0]?.error.code).toBe('UNAUTHORIZED');
  });

  it('hides unexpected errors behind a generic 500 and reports them', async () => {
    const { call, errors } = setup();
    const res = await call('GET', '/api/boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: GENERIC_ERROR_MESSAGE });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.path).toBe('account.boom');
    expect(errors[0]?.info).toEqual({ reqId: 'r1' });
    expect(String(errors[0]?.error.cause)).toContain('database exploded');
  });

  it('copies every Set-Cookie from resHeaders', async () => {
    const { call } = setup();
    const res = await call('POST', '/api/login');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('prefers a literal segment over a parameter', async () => {
    const { call } = setup();
    expect(await (await call('GET', '/api/members/with-photos')).json()).toEqual({ which: 'with-photos' });
    expect(await (await call('GET', '/api/members/12')).json()).toEqual({ which: 12 });
  });

  it('refuses two procedures on one method and path', () => {
    const clash = t.router({
      a: t.procedure.meta({ rest: { method: 'GET', path: '/x/{id}', summary: 'a' } }).query(() => 1),
      b: t.procedure.meta({ rest: { method: 'GET', path: '/x/{key}', summary: 'b' } }).query(() => 2),
    });
    expect(() => createRestHandler({ router: clash, basePath: '/api', createContext: vi.fn() })).toThrow(
      /two procedures/,
    );
  });
});

export { testRouter };
