import { idField, linkSchema } from '@kubm/validators';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc';
import * as service from './service';

export const linksRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/links', summary: 'All useful links, newest first' } })
    .input(z.void())
    .output(z.array(service.linkOutputSchema))
    .query(({ ctx }) => service.listLinks(ctx)),

  create: protectedProcedure
    .meta({
      rest: { method: 'POST', path: '/links', summary: 'Add a link (you become its creator)', status: 201 },
    })
    .input(linkSchema)
    .output(service.linkOutputSchema)
    .mutation(({ ctx, input }) => service.createLink(ctx, input)),

  update: protectedProcedure
    .meta({ rest: { method: 'PUT', path: '/links/{id}', summary: 'Edit a link (creator or leadership)' } })
    .input(linkSchema.extend({ id: idField }))
    .output(service.linkOutputSchema)
    .mutation(({ ctx, input: { id, ...link } }) => service.updateLink(ctx, id, link)),

  remove: protectedProcedure
    .meta({
      rest: { method: 'DELETE', path: '/links/{id}', summary: 'Delete a link (creator or leadership)' },
    })
    .input(z.object({ id: idField }))
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => service.removeLink(ctx, input.id)),
});
