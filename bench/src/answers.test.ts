import { describe, expect, it } from 'vitest';
import { contractHeadersOf, differingRoutes, firstDifference, routeHeaders } from './answers';

describe('differingRoutes', () => {
  const headers = contractHeadersOf(
    new Headers({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'X-Request-Id': 'satu',
    }),
  );
  const links = { status: 200, body: [{ id: 1, title: 'Misa', canEdit: true }], headers };

  it('finds none when status, JSON and headers match, whatever the key order and request id', () => {
    const reordered = {
      status: 200,
      body: [{ canEdit: true, title: 'Misa', id: 1 }],
      headers: { ...headers, 'x-request-id': true },
    };
    expect(differingRoutes({ '/api/links': links }, { '/api/links': reordered })).toEqual([]);
  });

  it('names a route whose status, body, headers or presence differs', () => {
    const portal = {
      '/api/links': links,
      '/api/user': { status: 200, body: { id: 1 }, headers },
      '/api/stats': { status: 200, body: {}, headers },
    };
    const baseline = {
      '/api/links': { ...links, status: 401 },
      '/api/health': { status: 200, body: {}, headers },
      '/api/stats': { status: 200, body: {}, headers: { ...headers, 'x-frame-options': null } },
    };
    expect(differingRoutes(portal, baseline).sort()).toEqual([
      '/api/health',
      '/api/links',
      '/api/stats',
      '/api/user',
    ]);
  });
});

describe('contractHeadersOf', () => {
  it('keeps the security headers as sent and only whether a request id came', () => {
    expect(contractHeadersOf(new Headers({ 'x-content-type-options': 'nosniff' }))).toEqual({
      'content-security-policy': null,
      'x-content-type-options': 'nosniff',
      'referrer-policy': null,
      'x-frame-options': null,
      'x-request-id': false,
    });
  });
});

describe('routeHeaders', () => {
  const cookie = 'kubm_session=abc';

  it('sends the cookie only for a signed-in route, and the ETag only for a revalidation', () => {
    expect(routeHeaders({ path: '/api/links', signedIn: true, status: 200 }, cookie, '"x"')).toEqual({
      cookie,
    });
    expect(
      routeHeaders({ path: '/api/voting-results', signedIn: false, status: 304 }, cookie, '"x"'),
    ).toEqual({
      'if-none-match': '"x"',
    });
    expect(
      routeHeaders({ path: '/api/voting-results', signedIn: false, status: 304 }, cookie, undefined),
    ).toEqual({});
  });
});

describe('firstDifference', () => {
  it('names the first field that differs, or none', () => {
    const portal = {
      status: 200,
      body: [
        { id: 1, canEdit: true },
        { id: 2, canEdit: true },
      ],
    };
    expect(firstDifference(portal, structuredClone(portal))).toBeNull();
    expect(firstDifference(portal, { ...portal, body: [portal.body[0], { id: 2, canEdit: false }] })).toBe(
      'body[1].canEdit',
    );
    expect(firstDifference(portal, { ...portal, body: [] })).toBe('body.length (2 ≠ 0)');
    expect(firstDifference({ status: 200 }, { status: 304 })).toBe('status');
  });
});
