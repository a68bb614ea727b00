import { z } from 'zod';
import {
  emailField,
  nameField,
  phoneField,
  storedMinistryField,
  storedMinistryRolesField,
  storedRoleField,
} from './fields';
import { photoDataUrlSchema } from './photo';

/** The profile edit form: the fields it shows, all filled in (no password here). */
export const profileFormSchema = z.object({
  name: nameField,
  email: emailField(),
  phone: phoneField,
  ministryRoles: storedMinistryRolesField,
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/**
 * PUT /api/users/{id}: every field optional (a partial update), never a password.
 * `profilePhoto: null` removes the photo. When ministryRoles is sent it replaces the pairs,
 * and its first pair becomes the user's role and ministry.
 */
export const profileUpdateSchema = profileFormSchema.partial().extend({
  role: storedRoleField.optional(),
  ministry: storedMinistryField.optional(),
  profilePhoto: photoDataUrlSchema.nullable().optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
