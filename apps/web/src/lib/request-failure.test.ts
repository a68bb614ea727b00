import { describe, expect, it } from 'vitest';
import { isNetworkError, serverMessage } from './request-failure';

function serverError(message: string, httpStatus: number) {
  return Object.assign(new Error(message), { data: { code: 'BAD_REQUEST', httpStatus } });
}

describe('isNetworkError', () => {
  it('is true for a failure without error data (fetch failed)', () => {
    expect(isNetworkError(Object.assign(new TypeError('Failed to fetch'), { data: undefined }))).toBe(true);
    expect(isNetworkError(new Error('Failed to fetch'))).toBe(true);
  });

  it('is false for an answer of the server', () => {
    expect(isNetworkError(serverError('Link tidak sah', 400))).toBe(false);
  });

  it('is false for things that are not errors', () => {
    expect(isNetworkError(null)).toBe(false);
    expect(isNetworkError('oops')).toBe(false);
  });
});

describe('serverMessage', () => {
  it("uses the server's message", () => {
    expect(serverMessage(serverError('Token tamat', 400), 'Lalai')).toBe('Token tamat');
  });

  it('falls back without one', () => {
    expect(serverMessage(new Error('Failed to fetch'), 'Lalai')).toBe('Lalai');
    expect(serverMessage(serverError('', 500), 'Lalai')).toBe('Lalai');
  });
});
