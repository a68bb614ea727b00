// Every route of the web app, by name: its routes, menus, links and redirects, and the links the e-mails carry.

export const PATHS = {
  dashboard: '/',
  profile: '/profile',
  orgChart: '/org-chart',
  calendar: '/calendar',
  tasks: '/tasks',
  oldTasks: '/tasks/lama',
  links: '/links',
  members: '/members',
  auth: '/auth',
  resetPassword: '/reset-password',
  publicOrgChart: '/carta-organisasi',
  votingResults: '/keputusan-undian',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];
