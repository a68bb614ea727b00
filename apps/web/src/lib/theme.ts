// Runs before the first render; choosing (theme-store.ts) comes with the menus, which load later.
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'kubm-theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';
/** index.html has the same two values for the first paint. */
export const THEME_COLORS: Record<Theme, string> = { light: '#1e3a8a', dark: '#0b1120' };

export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

export function readThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    // Storage refused (private mode, a locked-down browser): follow the phone.
    return 'system';
  }
}

const systemDark = () => window.matchMedia(DARK_QUERY).matches;

export function applyTheme(choice: ThemeChoice): Theme {
  const theme = resolveTheme(choice, systemDark());
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    // An explicit choice overrides the media each tag was written for; 'system' restores them.
    const media = meta.dataset.media ?? meta.media;
    meta.dataset.media = media;
    if (choice === 'system') {
      meta.media = media;
      meta.content = media.includes('dark') ? THEME_COLORS.dark : THEME_COLORS.light;
    } else {
      meta.media = '';
      meta.content = THEME_COLORS[theme];
    }
  }
  return theme;
}

export function startTheme(): void {
  applyTheme(readThemeChoice());
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (readThemeChoice() === 'system') applyTheme('system');
  });
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(readThemeChoice());
  });
}
