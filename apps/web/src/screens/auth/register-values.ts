// Pure helpers of the register form: its rules (with or without a registration code) and its payload.
import { type RegisterForm, registerSchema } from '@kubm/validators';

/**
 * Shown under an empty 'Kod Pendaftaran' when the portal asks for one. The shared schema leaves the code
 * optional (the server decides whether it is needed), so this rule belongs to the form alone.
 */
export const REGISTRATION_CODE_REQUIRED = 'Kod pendaftaran diperlukan';

/** A code that is typed always passes the shared text rules; `codeRequired` also refuses an empty one. */
export function registerFormSchema(codeRequired: boolean) {
  const code = registerSchema.shape.registrationCode.unwrap();
  return registerSchema.extend({
    registrationCode: codeRequired ? code.min(1, REGISTRATION_CODE_REQUIRED) : code,
  });
}

/**
 * The registration payload of spec §3: the form, plus its first pair again as `ministry` and `role`.
 * The code goes only when one was typed: a portal without REGISTRATION_CODE never sees the field.
 */
export function registrationPayload(values: RegisterForm) {
  const { registrationCode, ...rest } = values;
  const [first] = values.ministryRoles;
  return {
    ...rest,
    ministry: first?.ministry,
    role: first?.role,
    ...(registrationCode ? { registrationCode } : {}),
  };
}
