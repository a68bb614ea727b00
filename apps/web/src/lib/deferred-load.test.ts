import { describe, expect, it, vi } from 'vitest';
import { deferredLoad } from './deferred-load';

const rules = { name: 'rules' };

describe('deferredLoad', () => {
  it('loads on the first get only and hands every caller the same value', async () => {
    const load = vi.fn(async () => rules);
    const { get } = deferredLoad(load);
    expect(load).not.toHaveBeenCalled();

    await expect(get()).resolves.toBe(rules);
    await expect(get()).resolves.toBe(rules);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load once, and a get after it does not load again', async () => {
    const load = vi.fn(async () => rules);
    const { get, preload } = deferredLoad(load);
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next get tries again', async () => {
    const load = vi.fn<() => Promise<typeof rules>>();
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValueOnce(rules);
    const { get, preload } = deferredLoad(load);

    preload();
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe(rules);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
