import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client';

describe('createQueryClient', () => {
  it('applies the spec defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.gcTime).toBe(5 * 60_000);
    expect(mutations?.retry).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles from one second and stops at 30 seconds', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(4)).toBe(16_000);
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(50)).toBe(30_000);
  });
});

describe('a 401 anywhere', () => {
  it('reports the session as ended, once per failure, and nothing else does', async () => {
    const ended: unknown[] = [];
    const client = createQueryClient({ onUnauthorized: (c) => ended.push(c) });
    const unauthorized = Object.assign(new Error('Sila log masuk terlebih dahulu'), {
      data: { code: 'UNAUTHORIZED', httpStatus: 401 },
    });
    await client
      .fetchQuery({ queryKey: ['links'], queryFn: () => Promise.reject(unauthorized) })
      .catch(() => {});
    await client
      .fetchQuery({ queryKey: ['other'], queryFn: () => Promise.reject(new Error('boom')) })
      .catch(() => {});
    expect(ended).toEqual([client]);
  });
});
