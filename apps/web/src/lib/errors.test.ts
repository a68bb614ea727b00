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

describe('network failures', () => {
  it('read as a Malay network message, not the browser text', async () => {
    const { TRPCClientError } = await import('@trpc/client');
    const wrapped = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(errorMessage(wrapped)).toBe('Ralat rangkaian. Sila cuba lagi.');
    expect(errorMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      'Ralat rangkaian. Sila cuba lagi.',
    );
  });

  it('leave answers from the server alone', () => {
    const answered = Object.assign(new Error('Pautan tidak dijumpai'), { data: { code: 'NOT_FOUND' } });
    expect(errorMessage(answered)).toBe('Pautan tidak dijumpai');
  });
});
