import {
  forgotPasswordSchema,
  loginSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  verifyResetTokenSchema,
} from '@kubm/validators';
import { z } from 'zod';
import { unauthorized } from '../errors';
import { protectedProcedure, publicProcedure, router } from '../trpc';
import { currentUserSchema, loadCurrentUser } from '../users/current-user';
import * as auth from './service';

const messageSchema = z.object({ message: z.string() });

export const authRouter = router({
  me: publicProcedure
    .meta({ rest: { method: 'GET', path: '/user', summary: 'The signed-in user (401 when signed out)' } })
    .input(z.void())
    .output(currentUserSchema)
    .query(({ ctx }) => {
      if (!ctx.user) throw unauthorized();
      return loadCurrentUser(ctx.db, ctx.user.id);
    }),

  registrationOptions: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/registration-options',
        summary: 'What the register form asks: leadership roles open (no account yet), a registration code',
      },
    })
    .input(z.void())
    .output(z.object({ leadershipOpen: z.boolean(), codeRequired: z.boolean() }))
    .query(({ ctx }) => auth.registrationOptions(ctx)),

  login: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/login', summary: 'Sign in (remember-me keeps the session 30 days)' },
    })
    .input(loginSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),

  register: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/register', summary: 'Create an account and sign in', status: 201 },
    })
    .input(registerInputSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),

  logout: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/logout', summary: 'End this session' } })
    .input(z.void())
    .output(messageSchema)
    .mutation(({ ctx }) => auth.logout(ctx)),

  forgotPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/forgot-password',
        summary: 'E-mail a reset link (same answer for any address)',
      },
    })
    .input(forgotPasswordSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => auth.requestPasswordReset(ctx, input.email)),

  verifyResetToken: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/verify-reset-token',
        summary: 'Check a reset link',
        errorField: 'error',
      },
    })
    .input(verifyResetTokenSchema)
    .output(z.object({ valid: z.literal(true), message: z.string() }))
    .query(({ ctx, input }) => auth.verifyResetToken(ctx, input)),

  resetPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/reset-password',
        summary: 'Set a new password from a reset link',
        errorField: 'error',
      },
    })
    .input(resetPasswordInputSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx, input)),
});
