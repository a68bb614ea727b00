// The texts and options of the two task notifications, and the guards around showing them. The browser
// objects (Notification, navigator.serviceWorker) are small stand-ins: Node has neither. The real
// browser path is exercised in e2e/tests/pwa.spec.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askNotificationPermission,
  notifyTaskAssigned,
  notifyTaskStatusChanged,
  taskNotification,
} from './task-notifications';

describe('taskNotification', () => {
  it("names the assignee in 'Tugas Baru Ditetapkan'", () => {
    expect(taskNotification({ kind: 'assigned', assigneeName: 'Maria Goretti' })).toEqual({
      title: 'Tugas Baru Ditetapkan',
      options: {
        body: 'Tugas telah ditetapkan kepada Maria Goretti',
        requireInteraction: true,
        data: { url: '/tasks' },
        icon: '/icons/icon-192.png',
        lang: 'ms',
      },
    });
  });

  it("names the new status in 'Status Tugas Dikemaskini'", () => {
    expect(taskNotification({ kind: 'statusChanged', status: 'Selesai' })).toEqual({
      title: 'Status Tugas Dikemaskini',
      options: {
        body: 'Status tugas telah dikemaskini kepada Selesai',
        requireInteraction: true,
        data: { url: '/tasks' },
        icon: '/icons/icon-192.png',
        lang: 'ms',
      },
    });
  });
});

type Permission = 'default' | 'granted' | 'denied';

/** A browser with notifications at `permission` and an active worker whose showNotification is `show`. */
function stubBrowser(permission: Permission, show = vi.fn(async () => {})) {
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  const registration = { active: {}, installing: null, waiting: null, showNotification: show };
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: vi.fn(async () => registration) },
  });
  return { show, requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('notifyTaskAssigned / notifyTaskStatusChanged', () => {
  it('show through the service worker registration when granted', async () => {
    const { show } = stubBrowser('granted');
    await notifyTaskAssigned('Ahli Ujian');
    await notifyTaskStatusChanged('Dalam Proses');
    expect(show).toHaveBeenNthCalledWith(
      1,
      'Tugas Baru Ditetapkan',
      expect.objectContaining({ body: 'Tugas telah ditetapkan kepada Ahli Ujian', requireInteraction: true }),
    );
    expect(show).toHaveBeenNthCalledWith(
      2,
      'Status Tugas Dikemaskini',
      expect.objectContaining({ body: 'Status tugas telah dikemaskini kepada Dalam Proses' }),
    );
  });

  it.each(['default', 'denied'] as const)(
    'show nothing and say nothing when permission is %s',
    async (permission) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { show } = stubBrowser(permission);
      await notifyTaskAssigned('Ahli Ujian');
      expect(show).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it('do nothing where the browser has no notifications or no service worker', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('Notification', undefined);
    await expect(notifyTaskAssigned('Ahli Ujian')).resolves.toBeUndefined();
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.stubGlobal('navigator', {});
    await expect(notifyTaskStatusChanged('Selesai')).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('only log a failure, never reject', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubBrowser(
      'granted',
      vi.fn(async () => {
        throw new TypeError('No active registration');
      }),
    );
    await expect(notifyTaskAssigned('Ahli Ujian')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Task notification failed', expect.any(TypeError));
  });
});

describe('askNotificationPermission', () => {
  it('asks only while the answer is still default', () => {
    const first = stubBrowser('default');
    askNotificationPermission();
    expect(first.requestPermission).toHaveBeenCalledTimes(1);
    for (const permission of ['granted', 'denied'] as const) {
      const { requestPermission } = stubBrowser(permission);
      askNotificationPermission();
      expect(requestPermission).not.toHaveBeenCalled();
    }
  });

  it('never throws when asking fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('Notification', {
      permission: 'default',
      requestPermission: () => {
        throw new Error('not allowed');
      },
    });
    vi.stubGlobal('navigator', { serviceWorker: {} });
    expect(() => askNotificationPermission()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
