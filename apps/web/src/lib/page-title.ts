// One table for every screen, applied by the frames, so screens need not set document.title.

import { type AppPath, PATHS } from '@kubm/validators';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SITE } from '../site';
import { authTabFromSearch } from './auth-tab';

const SCREEN_NAMES: Readonly<Record<Exclude<AppPath, typeof PATHS.auth>, string>> = {
  [PATHS.dashboard]: 'Papan Pemuka',
  [PATHS.profile]: 'Profil Saya',
  [PATHS.orgChart]: 'Carta Organisasi',
  [PATHS.calendar]: 'Kalendar Aktiviti',
  [PATHS.tasks]: 'Pengurusan Tugas',
  [PATHS.oldTasks]: 'Tugas Lama',
  [PATHS.links]: 'Pautan Berguna',
  [PATHS.members]: 'Senarai Ahli',
  [PATHS.resetPassword]: 'Tetapkan Semula Kata Laluan',
  [PATHS.publicOrgChart]: 'Carta Organisasi',
  [PATHS.votingResults]: 'Keputusan Undian',
};

export const NOT_FOUND_NAME = 'Halaman Tidak Dijumpai';

export function screenName(path: string, search = ''): string {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (normalized === PATHS.auth) return authTabFromSearch(search) === 'register' ? 'Daftar' : 'Log Masuk';
  const names: Readonly<Record<string, string | undefined>> = SCREEN_NAMES;
  return names[normalized] ?? NOT_FOUND_NAME;
}

export function documentTitle(name: string): string {
  return `${name} · ${SITE.shortTitle}`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function useRouteTitle(): void {
  const [location] = useLocation();
  const search = useSearch();
  useDocumentTitle(documentTitle(screenName(location, search)));
}
