import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrpcClient } from './trpc';

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** Records what the client sends (instead of a network) and answers each call of a batch with `null`. */
function recordRequests(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ url, method: init.method ?? 'GET', body: init.body });
    const calls = new URL(url, 'http://portal.test').pathname.split(',').length;
    const answers = Array.from({ length: calls }, () => ({ result: { data: null } }));
    return new Response(JSON.stringify(answers), { headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createTrpcClient', () => {
  it('posts a call without input with a JSON body the server can read', async () => {
    const sent = recordRequests();
    await createTrpcClient().auth.logout.mutate();
    expect(sent).toEqual([{ url: '/trpc/auth.logout?batch=1', method: 'POST', body: '{}' }]);
  });

  it('sends auth calls one to a request, never batched with each other', async () => {
    const sent = recordRequests();
    const client = createTrpcClient();
    await Promise.all([client.auth.me.query(), client.auth.registrationOptions.query()]);
    expect(sent.map((request) => new URL(request.url, 'http://portal.test').pathname).sort()).toEqual([
      '/trpc/auth.me',
      '/trpc/auth.registrationOptions',
    ]);
  });

  it('batches the other calls together', async () => {
    const sent = recordRequests();
    const client = createTrpcClient();
    await Promise.all([client.links.list.query(), client.health.get.query()]);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]?.url ?? '', 'http://portal.test').pathname).toBe('/trpc/links.list,health.get');
  });
});
