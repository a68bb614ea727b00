// A preload that differs from the client's request is fetched twice.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrpcClient } from './trpc';

const INDEX_HTML = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

function sessionPreload(): { href: string; crossorigin: string | undefined } {
  const tag = /<link rel="preload"[^>]*>/.exec(INDEX_HTML)?.[0];
  if (!tag) throw new Error('index.html has no preload link');
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  expect(attribute('as')).toBe('fetch');
  return { href: (attribute('href') ?? '').replaceAll('&amp;', '&'), crossorigin: attribute('crossorigin') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session preload in index.html', () => {
  it("is the URL, mode and credentials of the client's own auth.me request", async () => {
    const requests: { url: string; credentials: RequestCredentials | undefined }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      requests.push({ url: String(url), credentials: init?.credentials });
      return new Response(JSON.stringify([{ result: { data: null } }]), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const client = createTrpcClient() as unknown as { auth: { me: { query: () => Promise<unknown> } } };
    await client.auth.me.query();
    const preload = sessionPreload();
    expect(requests).toEqual([{ url: preload.href, credentials: 'include' }]);
    // 'use-credentials' is the preload's spelling of credentials: 'include'; anything else would not match.
    expect(preload.crossorigin).toBe('use-credentials');
  });
});
