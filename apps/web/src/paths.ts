// Every route of the app, by name: routes, menus, links and redirects use these rather than the strings.

export const PATHS = {
  dashboard: '/',
  profile: '/profile',
  orgChart: '/org-chart',
  calendar: '/calendar',
  tasks: '/tasks',
  links: '/links',
  members: '/members',
  auth: '/auth',
  resetPassword: '/reset-password',
  publicOrgChart: '/carta-organisasi',
  votingResults: '/keputusan-undian',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];
