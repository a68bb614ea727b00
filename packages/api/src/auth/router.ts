import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerInputSchema,
  registrationCodeChangeSchema,
  resetPasswordInputSchema,
  verifyResetTokenSchema,
} from '@kubm/validators';
import { z } from 'zod';
import { outputCheck } from '../output-check';
import { leadershipProcedure, protectedProcedure, publicProcedure, router } from '../trpc';
import { currentUserSchema, loadCurrentUser } from '../users/current-user';
import { changeRegistrationCode, viewRegistrationCode } from './registration-code';
import * as auth from './service';
import { setCookie } from './session-cookie';
import { PERSISTENT_SESSION_DAYS } from './sessions';

const messageSchema = z.object({ message: z.string() });

const registrationCodeSchema = z.object({
  mode: z.enum(['portal', 'fixed', 'open']),
  code: z.string().nullable(),
  changeable: z.boolean(),
});

export const authRouter = router({
  me: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/user',
        summary: 'The signed-in user (401 when signed out)',
        description: 'Pengguna semasa; 401 bermaksud belum log masuk.',
      },
    })
    .input(z.void())
    .output(outputCheck(currentUserSchema))
    .query(({ ctx }) => loadCurrentUser(ctx.db, ctx.user.id)),

  registrationOptions: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/registration-options',
        summary: 'What the register form asks: leadership roles open (no account yet), a registration code',
      },
    })
    .input(z.void())
    .output(outputCheck(z.object({ leadershipOpen: z.boolean(), codeRequired: z.boolean() })))
    .query(({ ctx }) => auth.registrationOptions(ctx)),

  registrationCode: leadershipProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/registration-code',
        summary: 'The code newcomers need to register, for leadership to share',
        description:
          'mode portal: kod portal sendiri (boleh ditukar); fixed: REGISTRATION_CODE pengendali (tidak boleh ' +
          'ditukar); open: REGISTRATION_OPEN, tiada kod (code null).',
      },
    })
    .input(z.void())
    .output(outputCheck(registrationCodeSchema))
    .query(({ ctx }) => viewRegistrationCode(ctx)),

  changeRegistrationCode: leadershipProcedure
    .meta({
      errors: ['CONFLICT'],
      rest: {
        method: 'POST',
        path: '/registration-code',
        summary: 'Change the registration code: a new random one, or the one given',
        description:
          'Tanpa code: kod rawak baru (8 aksara). Dengan code: 6 hingga 32 huruf atau nombor (disimpan dalam ' +
          'huruf besar, tanpa ruang atau tanda sempang). Kod lama tidak lagi diterima. 409: kod ditetapkan ' +
          'atau pendaftaran dibuka oleh pengendali.',
        example: { code: 'PAROKI2026' },
      },
    })
    .input(registrationCodeChangeSchema)
    .output(outputCheck(registrationCodeSchema))
    .mutation(({ ctx, input }) => changeRegistrationCode(ctx, input.code)),

  login: publicProcedure
    .meta({
      errors: ['UNAUTHORIZED', 'TOO_MANY_REQUESTS'],
      sessionCookie: 'set',
      rest: {
        method: 'POST',
        path: '/login',
        summary: `Sign in (remember-me keeps the session ${PERSISTENT_SESSION_DAYS} days)`,
        description:
          'Log masuk dengan e-mel dan kata laluan. 401: e-mel atau kata laluan salah. 429: terlalu banyak ' +
          'cubaan gagal; Retry-After menyatakan berapa saat perlu menunggu.',
        example: { email: 'ana@contoh.my', password: 'rahsia123', rememberMe: true },
      },
    })
    .input(loginSchema)
    .output(outputCheck(currentUserSchema))
    .mutation(async ({ ctx, input }) => setCookie(ctx, await auth.login(ctx, input))),

  register: publicProcedure
    .meta({
      errors: ['FORBIDDEN', 'CONFLICT', 'TOO_MANY_REQUESTS'],
      sessionCookie: 'set',
      rest: {
        method: 'POST',
        path: '/register',
        summary: 'Create an account and sign in',
        description:
          'Daftar dan log masuk (pasangan pertama ministryRoles ialah ministry dan peranan pengguna). ' +
          '403: kod pendaftaran salah atau tiada (diperlukan sebaik sahaja portal diasaskan, lihat ' +
          'GET /api/registration-options), atau peranan AJK UTAMA yang hanya boleh diberi oleh kepimpinan KUBM. ' +
          '409: e-mel sudah didaftarkan. 429: terlalu banyak pendaftaran dari alamat ini.',
        status: 201,
        example: {
          name: 'Ana binti Ali',
          email: 'ana@contoh.my',
          phone: '0123456789',
          password: 'rahsia123',
          ministryRoles: [{ ministry: 'LITURGI (MINISTRI)', role: 'Member' }],
        },
      },
    })
    .input(registerInputSchema)
    .output(outputCheck(currentUserSchema))
    .mutation(async ({ ctx, input }) => setCookie(ctx, await auth.register(ctx, input))),

  logout: protectedProcedure
    .meta({ sessionCookie: 'clear', rest: { method: 'POST', path: '/logout', summary: 'End this session' } })
    .input(z.void())
    .output(outputCheck(messageSchema))
    .mutation(async ({ ctx }) => setCookie(ctx, await auth.logout(ctx))),

  logoutOthers: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/logout-others',
        summary: 'End your sessions on other devices (this one stays signed in)',
        description: 'Log keluar dari peranti lain: setiap sesi akaun ini kecuali sesi ini ditamatkan.',
      },
    })
    .input(z.void())
    .output(outputCheck(messageSchema))
    .mutation(({ ctx }) => auth.logoutOthers(ctx)),

  changePassword: protectedProcedure
    .meta({
      errors: ['FORBIDDEN', 'TOO_MANY_REQUESTS'],
      rest: {
        method: 'POST',
        path: '/change-password',
        summary: 'Change your password (ends your other sessions)',
        description:
          'Tukar kata laluan dengan kata laluan semasa; kata laluan baru 8 hingga 100 aksara. Sesi di ' +
          'peranti lain ditamatkan, sesi ini kekal. 403: kata laluan semasa tidak betul. 429: terlalu ' +
          'banyak cubaan (had log masuk).',
        example: { currentPassword: 'rahsia123', password: 'rahsiabaru123' },
      },
    })
    .input(changePasswordSchema)
    .output(outputCheck(messageSchema))
    .mutation(({ ctx, input }) => auth.changePassword(ctx, input)),

  forgotPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/forgot-password',
        summary: 'E-mail a reset link (same answer for any address)',
        example: { email: 'ana@contoh.my' },
      },
    })
    .input(forgotPasswordSchema)
    .output(outputCheck(messageSchema))
    .mutation(({ ctx, input }) => auth.requestPasswordReset(ctx, input.email)),

  verifyResetToken: publicProcedure
    .meta({
      errors: ['BAD_REQUEST'],
      rest: {
        method: 'GET',
        path: '/verify-reset-token',
        summary: 'Check a reset link',
        errorField: 'error',
      },
    })
    .input(verifyResetTokenSchema)
    .output(outputCheck(z.object({ valid: z.literal(true), message: z.string() })))
    .query(({ ctx, input }) => auth.verifyResetToken(ctx, input)),

  resetPassword: publicProcedure
    .meta({
      errors: ['BAD_REQUEST'],
      // Every session of the account ends, this browser's cookie with them.
      sessionCookie: 'clear',
      rest: {
        method: 'POST',
        path: '/reset-password',
        summary: 'Set a new password from a reset link',
        errorField: 'error',
        example: {
          token: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
          email: 'ana@contoh.my',
          password: 'rahsiabaru123',
        },
      },
    })
    .input(resetPasswordInputSchema)
    .output(outputCheck(messageSchema))
    .mutation(async ({ ctx, input }) => setCookie(ctx, await auth.resetPassword(ctx, input))),
});
