export const SECURITY_TEXT = {
  title: 'Keselamatan Akaun',
  description: 'Tamatkan sesi di telefon atau komputer lain, atau tukar kata laluan anda.',
  logoutOthers: 'Log keluar dari peranti lain',
  logoutOthersPending: 'Sedang log keluar...',
  changePassword: 'Tukar Kata Laluan',
} as const;
