// An error a procedure raises without declaring it in meta.errors: under test the call fails naming the
// procedure and the entry to add; in production the member gets the error's own answer and the log a warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notFound } from '../app-error';
import { createContext } from '../context';
import type { ApiDeps } from '../deps';
import { createTestApi, type TestApi } from '../test-api';
import { publicProcedure, router } from '../trpc';
import { createRestHandler } from './handler';

const probeRouter = router({
  declared: publicProcedure
    .meta({ errors: ['NOT_FOUND'], rest: { method: 'GET', path: '/declared', summary: 'Declares its 404' } })
    .input(z.void())
    .query(() => {
      throw notFound('Tiada di sini');
    }),
  undeclared: publicProcedure
    .meta({ rest: { method: 'GET', path: '/undeclared', summary: 'Raises a 404 it does not declare' } })
    .input(z.void())
    .query(() => {
      throw notFound('Tiada di sini');
    }),
});

const MISSING =
  "undeclared raised NOT_FOUND, which its meta.errors does not declare: add 'NOT_FOUND' to meta.errors";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.handle.close());

function doors(deps: ApiDeps) {
  const handler = createRestHandler<typeof probeRouter, null>({
    router: probeRouter,
    basePath: '/api',
    createContext: ({ req, resHeaders }) => createContext(deps, { req, resHeaders, clientIp: '127.0.0.1' }),
  });
  const rest = async (path: string) => {
    const res = await handler(new Request(`http://localhost/api${path}`), new Headers(), null);
    return { status: res.status, body: (await res.json()) as { message: string } };
  };
  const req = new Request('http://localhost/trpc');
  const caller = probeRouter.createCaller(() =>
    createContext(deps, { req, resHeaders: new Headers(), clientIp: '127.0.0.1' }),
  );
  return { rest, caller };
}

describe('an undeclared error under test', () => {
  it('is the default under vitest', () => {
    expect(api.deps.undeclaredErrors).toBe('fail');
  });

  it('fails the call with a message naming the procedure and the missing meta.errors entry', async () => {
    const { rest, caller } = doors(api.deps);
    await expect(caller.undeclared()).rejects.toThrow(MISSING);
    expect(await rest('/undeclared')).toEqual({ status: 500, body: { message: MISSING } });
  });

  it('leaves a declared error as it is', async () => {
    const { rest, caller } = doors(api.deps);
    await expect(caller.declared()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Tiada di sini' });
    expect(await rest('/declared')).toEqual({ status: 404, body: { message: 'Tiada di sini' } });
  });
});

describe('an undeclared error in production', () => {
  it("answers the error's own status and message, never a 500, and logs a warning", async () => {
    const warnings: { obj: object; msg: string | undefined }[] = [];
    const logger = { ...api.deps.logger, warn: (obj: object, msg?: string) => warnings.push({ obj, msg }) };
    const { rest, caller } = doors({ ...api.deps, logger, undeclaredErrors: 'warn' });

    expect(await rest('/undeclared')).toEqual({ status: 404, body: { message: 'Tiada di sini' } });
    await expect(caller.undeclared()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Tiada di sini' });
    expect(warnings).toEqual([
      { obj: { path: 'undeclared', code: 'NOT_FOUND', declared: [] }, msg: 'undeclared procedure error' },
      { obj: { path: 'undeclared', code: 'NOT_FOUND', declared: [] }, msg: 'undeclared procedure error' },
    ]);
  });
});
