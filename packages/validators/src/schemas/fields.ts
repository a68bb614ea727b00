// Field schemas shared by several forms, so a rule is written once.
import { z } from 'zod';
import { LIMITS, MINISTRIES, ROLES } from '../constants';
import { MSG } from '../messages';

/** E-mail as typed: trimmed and lower-cased, so 'Ana@X.my' and 'ana@x.my' are one account. */
export const emailField = (message: string = MSG.email) =>
  z.string(message).trim().toLowerCase().max(LIMITS.emailMax, MSG.emailTooLong).pipe(z.email(message));

export const nameField = z
  .string(MSG.nameRequired)
  .trim()
  .min(1, MSG.nameRequired)
  .max(LIMITS.nameMax, MSG.nameTooLong);

/** Malaysian phone number: starts with 0, digits only, 10 or 11 long. */
export const phoneField = z
  .string(MSG.phoneFormat)
  .trim()
  .regex(/^0\d*$/, MSG.phoneFormat)
  .min(LIMITS.phoneMin, MSG.phoneLength)
  .max(LIMITS.phoneMax, MSG.phoneLength);

export const ministryField = z
  .string(MSG.ministryRequired)
  .min(1, MSG.ministryRequired)
  .refine((v) => (MINISTRIES as readonly string[]).includes(v), MSG.ministryInvalid);

export const roleField = z
  .string(MSG.roleRequired)
  .min(1, MSG.roleRequired)
  .refine((v) => (ROLES as readonly string[]).includes(v), MSG.roleInvalid);

export const ministryRoleSchema = z.object({ ministry: ministryField, role: roleField });
export type MinistryRole = z.infer<typeof ministryRoleSchema>;

export const ministryRolesField = z
  .array(ministryRoleSchema, MSG.ministryRolesMin)
  .min(1, MSG.ministryRolesMin)
  .max(20);

export const optionalDescription = z
  .string()
  .trim()
  .max(LIMITS.descriptionMax, MSG.descriptionTooLong)
  .optional()
  .nullable();

/** A database id in a path or body: a positive whole number (strings from URLs are accepted). */
export const idField = z.coerce.number().int().positive();
export const idParamSchema = z.object({ id: idField });
