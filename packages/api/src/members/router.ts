import { idField, memberUpdateSchema } from '@kubm/validators';
import { z } from 'zod';
import { outputCheck } from '../output-check';
import { preparedOutput } from '../prepared-answer';
import { protectedProcedure, publicProcedure, router } from '../trpc';
import * as service from './service';

export const membersRouter = router({
  // Public: the public org chart reads them; visitors get no e-mail or phone (see the service).
  list: publicProcedure
    .meta({ rest: { method: 'GET', path: '/members', summary: 'Every member, by name' } })
    .input(z.void())
    .output(preparedOutput(service.memberListSchema))
    .query(({ ctx }) => service.listMembers(ctx)),

  withPhotos: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/members/with-photos',
        summary: "Every member, by name, with the address of each one's profile photo",
      },
    })
    .input(z.void())
    .output(preparedOutput(service.memberWithPhotoListSchema))
    .query(({ ctx }) => service.listMembersWithPhotos(ctx)),

  update: protectedProcedure
    .meta({
      errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
      rest: {
        method: 'PUT',
        path: '/members/{id}',
        description:
          'Suntingan penuh (name, email, phone, role, ministry), keluarkan dari jawatan (role dan ministry) atau ' +
          'tetapkan jawatan (role sahaja). 409: e-mel sudah digunakan.',
        example: {
          name: 'Ana binti Ali',
          email: 'ana@contoh.my',
          phone: '0123456789',
          role: 'Setiausaha',
          ministry: 'AJK UTAMA',
        },
        summary: 'Edit a member, remove them from a role or assign one (leadership, or yourself)',
      },
    })
    .input(memberUpdateSchema.extend({ id: idField }))
    .output(outputCheck(service.memberOutputSchema))
    .mutation(({ ctx, input: { id, ...changes } }) => service.updateMember(ctx, id, changes)),
});
