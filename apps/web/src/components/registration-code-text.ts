export const REGISTRATION_CODE_TEXT = {
  title: 'Kod Pendaftaran',
  share: 'Kongsi kod ini dengan ahli baru',
  copy: 'Salin Kod',
  change: 'Tukar Kod',
  fixed: 'Kod ini ditetapkan oleh pengendali portal (REGISTRATION_CODE) dan tidak boleh ditukar di sini.',
  open: 'Pendaftaran terbuka: sesiapa boleh mendaftar tanpa kod (ditetapkan oleh pengendali portal, REGISTRATION_OPEN).',
} as const;
