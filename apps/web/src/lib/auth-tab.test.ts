import { describe, expect, it } from 'vitest';
import { authTabFromSearch, authTabHref } from './auth-tab';

describe('auth tab in the address', () => {
  it('selects register only for tab=register', () => {
    expect(authTabFromSearch('tab=register')).toBe('register');
    expect(authTabFromSearch('?tab=register')).toBe('register');
    expect(authTabFromSearch('')).toBe('login');
    expect(authTabFromSearch('tab=login')).toBe('login');
    expect(authTabFromSearch('tab=REGISTER')).toBe('login');
    expect(authTabFromSearch('other=1')).toBe('login');
  });

  it('writes the address for each tab', () => {
    expect(authTabHref('register')).toBe('/auth?tab=register');
    expect(authTabHref('login')).toBe('/auth');
  });
});
