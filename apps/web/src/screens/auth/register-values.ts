// Pure helpers of the register form: its rules (with or without a registration code) and its payload.
import { MSG, type RegisterForm, registerSchema } from '@kubm/validators';

/**
 * A code that is typed always passes the shared text rules; `codeRequired` also refuses an empty one (the
 * shared schema leaves the code optional: the server decides whether it is needed).
 */
export function registerFormSchema(codeRequired: boolean) {
  const code = registerSchema.shape.registrationCode.unwrap();
  return registerSchema.extend({
    registrationCode: codeRequired ? code.min(1, MSG.registrationCodeRequired) : code,
  });
}

/**
 * The registration payload: the form, plus its first pair again as `ministry` and `role`.
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
