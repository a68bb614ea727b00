import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import {
  emailField,
  ministryField,
  ministryRolesField,
  nameField,
  phoneField,
  roleField,
  textField,
} from './fields';

export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string(MSG.passwordRequired)
    .min(1, MSG.passwordRequired)
    .max(LIMITS.passwordMax, MSG.passwordTooLong),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

const registerPassword = z
  .string(MSG.registerPasswordMin)
  .min(LIMITS.registerPasswordMin, MSG.registerPasswordMin)
  .max(LIMITS.passwordMax, MSG.passwordTooLong);

/** The server decides whether it is needed (REGISTRATION_CODE). */
const registrationCode = textField(MSG.registrationCodeInvalid)
  .trim()
  .max(LIMITS.registrationCodeMax, MSG.registrationCodeInvalid)
  .optional();

export const registerSchema = z.object({
  name: nameField,
  email: emailField(),
  phone: phoneField,
  password: registerPassword,
  ministryRoles: ministryRolesField,
  registrationCode,
});
export type RegisterForm = z.infer<typeof registerSchema>;

/** `ministry` and `role` are accepted for compatibility; the first pair is the truth. */
export const registerInputSchema = registerSchema.extend({
  ministry: ministryField.optional(),
  role: roleField.optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const resetPassword = z
  .string(MSG.resetPasswordMin)
  .min(LIMITS.resetPasswordMin, MSG.resetPasswordMin)
  .max(LIMITS.passwordMax, MSG.resetPasswordMax);

export const resetPasswordFormSchema = z
  .object({ password: resetPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.resetPasswordMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

const resetToken = textField(MSG.tokenInvalid)
  .min(1, MSG.tokenInvalid)
  .max(LIMITS.tokenMax, MSG.tokenInvalid);

export const resetPasswordInputSchema = z.object({
  token: resetToken,
  email: emailField(),
  password: resetPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const verifyResetTokenSchema = z.object({ token: resetToken, email: emailField() });
export type VerifyResetTokenInput = z.infer<typeof verifyResetTokenSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string(MSG.passwordRequired)
    .min(1, MSG.passwordRequired)
    .max(LIMITS.passwordMax, MSG.passwordTooLong),
  password: resetPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.resetPasswordMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
