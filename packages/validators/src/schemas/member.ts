import { z } from 'zod';
import { LIMITS, STORED_MINISTRIES, STORED_ROLES } from '../constants';
import { MSG } from '../messages';
import { emailField, oneOf, textField } from './fields';

const storedRole = oneOf(STORED_ROLES, MSG.memberRole, MSG.roleInvalid, { trim: true });
const storedMinistry = oneOf(STORED_MINISTRIES, MSG.memberMinistry, MSG.ministryInvalid, { trim: true });

export const memberEditSchema = z.object({
  name: textField(MSG.memberName).trim().min(1, MSG.memberName).max(LIMITS.nameMax, MSG.nameTooLong),
  email: emailField(MSG.memberEmail),
  phone: textField(MSG.memberPhone).trim().min(1, MSG.memberPhone).max(20, MSG.memberPhone),
  role: storedRole,
  ministry: storedMinistry,
});
export type MemberEditInput = z.infer<typeof memberEditSchema>;

/** A full edit, a removal from a role (role + ministry) or an assignment (role only). */
export const memberUpdateSchema = memberEditSchema.partial();
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

export const assignRoleSchema = z.object({
  memberId: z.number(MSG.assignMember).int().positive(MSG.assignMember),
  role: storedRole,
});
export type AssignRoleInput = z.infer<typeof assignRoleSchema>;
