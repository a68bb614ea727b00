import { describe, expect, it } from 'vitest';
import { API_ROUTES, ROUTE_PATHNAMES, routeLabel, routePathname, selectRoutes } from './routes';

describe('API routes', () => {
  it('label every variant uniquely, marking the 304 and the signed-out twin', () => {
    const labels = API_ROUTES.map(routeLabel);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('GET /api/voting-results (304)');
    expect(labels).toContain('GET /api/members/with-photos (signed out)');
    expect(labels).toContain('GET /api/health');
    expect(labels).toContain('GET /api/tasks?mode=all');
  });

  it('select every variant of the named paths, in table order', () => {
    expect(selectRoutes(undefined)).toHaveLength(API_ROUTES.length);
    const chosen = selectRoutes(['/api/stats', '/api/voting-results']);
    expect(chosen.map(routeLabel)).toEqual([
      'GET /api/voting-results',
      'GET /api/voting-results (304)',
      'GET /api/stats',
    ]);
    expect(selectRoutes(['/api/tasks']).map((route) => route.path)).toEqual(['/api/tasks?mode=all']);
  });

  it('name paths without their query', () => {
    expect(routePathname({ path: '/api/tasks?mode=all' })).toBe('/api/tasks');
    expect(ROUTE_PATHNAMES).toContain('/api/tasks');
    expect(ROUTE_PATHNAMES).not.toContain('/api/tasks?mode=all');
  });
});
