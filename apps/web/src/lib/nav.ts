import { type AppPath, PATHS } from '@kubm/validators';

export interface NavItem {
  href: AppPath;
  label: string;
  signedInOnly?: boolean;
  sidebarOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: PATHS.dashboard, label: 'Papan Pemuka' },
  { href: PATHS.profile, label: 'Profil Saya', signedInOnly: true },
  { href: PATHS.orgChart, label: 'Carta Organisasi' },
  { href: PATHS.calendar, label: 'Kalendar Aktiviti' },
  { href: PATHS.tasks, label: 'Pengurusan Tugas', signedInOnly: true },
  { href: PATHS.links, label: 'Pautan Berguna' },
  { href: PATHS.members, label: 'Senarai Ahli', sidebarOnly: true },
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

export function isActivePath(location: string, href: string): boolean {
  if (href === PATHS.dashboard) return location === PATHS.dashboard;
  return location === href || location.startsWith(`${href}/`);
}

export const PUBLIC_PAGES: readonly NavItem[] = [
  { href: PATHS.publicOrgChart, label: 'Carta Organisasi' },
  { href: PATHS.votingResults, label: 'Keputusan Undian' },
];

export const BOTTOM_TABS: readonly NavItem[] = [
  { href: PATHS.dashboard, label: 'Utama' },
  { href: PATHS.tasks, label: 'Tugas' },
  { href: PATHS.calendar, label: 'Kalendar' },
  { href: PATHS.orgChart, label: 'Carta' },
];
