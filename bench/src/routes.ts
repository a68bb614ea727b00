// The API routes under load, in table order. Each is read once from both servers before the load (the
// answer check) and then loaded; bare-server.mjs answers every one of them.

export interface ApiRoute {
  path: string;
  /** With the chair's remember-me cookie; without: a visitor or a monitor. */
  signedIn: boolean;
  /** 304: sent with If-None-Match set to the ETag the same server gave for the path just before. */
  status: 200 | 304;
}

export const API_ROUTES: readonly ApiRoute[] = [
  { path: '/api/links', signedIn: true, status: 200 },
  { path: '/api/user', signedIn: true, status: 200 },
  // A monitor's request: no cookie, so no session lookup (the baseline is the count alone).
  { path: '/api/health', signedIn: false, status: 200 },
  { path: '/api/calendar/upcoming', signedIn: true, status: 200 },
  // Public and polled by every open results page: mostly revalidations.
  { path: '/api/voting-results', signedIn: false, status: 200 },
  { path: '/api/voting-results', signedIn: false, status: 304 },
  { path: '/api/tasks?mode=all', signedIn: true, status: 200 },
  { path: '/api/members', signedIn: true, status: 200 },
  { path: '/api/members/with-photos', signedIn: true, status: 200 },
  // The public org chart's request.
  { path: '/api/members/with-photos', signedIn: false, status: 200 },
  { path: '/api/activities', signedIn: true, status: 200 },
  { path: '/api/stats', signedIn: true, status: 200 },
];

/** The path without its query: what `--routes` names. */
export function routePathname(route: Pick<ApiRoute, 'path'>): string {
  return route.path.split('?')[0] ?? route.path;
}

export const ROUTE_PATHNAMES: readonly string[] = [...new Set(API_ROUTES.map(routePathname))];

/** Unique per route: the table's first column and the answer check's key. */
export function routeLabel(route: ApiRoute): string {
  const alsoSignedIn = API_ROUTES.some((other) => other.path === route.path && other.signedIn);
  const notes = [
    ...(route.status === 304 ? ['304'] : []),
    ...(!route.signedIn && alsoSignedIn ? ['signed out'] : []),
  ];
  return `GET ${route.path}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

/** Every variant of each named path, in table order; undefined: all. */
export function selectRoutes(pathnames: readonly string[] | undefined): ApiRoute[] {
  if (!pathnames) return [...API_ROUTES];
  return API_ROUTES.filter((route) => pathnames.includes(routePathname(route)));
}
