import { describe, expect, it } from 'vitest';
import { createTypefaceLoader, TYPEFACE_LATEST_MS, TYPEFACE_STORAGE_KEY } from './typeface';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('typeface loader', () => {
  it('on a first visit waits for the heading (or the latest moment), then fetches once and remembers', async () => {
    const storage = memoryStorage();
    const scheduled: { run: () => void; delayMs: number }[] = [];
    let fetches = 0;
    const loader = createTypefaceLoader(
      async () => {
        fetches += 1;
      },
      storage,
      (run, delayMs) => scheduled.push({ run, delayMs }),
    );
    loader.start();
    expect(fetches).toBe(0);
    expect(scheduled.map((entry) => entry.delayMs)).toEqual([TYPEFACE_LATEST_MS]);
    loader.load();
    loader.load();
    scheduled[0]?.run();
    await settle();
    expect(fetches).toBe(1);
    expect(storage.values.get(TYPEFACE_STORAGE_KEY)).toBe('1');
  });

  it('on a device that has it asks at once', () => {
    let fetches = 0;
    const scheduled: number[] = [];
    createTypefaceLoader(
      async () => {
        fetches += 1;
      },
      memoryStorage({ [TYPEFACE_STORAGE_KEY]: '1' }),
      (_run, delayMs) => scheduled.push(delayMs),
    ).start();
    expect(fetches).toBe(1);
    expect(scheduled).toEqual([]);
  });

  it('tries again after a failed fetch, and lives without storage', async () => {
    let fetches = 0;
    const loader = createTypefaceLoader(async () => {
      fetches += 1;
      if (fetches === 1) throw new TypeError('Failed to fetch');
    }, null);
    loader.load();
    await settle();
    loader.load();
    await settle();
    loader.load();
    expect(fetches).toBe(2);
  });
});
