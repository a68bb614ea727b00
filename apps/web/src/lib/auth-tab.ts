// The /auth page's tab lives in the address (spec §2): /auth?tab=register or plain /auth.

export type AuthTab = 'login' | 'register';

export function authTabFromSearch(search: string): AuthTab {
  return new URLSearchParams(search).get('tab') === 'register' ? 'register' : 'login';
}

export function authTabHref(tab: AuthTab): string {
  return tab === 'register' ? '/auth?tab=register' : '/auth';
}
