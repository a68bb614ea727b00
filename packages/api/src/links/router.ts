import { idField, linkSchema, linksListQuerySchema } from '@kubm/validators';
import { z } from 'zod';
import { outputCheck } from '../output-check';
import { protectedProcedure, router } from '../trpc';
import * as service from './service';

// A tRPC call's address names no page: it gets none.
function nextPageLink(req: { url: string }, before: number): string | null {
  const { pathname } = new URL(req.url);
  if (!pathname.endsWith('/links')) return null;
  return `<${pathname}?before=${before}>; rel="next"`;
}

export const linksRouter = router({
  // Over REST a page that is not the last names the next in a Link header; tRPC passes the last id as `cursor`.
  list: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/links',
        summary:
          'Useful links, newest first, a page at a time (LINKS_PAGE_SIZE); while more follow, the header ' +
          'Link: <…?before={id}>; rel="next" gives the next page',
      },
    })
    .input(linksListQuerySchema.optional())
    .output(outputCheck(z.array(service.linkOutputSchema)))
    .query(async ({ ctx, input }) => {
      const page = await service.listLinks(ctx, ctx.lists.pageSize, input?.before ?? input?.cursor);
      const next = page.nextCursor === null ? null : nextPageLink(ctx.req, page.nextCursor);
      if (next) ctx.resHeaders.set('Link', next);
      return page.items;
    }),

  get: protectedProcedure
    .meta({
      errors: ['NOT_FOUND'],
      rest: { method: 'GET', path: '/links/{id}', summary: 'One link' },
    })
    .input(z.object({ id: idField }))
    .output(outputCheck(service.linkOutputSchema))
    .query(({ ctx, input }) => service.getLink(ctx, input.id)),

  create: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/links',
        summary: 'Add a link (you become its creator)',
        status: 201,
        example: {
          title: 'Laman Vatican',
          url: 'https://www.vatican.va/',
          description: 'Dokumen rasmi Gereja',
          category: 'Bahan Liturgi',
        },
      },
    })
    .input(linkSchema)
    .output(outputCheck(service.linkOutputSchema))
    .mutation(({ ctx, input }) => service.createLink(ctx, input)),

  update: protectedProcedure
    .meta({
      errors: ['NOT_FOUND', 'FORBIDDEN'],
      rest: {
        method: 'PUT',
        path: '/links/{id}',
        summary: 'Edit a link (creator or leadership)',
        description:
          'Hanya pencipta pautan atau kepimpinan (Pengerusi KUBM, Timbalan Pengerusi KUBM): 403 selainnya.',
        example: {
          title: 'Laman Vatican',
          url: 'https://www.vatican.va/',
          description: 'Dokumen rasmi Gereja',
          category: 'Bahan Liturgi',
        },
      },
    })
    .input(linkSchema.extend({ id: idField }))
    .output(outputCheck(service.linkOutputSchema))
    .mutation(({ ctx, input: { id, ...link } }) => service.updateLink(ctx, id, link)),

  remove: protectedProcedure
    .meta({
      errors: ['NOT_FOUND', 'FORBIDDEN'],
      rest: { method: 'DELETE', path: '/links/{id}', summary: 'Delete a link (creator or leadership)' },
    })
    .input(z.object({ id: idField }))
    .output(outputCheck(z.object({ message: z.string() })))
    .mutation(({ ctx, input }) => service.removeLink(ctx, input.id)),
});
