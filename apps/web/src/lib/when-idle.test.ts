import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for an idle period, at most the timeout, and can be called off', () => {
    const idle = new Map<number, { run: () => void; timeout?: number }>();
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => {
      idle.set(idle.size + 1, { run, timeout: options?.timeout });
      return idle.size;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
    const callback = vi.fn();
    whenIdle(callback);
    const cancel = whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    expect([...idle.values()].map((entry) => entry.timeout)).toEqual([IDLE_TIMEOUT_MS, IDLE_TIMEOUT_MS]);
    cancel();
    for (const entry of idle.values()) entry.run();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to a task of its own where there is no idle callback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
