// Not part of the first load.
import { useSyncExternalStore } from 'react';
import { applyTheme, parseThemeChoice, readThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from './theme';

export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Cerah' },
  { value: 'dark', label: 'Gelap' },
  { value: 'system', label: 'Ikut peranti' },
];

const listeners = new Set<() => void>();
let current: ThemeChoice = readThemeChoice();

function emit() {
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice): void {
  current = choice;
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered, but applied for this visit.
  }
  applyTheme(choice);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    current = parseThemeChoice(event.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'system' as const,
  );
}
