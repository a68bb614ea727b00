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
