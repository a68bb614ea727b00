// patches/README.md: tRPC is patched for speed in two places, its object-spread helper and the way it runs
// zod schemas. This checks that the tRPC loaded is the patched one and that both give what they gave before.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** babel's helper as tRPC 11.19.0 ships it (dist/getErrorShape-*.mjs), for comparison. */
function babelObjectSpread2(e: Record<PropertyKey, unknown>, ...sources: unknown[]) {
  const ownKeys = (o: object, enumerableOnly: boolean) => {
    const keys: PropertyKey[] = Object.keys(o);
    let symbols = Object.getOwnPropertySymbols(o);
    if (enumerableOnly)
      symbols = symbols.filter((s) => Object.getOwnPropertyDescriptor(o, s)?.enumerable === true);
    keys.push(...symbols);
    return keys;
  };
  sources.forEach((source, index) => {
    const t = (source ?? {}) as Record<PropertyKey, unknown>;
    if (index % 2 === 0) {
      for (const key of ownKeys(Object(t), true)) {
        if (key in e)
          Object.defineProperty(e, key, {
            value: t[key],
            enumerable: true,
            configurable: true,
            writable: true,
          });
        else e[key] = t[key];
      }
    } else Object.defineProperties(e, Object.getOwnPropertyDescriptors(t));
  });
  return e;
}

const distDir = dirname(createRequire(import.meta.url).resolve('@trpc/server'));
const helperFile = readdirSync(distDir).find((name) => /^getErrorShape-.*\.mjs$/.test(name));

async function patchedObjectSpread2() {
  if (!helperFile) throw new Error(`no getErrorShape-*.mjs in ${distDir}`);
  const module = (await import(pathToFileURL(join(distDir, helperFile)).href)) as Record<string, unknown>;
  const helper = Object.values(module).find(
    (value) => typeof value === 'function' && value.name === '_objectSpread2',
  );
  if (!helper) throw new Error(`${helperFile} exports no _objectSpread2`);
  return helper as (...args: unknown[]) => Record<PropertyKey, unknown>;
}

