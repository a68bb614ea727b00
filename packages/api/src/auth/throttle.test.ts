import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('blocks a key after `limit` failures until its window ends', () => {
    let now = 1_000;
    const throttle = createThrottle({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterMs('a')).toBe(0);
      throttle.fail('a');
    }
    expect(throttle.retryAfterMs('a')).toBe(60_000);
    expect(throttle.retryAfterMs('b')).toBe(0);
    now += 59_999;
    expect(throttle.retryAfterMs('a')).toBe(1);
    now += 1;
    expect(throttle.retryAfterMs('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const throttle = createThrottle({ limit: 1, windowMs: 60_000 });
    throttle.fail('a');
    expect(throttle.retryAfterMs('a')).toBeGreaterThan(0);
    throttle.reset('a');
    expect(throttle.retryAfterMs('a')).toBe(0);
  });
});
