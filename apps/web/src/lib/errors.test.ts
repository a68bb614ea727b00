import { describe, expect, it } from 'vitest';
import { errorMessage, isUnauthorizedError } from './errors';

describe('isUnauthorizedError', () => {
  it('recognises a tRPC UNAUTHORIZED error', () => {
    expect(isUnauthorizedError({ data: { code: 'UNAUTHORIZED', httpStatus: 401 } })).toBe(true);
    expect(isUnauthorizedError({ data: { httpStatus: 401 } })).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isUnauthorizedError({ data: { code: 'FORBIDDEN', httpStatus: 403 } })).toBe(false);
    expect(isUnauthorizedError({ data: null })).toBe(false);
    expect(isUnauthorizedError(new Error('Failed to fetch'))).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
    expect(isUnauthorizedError('401')).toBe(false);
  });
});

describe('errorMessage', () => {
  it('prefers the error message, then a string, then the fallback', () => {
    expect(errorMessage(new Error('Oops'))).toBe('Oops');
    expect(errorMessage('Teks')).toBe('Teks');
    expect(errorMessage(undefined, 'Lalai')).toBe('Lalai');
  });
});
