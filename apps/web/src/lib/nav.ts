// The portal's navigation (spec §2): which links show where, and which one is current.

export interface NavItem {
  href: string;
  label: string;
  /** Only for signed-in users (Profile and Tasks). */
  signedInOnly?: boolean;
  /** In the desktop sidebar but not in the mobile menu (Members). */
  sidebarOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/', label: 'Papan Pemuka' },
  { href: '/profile', label: 'Profil Saya', signedInOnly: true },
  { href: '/org-chart', label: 'Carta Organisasi' },
  { href: '/calendar', label: 'Kalendar Aktiviti' },
  { href: '/tasks', label: 'Pengurusan Tugas', signedInOnly: true },
  { href: '/links', label: 'Pautan Berguna' },
  { href: '/members', label: 'Senarai Ahli', sidebarOnly: true },
];

export type NavPlacement = 'sidebar' | 'mobile';

export function navItemsFor({
  signedIn,
  placement,
}: {
  signedIn: boolean;
  placement: NavPlacement;
}): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => (signedIn || !item.signedInOnly) && (placement === 'sidebar' || !item.sidebarOnly),
  );
}

/** '/' is current only on itself; other links also for the pages beneath them. */
export function isActivePath(location: string, href: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}

/** Signed out, the menus also offer the two pages anyone may open (issue 21). */
export const PUBLIC_PAGES: readonly NavItem[] = [
  { href: '/carta-organisasi', label: 'Carta Organisasi' },
  { href: '/keputusan-undian', label: 'Keputusan Undian' },
];

/** Below 768px, signed in: the bottom bar's four places; the fifth, 'Lagi', opens the menu. */
export const BOTTOM_TABS: readonly NavItem[] = [
  { href: '/', label: 'Utama' },
  { href: '/tasks', label: 'Tugas' },
  { href: '/calendar', label: 'Kalendar' },
  { href: '/org-chart', label: 'Carta' },
];
