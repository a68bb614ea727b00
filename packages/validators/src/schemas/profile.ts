import { z } from 'zod';
import { emailField, ministryField, ministryRolesField, nameField, phoneField, roleField } from './fields';
import { photoDataUrlSchema } from './photo';

/**
 * PUT /api/users/{id}: every field optional (a partial update), never a password.
 * `profilePhoto: null` removes the photo. When ministryRoles is sent it replaces the pairs,
 * and its first pair becomes the user's role and ministry.
 */
export const profileUpdateSchema = z.object({
  name: nameField.optional(),
  email: emailField().optional(),
  phone: phoneField.optional(),
  role: roleField.optional(),
  ministry: ministryField.optional(),
  profilePhoto: photoDataUrlSchema.nullable().optional(),
  ministryRoles: ministryRolesField.optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
