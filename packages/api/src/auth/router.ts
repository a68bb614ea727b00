import { z } from 'zod';
import { unauthorized } from '../errors';
import { publicProcedure, router } from '../trpc';

export const sessionUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  ministry: z.string(),
  profilePhoto: z.string().nullable(),
});

export const authRouter = router({
  /** GET /api/user: the signed-in user, 401 when nobody is. */
  me: publicProcedure
    .meta({ rest: { method: 'GET', path: '/user', summary: 'The signed-in user (401 when signed out)' } })
    .input(z.void())
    .output(sessionUserSchema)
    .query(({ ctx }) => {
      if (!ctx.user) throw unauthorized();
      return ctx.user;
    }),
});
