import { idField, profileUpdateSchema } from '@kubm/validators';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc';
import { currentUserSchema } from './current-user';
import * as users from './service';

export const usersRouter = router({
  update: protectedProcedure
    .meta({ rest: { method: 'PUT', path: '/users/{id}', summary: 'Update your own profile (partial)' } })
    .input(profileUpdateSchema.extend({ id: idField }))
    .output(currentUserSchema)
    .mutation(({ ctx, input: { id, ...changes } }) => users.updateProfile(ctx, id, changes)),

  remove: protectedProcedure
    .meta({ rest: { method: 'DELETE', path: '/users/{id}', summary: 'Delete your own account' } })
    .input(z.object({ id: idField }))
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => users.deleteAccount(ctx, input.id)),
});
