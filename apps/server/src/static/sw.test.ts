// What a click on a task notification does (it opens /tasks). sw.js runs here as the browser
// runs it, in a global of its own, with small stand-ins for the worker's `self` and `clients`: no
// browser lets a test click a system notification. The browser side (registration, showing) is in
// e2e/tests/pwa.spec.ts.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_PATH } from '../http/service-worker';

const ORIGIN = 'https://portal.contoh.my';
const SOURCE = readFileSync(SERVICE_WORKER_PATH, 'utf8');

interface WindowClient {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function windowAt(path: string, options: { navigateFails?: boolean } = {}): WindowClient {
  const client: WindowClient = {
    url: `${ORIGIN}${path}`,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (href: string) => {
      if (options.navigateFails) throw new TypeError('This service worker is not the client’s active one');
      client.url = href;
      return client;
    }),
  };
  return client;
}

/** Loads sw.js with the given open windows and returns its listeners and the stand-ins. */
function startWorker(windows: WindowClient[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
    claim: vi.fn(async () => {}),
  };
  const self = {
    location: { origin: ORIGIN },
    clients,
    skipWaiting: vi.fn(),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  runInNewContext(SOURCE, { self, URL });
  return { listeners, clients, self };
}

/** Dispatches notificationclick for a notification carrying `data`; resolves when the worker is done. */
async function click(windows: WindowClient[], data: unknown) {
  const worker = startWorker(windows);
  const close = vi.fn();
  const pending: Promise<unknown>[] = [];
  worker.listeners.get('notificationclick')?.({
    notification: { data, close },
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
  });
  await Promise.all(pending);
  return { ...worker, close };
}

describe('sw.js', () => {
  it('has no fetch handler: it never answers for the network, so it cannot serve a stale app', () => {
    const { listeners } = startWorker([]);
    expect([...listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick']);
  });

  it('opens /tasks in a new window when the portal is not open', async () => {
    const { clients, close } = await click([], { url: '/tasks' });
    expect(close).toHaveBeenCalledTimes(1);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/tasks`);
  });

  it('brings an open portal window forward and takes it to /tasks', async () => {
    const open = windowAt('/members');
    const { clients } = await click([open], { url: '/tasks' });
    expect(open.focus).toHaveBeenCalledTimes(1);
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/tasks`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a window already on /tasks', async () => {
    const open = windowAt('/tasks');
    const { clients } = await click([open], { url: '/tasks' });
    expect(open.focus).toHaveBeenCalledTimes(1);
    expect(open.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when the open one cannot be navigated', async () => {
    const open = windowAt('/', { navigateFails: true });
    const { clients } = await click([open], { url: '/tasks' });
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/tasks`);
  });

  it('goes to /tasks when the notification carries no address', async () => {
    const { clients } = await click([], undefined);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/tasks`);
  });

  it('never leaves the portal, whatever address a notification carries', async () => {
    for (const url of ['https://elsewhere.example/tasks', '//elsewhere.example/tasks']) {
      const open = windowAt('/');
      const { clients, close } = await click([open], { url });
      expect(close).toHaveBeenCalledTimes(1);
      expect(clients.openWindow, url).not.toHaveBeenCalled();
      expect(open.navigate, url).not.toHaveBeenCalled();
    }
  });

  it('takes over at once: skipWaiting on install, clients.claim on activate', async () => {
    const { listeners, clients, self } = startWorker([]);
    listeners.get('install')?.({});
    expect(self.skipWaiting).toHaveBeenCalledTimes(1);
    const pending: Promise<unknown>[] = [];
    listeners.get('activate')?.({ waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
    expect(clients.claim).toHaveBeenCalledTimes(1);
  });
});
