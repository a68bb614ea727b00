// The account that founds the portal before any test runs (global-setup.ts registers it over the API),
// so no test depends on which test happens to register first. Tests that need leadership sign in as it.
export const FOUNDER = {
  name: 'Pengerusi Pengasas',
  email: 'pengerusi-pengasas@contoh.my',
  password: 'kata-laluan-pengasas',
  phone: '0123456789',
  ministry: 'AJK UTAMA',
  role: 'Pengerusi KUBM',
} as const;

/**
 * The portal's registration code (a founded portal is closed:
 * docs/decisions/registration-closed-by-default.md), read by global-setup.ts as the founder right after the
 * founding and handed to the workers through the environment. A test that changes the code sets it back before
 * it ends.
 */
export function registrationCode(): string {
  const code = process.env.KUBM_E2E_REGISTRATION_CODE;
  if (!code) throw new Error('KUBM_E2E_REGISTRATION_CODE is not set: global-setup.ts reads it');
  return code;
}
