// The /auth page's tab lives in the address: /auth?tab=register or plain /auth.
import { PATHS } from '@kubm/validators';

export type AuthTab = 'login' | 'register';

export function authTabFromSearch(search: string): AuthTab {
  return new URLSearchParams(search).get('tab') === 'register' ? 'register' : 'login';
}

export function authTabHref(tab: AuthTab): string {
  return tab === 'register' ? `${PATHS.auth}?tab=register` : PATHS.auth;
}
