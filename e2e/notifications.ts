// Reading the notifications a page has shown through its service worker, without disturbing them.
import type { Page } from '@playwright/test';

export interface ShownNotification {
  title: string;
  body: string;
  requireInteraction: boolean;
  data: unknown;
}

declare global {
  interface Window {
    /** Set by `guardNotificationReads`: reads the shown notifications when none is being shown. */
    __readShownNotifications?: () => Promise<ShownNotification[]>;
  }
}

/**
 * Chromium keeps a record of each notification and, on every getNotifications(), deletes the records of those
 * it does not see on screen. A notification still on its way to the screen is deleted that way and never
 * listed, although it is shown: a test that polled while the app was showing one failed 3 runs in 85. So,
 * before the page's own scripts run, this makes reads and shows take turns: a read waits for the shows under
 * way, a show waits for the read under way. The app's calls are otherwise untouched (it never
 * reads its notifications).
 */
export async function guardNotificationReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (typeof ServiceWorkerRegistration === 'undefined') return;
    const proto = ServiceWorkerRegistration.prototype;
    const show = proto.showNotification;
    const showing = new Set<Promise<unknown>>();
    let reading: Promise<unknown> = Promise.resolve();
    proto.showNotification = function (this: ServiceWorkerRegistration, ...args) {
      const shown = reading.then(() => show.apply(this, args));
      const settled = shown.catch(() => undefined);
      showing.add(settled);
      void settled.then(() => showing.delete(settled));
      return shown;
    };
    window.__readShownNotifications = async () => {
      while (showing.size > 0) await Promise.all(showing);
      // Taken in the same turn as the check above, so no show can start in between.
      const read = navigator.serviceWorker
        .getRegistration()
        .then((registration) => (registration ? registration.getNotifications() : []));
      reading = read.catch(() => undefined);
      const shown = await read;
      return shown.map((n) => ({
        title: n.title,
        body: n.body,
        requireInteraction: n.requireInteraction,
        data: n.data as unknown,
      }));
    };
  });
}

/** The notifications the page's service worker registration is showing (none without a registration). */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(() => {
    const read = window.__readShownNotifications;
    if (!read) throw new Error('guardNotificationReads(page) must run before the page loads');
    return read();
  });
}
