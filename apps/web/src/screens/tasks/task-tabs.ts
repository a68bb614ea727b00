import { isLeadershipRole, type TaskMode } from '@kubm/validators';

export interface TaskTab {
  mode: TaskMode;
  /** The full name: the tab's accessible name everywhere, and its text from 1024 px. */
  label: string;
  /** Shown below 1024 px so the tabs share one row; part of `label`, so a spoken command still matches. */
  short: string;
}

const TABS: readonly TaskTab[] = [
  { mode: 'assigned', label: 'Tugas Ditugaskan Kepada Anda', short: 'Kepada Anda' },
  { mode: 'created', label: 'Tugas Anda Buat', short: 'Anda Buat' },
  { mode: 'all', label: 'Semua Tugas', short: 'Semua' },
];

/** 'Semua Tugas' only for the chairman and deputy chairman. */
export function taskTabs(user: { role: string } | null): TaskTab[] {
  const leadership = !!user && isLeadershipRole(user.role);
  return TABS.filter((tab) => tab.mode !== 'all' || leadership);
}

/** The chosen tab while it is offered; the first tab once it is not (leadership was taken away). */
export function resolveTaskMode(tabs: readonly TaskTab[], mode: TaskMode): TaskMode {
  return tabs.some((tab) => tab.mode === mode) ? mode : 'assigned';
}
