import { MSG, type RegisterForm, registerSchema } from '@kubm/validators';

// The shared schema leaves the code optional: the server decides whether it is needed.
export function registerFormSchema(codeRequired: boolean) {
  const code = registerSchema.shape.registrationCode.unwrap();
  return registerSchema.extend({
    registrationCode: codeRequired ? code.min(1, MSG.registrationCodeRequired) : code,
  });
}

// The code goes only when typed: a portal without REGISTRATION_CODE never sees the field.
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
