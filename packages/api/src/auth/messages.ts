// Listed in docs/product.md#messages.
export const AUTH_MSG = {
  emailTaken: 'E-mel ini telah didaftarkan. Sila log masuk atau gunakan e-mel lain.',
  badCredentials: 'E-mel atau kata laluan tidak sah',
  throttled: (minutes: number) => `Terlalu banyak cubaan log masuk. Sila cuba lagi dalam ${minutes} minit.`,
  registerThrottled: (minutes: number) =>
    `Terlalu banyak pendaftaran dari alamat ini. Sila cuba lagi dalam ${minutes} minit.`,
  loggedOut: 'Anda telah log keluar.',
  forgotSent:
    'Jika e-mel tersebut berdaftar, pautan set semula kata laluan telah dihantar. Pautan sah selama 1 jam.',
  resetInvalid: 'Link reset kata laluan tidak sah atau tamat tempoh. Sila minta reset kata laluan baru.',
  resetValid: 'Token sah',
  resetDone: 'Kata laluan anda telah ditetapkan semula. Anda boleh log masuk sekarang.',
  accountDeleted: 'Akaun anda telah dipadam.',
  notYourAccount: 'Anda hanya boleh mengubah akaun anda sendiri',
  otherSessionsEnded: 'Anda telah dilog keluar dari peranti lain.',
  passwordChanged: 'Kata laluan anda telah ditukar. Anda telah dilog keluar dari peranti lain.',
  currentPasswordWrong: 'Kata laluan semasa tidak betul',
} as const;
