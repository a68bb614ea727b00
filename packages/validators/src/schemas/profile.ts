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

export const profileFormSchema = z.object({
  name: nameField,
  email: emailField(),
  phone: phoneField,
  ministryRoles: storedMinistryRolesField,
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** `profilePhoto: null` removes the photo; a sent ministryRoles' first pair becomes role and ministry. */
export const profileUpdateSchema = profileFormSchema.partial().extend({
  role: storedRoleField.optional(),
  ministry: storedMinistryField.optional(),
  profilePhoto: photoDataUrlSchema.nullable().optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
