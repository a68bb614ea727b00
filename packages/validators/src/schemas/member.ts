import { z } from 'zod';
import { LIMITS, STORED_MINISTRIES, STORED_ROLES } from '../constants';
import { MSG } from '../messages';
import { emailField, textField } from './fields';

const storedRole = z
  .string(MSG.memberRole)
  .trim()
  .min(1, MSG.memberRole)
  .refine((v) => (STORED_ROLES as readonly string[]).includes(v), MSG.roleInvalid);
const storedMinistry = z
  .string(MSG.memberMinistry)
  .trim()
  .min(1, MSG.memberMinistry)
  .refine((v) => (STORED_MINISTRIES as readonly string[]).includes(v), MSG.ministryInvalid);

/** The 'Edit Ahli' dialog: every field required (spec §5). */
export const memberEditSchema = z.object({
  name: textField(MSG.memberName).trim().min(1, MSG.memberName).max(LIMITS.nameMax, MSG.nameTooLong),
  email: emailField(MSG.memberEmail),
  phone: textField(MSG.memberPhone).trim().min(1, MSG.memberPhone).max(20, MSG.memberPhone),
  role: storedRole,
  ministry: storedMinistry,
});
export type MemberEditInput = z.infer<typeof memberEditSchema>;

/**
 * PUT /api/members/{id}: a full edit, a removal from a role (role + ministry) or an assignment (role only),
 * so each field is optional; what is sent follows the edit rules.
 */
export const memberUpdateSchema = memberEditSchema.partial();
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

/** The 'Tetapkan Ahli ke Jawatan' dialog. */
export const assignRoleSchema = z.object({
  memberId: z.number(MSG.assignMember).int().positive(MSG.assignMember),
  role: storedRole,
});
export type AssignRoleInput = z.infer<typeof assignRoleSchema>;
