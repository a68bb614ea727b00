import { z } from 'zod';
import { LIMITS, MAX_ID, MINISTRIES, ROLES, STORED_MINISTRIES, STORED_ROLES } from '../constants';
import { MSG } from '../messages';

/** Every stored text: PostgreSQL text cannot hold U+0000, so it is refused here with a 400. */
export const textField = (message?: string) =>
  z.string(message).refine((value) => !value.includes('\u0000'), MSG.textForbiddenCharacter);

/** Trimmed and lower-cased: 'Ana@X.my' and 'ana@x.my' are one account. */
export const emailField = (message: string = MSG.email) =>
  textField(message).trim().toLowerCase().max(LIMITS.emailMax, MSG.emailTooLong).pipe(z.email(message));

export const nameField = textField(MSG.nameRequired)
  .trim()
  .min(1, MSG.nameRequired)
  .max(LIMITS.nameMax, MSG.nameTooLong);

export const phoneField = textField(MSG.phoneFormat)
  .trim()
  .regex(/^0\d*$/, MSG.phoneFormat)
  .min(LIMITS.phoneMin, MSG.phoneLength)
  .max(LIMITS.phoneMax, MSG.phoneLength);

/** A zod enum, so the OpenAPI document lists the values; missing or empty says `required`. */
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

/** Also what removing someone from a role stores ('Ahli Biasa', 'Umum'): a profile may hold it. */
export const storedMinistryField = oneOf(STORED_MINISTRIES, MSG.ministryRequired, MSG.ministryInvalid);

export const storedRoleField = oneOf(STORED_ROLES, MSG.roleRequired, MSG.roleInvalid);

export const ministryRoleSchema = z.object({ ministry: ministryField, role: roleField });
export type MinistryRole = z.infer<typeof ministryRoleSchema>;

const pairList = <T extends z.ZodType>(pair: T) =>
  z.array(pair, MSG.ministryRolesMin).min(1, MSG.ministryRolesMin).max(LIMITS.ministryRolesMax);

export const ministryRolesField = pairList(ministryRoleSchema);

export const storedMinistryRolesField = pairList(
  z.object({ ministry: storedMinistryField, role: storedRoleField }),
);

export const optionalDescription = textField()
  .trim()
  .max(LIMITS.descriptionMax, MSG.descriptionTooLong)
  .optional()
  .nullable();

/** From a URL an id is a string: decimal digits are accepted, nothing else ('0x10', '1e1', ' 69'). */
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
export const idValue = z.int().min(1).max(MAX_ID);

export const idParamSchema = z.object({ id: idField });
