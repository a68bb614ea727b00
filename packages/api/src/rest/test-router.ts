import { idField, linkSchema } from '@kubm/validators';
import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { ResponseHeaders } from '../context';
import { rawFileSchema } from '../raw-file';
import type { RestMeta } from '../trpc';

export interface TestContext {
  user: string | null;
}
export const t = initTRPC.context<TestContext>().meta<RestMeta>().create();
const pub = t.procedure.meta({ access: 'public' });
const signedIn = t.procedure.meta({ access: 'protected' });

const linkExample = { title: 'Laman KUBM', url: 'https://kubm.example', category: 'Aplikasi' };

const linkOut = z.object({ id: z.number(), title: z.string(), url: z.string() });
const userOut = z.object({ id: z.number(), email: z.string() });

export const testRouter = t.router({
  links: t.router({
    create: signedIn
      .meta({
        rest: { method: 'POST', path: '/links', summary: 'Create', status: 201, example: linkExample },
      })
      .input(linkSchema)
      .output(linkOut)
      .mutation(({ input }) => ({ id: 1, ...input })),
    update: signedIn
      .meta({
        errors: ['NOT_FOUND', 'FORBIDDEN'],
        rest: { method: 'PUT', path: '/links/{id}', summary: 'Update', example: linkExample },
      })
      .input(linkSchema.extend({ id: idField }))
      .output(linkOut)
      .mutation(({ input }) => input),
    remove: pub
      .meta({ rest: { method: 'DELETE', path: '/links/{id}', summary: 'Delete', status: 204 } })
      .input(z.object({ id: idField }))
      .mutation(() => undefined),
  }),
  tasks: t.router({
    list: pub
      .meta({ rest: { method: 'GET', path: '/tasks', summary: 'List' } })
      .input(z.object({ mode: z.enum(['assigned', 'created', 'all']).default('assigned') }))
      .query(({ input }) => ({ mode: input.mode })),
    note: pub
      .meta({ rest: { method: 'POST', path: '/tasks/note', summary: 'Note', example: { note: 'Nota' } } })
      .input(z.object({ note: z.string().optional() }))
      .mutation(({ input }) => ({ note: input.note ?? null })),
  }),
  members: t.router({
    withPhotos: pub
      .meta({ rest: { method: 'GET', path: '/members/with-photos', summary: 'With photos' } })
      .query(() => ({ which: 'with-photos' })),
    export: pub
      .meta({
        rest: {
          method: 'GET',
          path: '/members/export.csv',
          summary: 'A file',
          raw: { contentType: 'text/csv; charset=utf-8' },
        },
      })
      .input(z.object({ name: z.string().default('ahli.csv') }))
      .output(rawFileSchema)
      .query(({ input }) => ({ filename: input.name, body: '\uFEFFname\r\nSiti, "Ana"\r\n' })),
    get: pub
      .meta({ rest: { method: 'GET', path: '/members/{id}', summary: 'One' } })
      .input(z.object({ id: idField }))
      .query(({ input }) => ({ which: input.id })),
  }),
  account: t.router({
    me: signedIn
      .meta({ rest: { method: 'GET', path: '/user', summary: 'Me' } })
      .input(z.void())
      .output(userOut)
      .query(({ ctx }) => {
        if (!ctx.user)
          throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sila log masuk terlebih dahulu' });
        // The row carries a hash; the output schema must drop it.
        return { id: 7, email: ctx.user, passwordHash: '$argon2id$secret' };
      }),
    login: pub
      .meta({ sessionCookie: 'set', rest: { method: 'POST', path: '/login', summary: 'Login' } })
      .mutation(({ ctx }) => {
        (ctx as TestContext & { resHeaders: ResponseHeaders }).resHeaders.append('Set-Cookie', 'a=1; Path=/');
        (ctx as TestContext & { resHeaders: ResponseHeaders }).resHeaders.append('Set-Cookie', 'b=2; Path=/');
        return { ok: true };
      }),
    verify: pub
      .meta({ rest: { method: 'GET', path: '/verify', summary: 'Verify', errorField: 'error' } })
      .input(z.object({ token: z.string('Token diperlukan').min(1, 'Token diperlukan') }))
      .query(() => ({ valid: true })),
    boom: pub.meta({ rest: { method: 'GET', path: '/boom', summary: 'Fails' } }).query(() => {
      throw new Error('database exploded at 10.0.0.5');
    }),
  }),
  // No REST meta: reachable over tRPC only.
  hidden: t.procedure.query(() => 'hidden'),
});
