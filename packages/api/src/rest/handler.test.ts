import { MSG } from '@kubm/validators';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from '../errors';
import { createRestCore, createRestHandler, type RestErrorInfo } from './handler';
import { INPUT_MESSAGES } from './input';
import { type TestContext, t, testRouter } from './test-router';

function setup(user: string | null = null) {
  const errors: RestErrorInfo<{ reqId: string }>[] = [];
  const handler = createRestHandler<typeof testRouter, { reqId: string }>({
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

/** The JSON body of a response, as the assertions read it. */
async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
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
    expect(await json(res)).toEqual({ id: 1, title: 'Laman KUBM', url: 'https://kubm.example' });
  });

  it('merges path params over the body, as strings the schema coerces', async () => {
    const { call } = setup();
    const res = await call('PUT', '/api/links/5', {
      body: JSON.stringify({ ...validLink, id: 99 }),
      type: 'application/json',
    });
    expect(res.status).toBe(200);
    expect((await json(res)).id).toBe(5);
  });

  it('reads GET input from the query string', async () => {
    const { call } = setup();
    expect(await json(await call('GET', '/api/tasks?mode=created'))).toEqual({ mode: 'created' });
    expect(await json(await call('GET', '/api/tasks'))).toEqual({ mode: 'assigned' });
  });

  it('answers 400 with the validators messages as issues', async () => {
    const { call } = setup();
    const res = await call('POST', '/api/links', {
      body: JSON.stringify({ title: 'ab', url: 'javascript:alert(1)', category: 'Nope' }),
      type: 'application/json',
    });
    expect(res.status).toBe(400);
    const body = await json(res);
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
    expect(await json(bad)).toEqual({ message: INPUT_MESSAGES.badJson });
    const form = await call('POST', '/api/links', {
      body: 'title=x',
      type: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect((await json(form)).message).toBeTypeOf('string');
  });

  it('treats an empty body as {}', async () => {
    const { call } = setup();
    const res = await call('POST', '/api/tasks/note');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ note: null });
  });

  it('answers 404 for unknown paths and 405 with Allow for a wrong method', async () => {
    const { call } = setup();
    const missing = await call('GET', '/api/nothing/here');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: 'Laluan API tidak dijumpai' });
    const wrong = await call('POST', '/api/links/3', { body: '{}', type: 'application/json' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('PUT, DELETE');
    expect(await json(wrong)).toHaveProperty('message');
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
    expect(await json(res)).toEqual({ message: 'Sila log masuk terlebih dahulu' });
    expect(errors[0]?.error.code).toBe('UNAUTHORIZED');
  });

  it('also names the message `error` where the meta asks for it', async () => {
    const { call } = setup();
    const res = await call('GET', '/api/verify');
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'Token diperlukan', message: 'Token diperlukan' });
    expect(await json(await call('GET', '/api/verify?token=abc'))).toEqual({ valid: true });
  });

  it('hides unexpected errors behind a generic 500 and reports them', async () => {
    const { call, errors } = setup();
    const res = await call('GET', '/api/boom');
    expect(res.status).toBe(500);
    expect(await json(res)).toEqual({ message: GENERIC_ERROR_MESSAGE });
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

  it('sends a raw file as its media type, as an attachment, byte for byte', async () => {
    const { call } = setup();
    const res = await call('GET', '/api/members/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ahli.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFname\r\nSiti, "Ana"\r\n');
  });

  it('refuses a raw file name that could break the header, as a generic 500', async () => {
    const { call, errors } = setup();
    const res = await call('GET', `/api/members/export.csv?name=${encodeURIComponent('a"\r\nX-Evil: 1')}`);
    expect(res.status).toBe(500);
    expect(res.headers.get('x-evil')).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('prefers a literal segment over a parameter', async () => {
    const { call } = setup();
    expect(await json(await call('GET', '/api/members/with-photos'))).toEqual({ which: 'with-photos' });
    expect(await json(await call('GET', '/api/members/12'))).toEqual({ which: 12 });
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

  describe('a sessionless route', () => {
    const answer = { votes: 3 };
    const sessionlessMeta = {
      rest: {
        method: 'GET',
        path: '/tally',
        summary: 'tally',
        revalidate: true,
        sessionless: { ready: () => undefined },
      },
    } as const;

    function setupTally(
      ready: (deps: unknown) => object | undefined,
      given: { readyFrom?: object } = { readyFrom: {} },
    ) {
      const resolved: string[] = [];
      const contexts: boolean[] = [];
      const meta = { rest: { ...sessionlessMeta.rest, sessionless: { ready } } };
      const router = t.router({
        tally: t.procedure.meta(meta).query(() => {
          resolved.push('tally');
          return answer;
        }),
      });
      const core = createRestCore<typeof router, null>({
        router,
        basePath: '/api',
        ...given,
        createContext: ({ resHeaders, sessionless }) => {
          contexts.push(sessionless);
          return { user: null, resHeaders } as TestContext;
        },
      });
      const request = {
        method: 'GET',
        url: 'http://localhost/api/tally',
        headers: { get: () => null },
        text: async () => '',
      };
      const read = core.sessionlessRead('/api/tally');
      if (!read) throw new Error('no short path for /api/tally');
      return { core, read, request, resolved, contexts };
    }

    it('is found at its exact path alone, and answered by the procedure with a sessionless context', async () => {
      const { core, read, request, resolved, contexts } = setupTally(() => undefined);
      expect(core.sessionlessRead('/api/tally/')).toBeUndefined();
      expect(core.sessionlessRead('/api/links')).toBeUndefined();
      expect(read.ready(null)).toBeUndefined();
      const short = await read.answer(request, null);
      const long = await core(request, new URL(request.url), null);
      expect(short).toEqual(long);
      expect(short.body).toBe(JSON.stringify(answer));
      expect(short.headers.etag).toMatch(/^"[\w-]{43}"$/);
      expect(resolved).toEqual(['tally', 'tally']);
      expect(contexts).toEqual([true, true]);
    });

    it('replies from the answer at hand without the procedure, 304 when its tag matches', async () => {
      const given: unknown[] = [];
      const readyFrom = { deps: 'server' };
      const { core, read, request, resolved } = setupTally(
        (deps) => {
          given.push(deps);
          return answer;
        },
        { readyFrom },
      );
      const first = read.ready(null);
      expect(first).toEqual(await core(request, new URL(request.url), null));
      expect(resolved).toEqual(['tally']); // the long door's call only
      expect(given).toEqual([readyFrom]);
      const again = read.ready(first?.headers.etag ?? null);
      expect(again?.status).toBe(304);
      expect(again?.body).toBeNull();
      expect(resolved).toEqual(['tally']);
    });

    it('has no answer at hand without readyFrom', () => {
      const { read } = setupTally(() => answer, {});
      expect(read.ready(null)).toBeUndefined();
    });

    it('without ready, needs no ETag: the procedure answers each time, with a sessionless context', async () => {
      const contexts: boolean[] = [];
      const router = t.router({
        probe: t.procedure
          .meta({ rest: { method: 'GET', path: '/probe', summary: 'probe', sessionless: {} } })
          .query(() => answer),
      });
      const core = createRestCore<typeof router, null>({
        router,
        basePath: '/api',
        readyFrom: {},
        createContext: ({ resHeaders, sessionless }) => {
          contexts.push(sessionless);
          return { user: null, resHeaders } as TestContext;
        },
      });
      const read = core.sessionlessRead('/api/probe');
      expect(read?.ready(null)).toBeUndefined();
      const reply = await read?.answer(
        {
          method: 'GET',
          url: 'http://localhost/api/probe',
          headers: { get: () => null },
          text: async () => '',
        },
        null,
      );
      expect(reply?.status).toBe(200);
      expect(reply?.body).toBe(JSON.stringify(answer));
      expect(reply?.headers.etag).toBeUndefined();
      expect(contexts).toEqual([true]);
    });

    it('must be a public GET with no input, and revalidated when it has an answer at hand', () => {
      const refused = {
        protected: t.procedure.meta({ ...sessionlessMeta, access: 'protected' }).query(() => answer),
        input: t.procedure
          .meta(sessionlessMeta)
          .input(z.object({ q: z.string() }))
          .query(() => answer),
        unrevalidatedReady: t.procedure
          .meta({ rest: { ...sessionlessMeta.rest, revalidate: undefined } })
          .query(() => answer),
        post: t.procedure
          .meta({ rest: { method: 'POST', path: '/tally', summary: 'tally', sessionless: {} } })
          .mutation(() => answer),
      };
      for (const [name, procedure] of Object.entries(refused)) {
        const router = t.router({ [name]: procedure });
        expect(() => createRestCore({ router, basePath: '/api', createContext: vi.fn() }), name).toThrow(
          /sessionless/,
        );
      }
    });
  });
});
