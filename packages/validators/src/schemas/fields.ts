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

/**
 * One value of a fixed list, as a zod enum (so the OpenAPI document lists the values): a missing, non-text
 * or empty value says `required`, any other value `invalid`. Surrounding spaces are trimmed first when asked.
 */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
  invalid: string,
  options: { trim?: boolean } = {},
) {
  const list = z.enum(values, {
    error: (issue) => (typeof issue.input !== 'string' || issue.input === '' ? required : invalid),
  });
  if (!options.trim) return list;
  return z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), list);
}

export const ministryField = oneOf(MINISTRIES, MSG.ministryRequired, MSG.ministryInvalid);

export const roleField = oneOf(ROLES, MSG.roleRequired, MSG.roleInvalid);

/** Also accepts what removing someone from a role stores ('Ahli Biasa', 'Umum'): a profile may hold them. */
export const storedMinistryField = oneOf(STORED_MINISTRIES, MSG.ministryRequired, MSG.ministryInvalid);

export const storedRoleField = oneOf(STORED_ROLES, MSG.roleRequired, MSG.roleInvalid);

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
/** A database id as the answers carry it (the same range `idField` accepts). */
export const idValue = z.int().min(1).max(MAX_ID);

export const idParamSchema = z.object({ id: idField });
