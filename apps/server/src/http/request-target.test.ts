import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestTarget } from './request-target';

function incoming(url: string) {
  let hostReads = 0;
  const req = {
    url,
    get headers() {
      hostReads += 1;
      return { host: 'portal.contoh.my' };
    },
  } as unknown as IncomingMessage;
  return { req, urlsBuilt: () => hostReads };
}

const TARGETS = [
  '/',
  '/api/links',
  '/api/tasks?mode=all',
  '/api/tasks?mode=all&mode=mine&after=12',
  '/api/links?q=a+b&r=%20c%2Fd&s=%zz&t',
  '/api/links?',
  '/api//links',
  '//evil.example/api/links',
  '/api/../api/links',
  '/api/./links',
  '/api/%6Cinks',
  '/api/links?q=é',
  '/api/links?q="a"<b>',
  '/api/links#bahagian',
  '/api\\links',
  '/carta-organisasi',
  '/api/members/12/photo?v=3',
];

describe('the request target', () => {
  it.each(TARGETS)('reads %s as a URL would', (target) => {
    const url = new URL(target, 'http://portal.contoh.my');
    const read = requestTarget(incoming(target).req);
    expect(read.pathname).toBe(url.pathname);
    expect([...read.searchParams]).toEqual([...url.searchParams]);
    expect(read.url.href).toBe(url.href);
  });

  it('builds no URL for a plain target until one is asked for', () => {
    const { req, urlsBuilt } = incoming('/api/tasks?mode=all');
    const read = requestTarget(req);
    expect(read.pathname).toBe('/api/tasks');
    expect(read.searchParams.get('mode')).toBe('all');
    expect(urlsBuilt()).toBe(0);
    expect(read.url.pathname).toBe('/api/tasks');
    expect(urlsBuilt()).toBe(1);
  });

  it('builds the URL at once for a target that is not plain', () => {
    const { req, urlsBuilt } = incoming('/api/./links');
    expect(requestTarget(req).pathname).toBe('/api/links');
    expect(urlsBuilt()).toBe(1);
  });
});
