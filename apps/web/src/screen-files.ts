import type { AppPath } from '@kubm/validators';

/** What a screen's first draw reads besides its own code, so its page can ask for it too. */
export interface FirstReads {
  fetches?: readonly string[];
  modules?: readonly string[];
}

export type ScreenEntry = readonly [file: string, name: string, firstReads?: FirstReads];

/** Each route's screen file and export: routes.tsx draws it, vite/route-pages.ts preloads its code and first reads. */
export const SCREEN_FILES = {
  '/': ['src/screens/dashboard/dashboard-screen.tsx', 'DashboardScreen'],
  '/profile': ['src/screens/profile/profile-screen.tsx', 'ProfileScreen'],
  '/org-chart': ['src/screens/org-chart/org-chart-screen.tsx', 'OrgChartScreen'],
  '/calendar': ['src/screens/calendar/calendar-screen.tsx', 'CalendarScreen'],
  '/tasks': ['src/screens/tasks/tasks-screen.tsx', 'TasksScreen'],
  '/tasks/lama': ['src/screens/tasks/tasks-screen.tsx', 'OldTasksScreen'],
  '/links': ['src/screens/links/links-screen.tsx', 'LinksScreen'],
  '/members': ['src/screens/members/members-screen.tsx', 'MembersScreen'],
  '/auth': ['src/screens/auth/auth-screen.tsx', 'AuthScreen'],
  '/reset-password': ['src/screens/reset-password/reset-password-screen.tsx', 'ResetPasswordScreen'],
  '/carta-organisasi': ['src/screens/org-chart/public-org-chart-screen.tsx', 'PublicOrgChartScreen'],
  '/keputusan-undian': [
    'src/screens/voting-results/voting-results-screen.tsx',
    'VotingResultsScreen',
    { fetches: ['/api/voting-results'], modules: ['src/screens/voting-results/voting-shape.ts'] },
  ],
} as const satisfies Record<AppPath, ScreenEntry>;
