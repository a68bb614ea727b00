import { describe, expect, it } from 'vitest';
import { isActivePath, navItemsFor } from './nav';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navItemsFor', () => {
  it('shows every link in the sidebar of a signed-in user', () => {
    expect(labels(navItemsFor({ signedIn: true, placement: 'sidebar' }))).toEqual([
      'Papan Pemuka',
      'Profil Saya',
      'Carta Organisasi',
      'Kalendar Aktiviti',
      'Pengurusan Tugas',
      'Pautan Berguna',
      'Senarai Ahli',
    ]);
  });

  it('hides Profile and Tasks when signed out', () => {
    expect(labels(navItemsFor({ signedIn: false, placement: 'sidebar' }))).toEqual([
      'Papan Pemuka',
      'Carta Organisasi',
      'Kalendar Aktiviti',
      'Pautan Berguna',
      'Senarai Ahli',
    ]);
  });

  it('leaves Members out of the mobile menu', () => {
    expect(labels(navItemsFor({ signedIn: true, placement: 'mobile' }))).toEqual([
      'Papan Pemuka',
      'Profil Saya',
      'Carta Organisasi',
      'Kalendar Aktiviti',
      'Pengurusan Tugas',
      'Pautan Berguna',
    ]);
    expect(labels(navItemsFor({ signedIn: false, placement: 'mobile' }))).not.toContain('Senarai Ahli');
  });
});

describe('isActivePath', () => {
  it('matches the dashboard only on /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/tasks', '/')).toBe(false);
  });

  it('matches a section and its sub-pages but not look-alikes', () => {
    expect(isActivePath('/tasks', '/tasks')).toBe(true);
    expect(isActivePath('/tasks/12', '/tasks')).toBe(true);
    expect(isActivePath('/tasks-old', '/tasks')).toBe(false);
    expect(isActivePath('/profile', '/tasks')).toBe(false);
  });
});

describe('the bottom bar and the public pages', () => {
  it("has four places (the fifth, 'Lagi', opens the menu)", async () => {
    const { BOTTOM_TABS } = await import('./nav');
    expect(BOTTOM_TABS.map((tab) => [tab.label, tab.href])).toEqual([
      ['Utama', '/'],
      ['Tugas', '/tasks'],
      ['Kalendar', '/calendar'],
      ['Carta', '/org-chart'],
    ]);
  });

  it('offers the two public pages', async () => {
    const { PUBLIC_PAGES } = await import('./nav');
    expect(PUBLIC_PAGES.map((page) => page.href)).toEqual(['/carta-organisasi', '/keputusan-undian']);
  });
});
