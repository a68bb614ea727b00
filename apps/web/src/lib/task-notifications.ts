// Through the service worker's registration, not `new Notification()`, which phones refuse. Best effort:
// failures are only logged, so a saved task never looks failed.

import { PATHS } from '@kubm/validators';

export const SERVICE_WORKER_URL = '/sw.js';
export const NOTIFICATION_ICON = '/icons/icon-192.png';

export type TaskNotificationEvent =
  | { kind: 'assigned'; assigneeName: string }
  | { kind: 'statusChanged'; status: string };

export interface TaskNotification {
  title: string;
  options: NotificationOptions & { body: string; requireInteraction: true; data: { url: string } };
}

export function taskNotification(event: TaskNotificationEvent): TaskNotification {
  const common = {
    requireInteraction: true,
    data: { url: PATHS.tasks },
    icon: NOTIFICATION_ICON,
    lang: 'ms',
  } as const;
  switch (event.kind) {
    case 'assigned':
      return {
        title: 'Tugas Baru Ditetapkan',
        options: { ...common, body: `Tugas telah ditetapkan kepada ${event.assigneeName}` },
      };
    case 'statusChanged':
      return {
        title: 'Status Tugas Dikemaskini',
        options: { ...common, body: `Status tugas telah dikemaskini kepada ${event.status}` },
      };
  }
}

function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

function notificationsSupported(): boolean {
  return typeof Notification !== 'undefined' && serviceWorkerSupported();
}

// After load, so the worker's start never competes with the app's first requests; no fetch handler, no
// offline cache (docs/decisions/no-offline-cache.md).
export function registerServiceWorker(): void {
  if (!serviceWorkerSupported()) return;
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// Call it from a user gesture: browsers ignore or penalise asking on page load.
export function askNotificationPermission(): void {
  if (!notificationsSupported() || Notification.permission !== 'default') return;
  try {
    // Promise.resolve: old Safari answers through a callback and returns undefined.
    Promise.resolve(Notification.requestPermission()).catch((error: unknown) =>
      console.warn('Notification permission request failed', error),
    );
  } catch (error) {
    console.warn('Notification permission request failed', error);
  }
}

// Not `serviceWorker.ready`, which never settles when the install fails.
async function activeRegistration(
  registration: ServiceWorkerRegistration,
): Promise<ServiceWorkerRegistration | null> {
  const pending = registration.installing ?? registration.waiting;
  if (!registration.active && pending) {
    await new Promise<void>((resolve) => {
      const settled = () => {
        if (pending.state !== 'activated' && pending.state !== 'redundant') return;
        pending.removeEventListener('statechange', settled);
        resolve();
      };
      pending.addEventListener('statechange', settled);
      settled();
    });
  }
  return registration.active ? registration : null;
}

async function showTaskNotification(event: TaskNotificationEvent): Promise<void> {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    const found = await navigator.serviceWorker.getRegistration();
    const registration = found ? await activeRegistration(found) : null;
    if (!registration) {
      console.warn('No active service worker: task notification not shown');
      return;
    }
    const { title, options } = taskNotification(event);
    await registration.showNotification(title, options);
  } catch (error) {
    console.warn('Task notification failed', error);
  }
}

export function notifyTaskAssigned(assigneeName: string): Promise<void> {
  return showTaskNotification({ kind: 'assigned', assigneeName });
}

export function notifyTaskStatusChanged(status: string): Promise<void> {
  return showTaskNotification({ kind: 'statusChanged', status });
}
