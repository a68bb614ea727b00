import { describe, expect, it } from 'vitest';
import { differingRoutes } from './answers';

describe('differingRoutes', () => {
  const links = { status: 200, body: [{ id: 1, title: 'Misa', canEdit: true }] };

  it('finds none when status and JSON match, whatever the key order', () => {
    const reordered = { status: 200, body: [{ canEdit: true, title: 'Misa', id: 1 }] };
    expect(differingRoutes({ '/api/links': links }, { '/api/links': reordered })).toEqual([]);
  });

  it('names a route whose status, body or presence differs', () => {
    const portal = { '/api/links': links, '/api/user': { status: 200, body: { id: 1 } } };
    const baseline = { '/api/links': { ...links, status: 401 }, '/api/health': { status: 200, body: {} } };
    expect(differingRoutes(portal, baseline).sort()).toEqual(['/api/health', '/api/links', '/api/user']);
  });
});
