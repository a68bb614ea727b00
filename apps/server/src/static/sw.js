// Task notifications (docs/product.md#tasks) are shown by the page; a click here brings the portal forward.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.url || '/tasks';
  const target = new URL(path, self.location.origin);
  // Only our own pages: a notification's data never sends the user elsewhere.
  if (target.origin !== self.location.origin) return;

  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (ours) {
        try {
          const focused = (await ours.focus()) || ours;
          if (focused.url !== target.href) await focused.navigate(target.href);
          return;
        } catch {
          // navigate() refuses a window this worker does not control (e.g. after a hard reload).
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