describe("tRPC's object-spread helper (patches/@trpc__server@11.19.0.patch)", () => {
  it('is the patched one', async () => {
    const helper = await patchedObjectSpread2();
    expect(helper.toString()).toContain('Patched for Portal KUBM');
  });

  it("builds the same objects as babel's helper on the shapes tRPC passes it", async () => {
    const helper = await patchedObjectSpread2();
    const tag = Symbol('tag');
    const hidden = Symbol('hidden');
    const withSymbols = { a: 1, [tag]: 'symbol' };
    Object.defineProperty(withSymbols, hidden, { value: 'not enumerable', enumerable: false });
    const withGetter = {
      get computed() {
        return 42;
      },
    };
    const next = () => 'next';
    const cases: unknown[][] = [
      [{ ctx: { user: null }, path: 'health.get', input: undefined }],
      [{ a: 1, b: 2 }, {}, { b: 3, next }],
      [withSymbols, { extra: true }],
      [withGetter],
      [null, undefined, { ok: true }],
      [JSON.parse('{"__proto__": {"polluted": true}, "name": "x"}')],
    ];
    for (const sources of cases) {
      const expected = babelObjectSpread2({}, ...sources);
      const actual = helper({}, ...sources);
      expect(actual).toStrictEqual(expected);
      expect(Reflect.ownKeys(actual)).toEqual(Reflect.ownKeys(expected));
      expect(Object.getPrototypeOf(actual)).toBe(Object.prototype);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('tRPC runs zod schemas synchronously (patches/@trpc__server@11.19.0.patch)', () => {
  const t = initTRPC.create();

  it("uses the schema's synchronous parse, zod's fast path, for input and output", async () => {
    const input = z.object({ name: z.string().min(1) });
    const output = z.object({ greeting: z.string() });
    const calls: string[] = [];
    for (const [label, schema] of [
      ['input', input],
      ['output', output],
    ] as const) {
      const parse = schema.parse.bind(schema);
      const parseAsync = schema.parseAsync.bind(schema);
      Object.assign(schema, {
        parse: (value: unknown) => {
          calls.push(`${label}.parse`);
          return parse(value);
        },
        parseAsync: (value: unknown) => {
          calls.push(`${label}.parseAsync`);
          return parseAsync(value);
        },
      });
    }
    const router = t.router({
      greet: t.procedure
        .input(input)
        .output(output)
        .query(({ input: { name } }) => ({ greeting: `Salam, ${name}`, extra: 'stripped' })),
    });
    const caller = t.createCallerFactory(router)({});
    expect(await caller.greet({ name: 'Ana' })).toEqual({ greeting: 'Salam, Ana' });
    expect(calls).toEqual(['input.parse', 'output.parse']);
  });

  it('answers a bad input with the same BAD_REQUEST and zod issues', async () => {
    const router = t.router({
      greet: t.procedure.input(z.object({ name: z.string().min(1, 'Nama diperlukan') })).query(() => 'ok'),
    });
    const caller = t.createCallerFactory(router)({});
    const error = await caller.greet({ name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect(((error as TRPCError).cause as unknown as z.ZodError).issues[0]?.message).toBe('Nama diperlukan');
  });

  it('still runs a schema that needs async (an async refinement) with parseAsync', async () => {
    const router = t.router({
      check: t.procedure
        .input(z.string().refine(async (value) => value === 'betul', 'Tidak betul'))
        .query(({ input }) => input),
    });
    const caller = t.createCallerFactory(router)({});
    expect(await caller.check('betul')).toBe('betul');
    const error = await caller.check('salah').catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect(((error as TRPCError).cause as unknown as z.ZodError).issues[0]?.message).toBe('Tidak betul');
  });
});

describe("tRPC's middleware chain builds each level's options as literals (patches/@trpc__server@11.19.0.patch)", () => {
  interface Ctx {
    user: string | null;
    extra?: string;
  }
  const t = initTRPC.context<Ctx>().meta<{ label: string }>().create();

  it('is the patched one', () => {
    const file = readdirSync(distDir).find((name) => /^initTRPC-.*\.mjs$/.test(name));
    if (!file) throw new Error(`no initTRPC-*.mjs in ${distDir}`);
    const source = readFileSync(join(distDir, file), 'utf8');
    const chain = source.slice(source.indexOf('async function callRecursive'));
    expect(chain).toContain('Patched for Portal KUBM');
  });

  it('gives each middleware the documented options, a context added by next, and a changed input', async () => {
    const seen: Record<string, unknown>[] = [];
    const router = t.router({
      greet: t.procedure
        .meta({ label: 'salam' })
        .use((opts) => {
          const { next, ...rest } = opts;
          seen.push(rest);
          return next({ ctx: { extra: 'tambahan' } });
        })
        .input(z.object({ name: z.string() }))
        .use((opts) => {
          const { next, ...rest } = opts;
          seen.push(rest);
          return next({ input: { name: `${opts.input.name}!` } });
        })
        .query(({ ctx, input }) => `${ctx.user}:${ctx.extra}:${input.name}`),
    });
    const caller = t.createCallerFactory(router)({ user: 'ana' });
    expect(await caller.greet({ name: 'Ana' })).toBe('ana:tambahan:Ana!');
    expect(seen.map((opts) => Object.keys(opts).sort())).toEqual([
      ['batchIndex', 'ctx', 'getRawInput', 'input', 'meta', 'path', 'signal', 'type'],
      ['batchIndex', 'ctx', 'getRawInput', 'input', 'meta', 'path', 'signal', 'type'],
    ]);
    expect(seen[0]).toMatchObject({
      ctx: { user: 'ana' },
      path: 'greet',
      type: 'query',
      meta: { label: 'salam' },
    });
    expect(seen[1]).toMatchObject({ ctx: { user: 'ana', extra: 'tambahan' }, input: { name: 'Ana' } });
    const { getRawInput } = seen[1] as { getRawInput: () => Promise<unknown> };
    expect(await getRawInput()).toEqual({ name: 'Ana' });
  });

  it('turns a throw anywhere in the chain into the same TRPCError', async () => {
    const router = t.router({
      fail: t.procedure
        .use(() => {
          throw new TRPCError({ code: 'FORBIDDEN', message: 'Tidak dibenarkan' });
        })
        .query(() => 'never'),
    });
    const error = await t
      .createCallerFactory(router)({ user: null })
      .fail()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('FORBIDDEN');
  });
});
