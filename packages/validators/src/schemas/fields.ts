// Field schemas shared by several forms, so a rule is written once.
import { z } from 'zod';
import { LIMITS, MAX_ID, MINISTRIES, ROLES, STORED_MINISTRIES, STORED_ROLES } from '../constants';
import { MSG } from '../messages';

/**
 * Every stored text starts here. PostgreSQL text cannot hold U+0000: refusing it in the shared rule
 * keeps such input a 400 with a Malay message instead of a database error.
 */
export const textField = (message?: string) =>
  z.string(message).refine((value) => !value.includes('\u0000'), MSG.textForbiddenCharacter);

/** E-mail as typed: trimmed and lower-cased, so 'Ana@X.my' and 'ana@x.my' are one account. */
export const emailField = (message: string = MSG.email) =>
  textField(message).trim().toLowerCase().max(LIMITS.emailMax, MSG.emailTooLong).pipe(z.email(message));

export const nameField = textField(MSG.nameRequired)
  .trim()
  .min(1, MSG.nameRequired)
  .max(LIMITS.nameMax, MSG.nameTooLong);

/** Malaysian phone number: starts with 0, digits only, 10 or 11 long. */
export const phoneField = textField(MSG.phoneFormat)
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

/** Also accepts what removing someone from a role stores ('Ahli Biasa', 'Umum'): a profile may hold them. */
export const storedMinistryField = z
  .string(MSG.ministryRequired)
  .min(1, MSG.ministryRequired)
  .refine((v) => (STORED_MINISTRIES as readonly string[]).includes(v), MSG.ministryInvalid);

export const storedRoleField = z
  .string(MSG.roleRequired)
  .min(1, MSG.roleRequired)
  .refine((v) => (STORED_ROLES as readonly string[]).includes(v), MSG.roleInvalid);

export const ministryRoleSchema = z.object({ ministry: ministryField, role: roleField });
export type MinistryRole = z.infer<typeof ministryRoleSchema>;

const pairList = <T extends z.ZodType>(pair: T) =>
  z.array(pair, MSG.ministryRolesMin).min(1, MSG.ministryRolesMin).max(LIMITS.ministryRolesMax);

/** Registration: pairs from the two lists only. */
export const ministryRolesField = pairList(ministryRoleSchema);

/** Profile: the pairs a member holds, including a role they were removed from ('Ahli Biasa' / 'Umum'). */
export const storedMinistryRolesField = pairList(
  z.object({ ministry: storedMinistryField, role: storedRoleField }),
);

export const optionalDescription = textField()
  .trim()
  .max(LIMITS.descriptionMax, MSG.descriptionTooLong)
  .optional()
  .nullable();

/**
 * A database id in a path or body: a whole number from 1 to the serial column's maximum. From a URL it
 * arrives as a string, so decimal digits are accepted too, but nothing else ('0x10', '1e1', ' 69').
 */
export const idField = z
  .union(
    [
      z.int(MSG.idInvalid).min(1, MSG.idInvalid).max(MAX_ID, MSG.idInvalid),
      z.string(MSG.idInvalid).regex(/^[0-9]{1,10}$/, MSG.idInvalid),
    ],
    MSG.idInvalid,
  )
  .transform(Number)
  .pipe(z.int().min(1, MSG.idInvalid).max(MAX_ID, MSG.idInvalid));
export const idParamSchema = z.object({ id: idField });
