import { idField, profileUpdateSchema } from '@kubm/validators';
import { z } from 'zod';
import { setCookie } from '../auth/session-cookie';
import { outputCheck } from '../output-check';
import { protectedProcedure, router } from '../trpc';
import { currentUserSchema } from './current-user';
import * as users from './service';

export const usersRouter = router({
  update: protectedProcedure
    .meta({
      // 404: the account was deleted while the update ran.
      errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
      rest: {
        method: 'PUT',
        path: '/users/{id}',
        summary: 'Update your own profile (partial)',
        description:
          'Kemaskini sebahagian profil sendiri (tiada kata laluan). profilePhoto: null membuang foto. ' +
          '403: bukan akaun anda. 409: e-mel sudah digunakan. 400 juga untuk foto yang bukan JPEG, PNG ' +
          'atau WebP, atau melebihi PHOTO_MAX_PIXELS; pelayan menyimpan JPEG 300×300 paling besar.',
        example: {
          name: 'Ana binti Ali',
          phone: '0123456789',
          ministryRoles: [{ ministry: 'KOIR (MINISTRI)', role: 'Member' }],
        },
      },
    })
    .input(profileUpdateSchema.extend({ id: idField }))
    .output(outputCheck(currentUserSchema))
    .mutation(({ ctx, input: { id, ...changes } }) => users.updateProfile(ctx, id, changes)),

  remove: protectedProcedure
    .meta({
      errors: ['FORBIDDEN'],
      sessionCookie: 'clear',
      rest: { method: 'DELETE', path: '/users/{id}', summary: 'Delete your own account' },
    })
    .input(z.object({ id: idField }))
    .output(outputCheck(z.object({ message: z.string() })))
    .mutation(async ({ ctx, input }) => setCookie(ctx, await users.deleteAccount(ctx, input.id))),
});
