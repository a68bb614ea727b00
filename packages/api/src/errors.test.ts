import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, type AppErrorCode, RetryAfter, tooManyRequests } from './app-error';
import { errorBody, HTTP_STATUS, toTRPCError } from './errors';

const CODES: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

describe('an AppError at the procedure edge', () => {
  it.each(Object.entries(CODES))('%s keeps its code and message, and answers %i', (code, status) => {
    const converted = toTRPCError(new AppError(code as AppErrorCode, 'Mesej'));
    expect(converted).toBeInstanceOf(TRPCError);
    expect(converted.code).toBe(code);
    expect(converted.message).toBe('Mesej');
    expect(HTTP_STATUS[converted.code]).toBe(status);
  });

  it('says its code when it has no message, as tRPC does', () => {
    expect(toTRPCError(new AppError('UNAUTHORIZED')).message).toBe('UNAUTHORIZED');
  });

  it("keeps its cause: field issues reach the body, a 429's wait stays readable", () => {
    const issues = z.object({ phone: z.string() }).safeParse({ phone: 1 }).error;
    const invalid = toTRPCError(new AppError('BAD_REQUEST', 'Telefon tidak sah', { cause: issues }));
    expect(errorBody(invalid).issues?.[0]?.path).toBe('phone');
    const throttled = toTRPCError(tooManyRequests('Tunggu', 61_500));
    expect(throttled.cause).toBeInstanceOf(RetryAfter);
    expect((throttled.cause as RetryAfter).seconds).toBe(62);
  });

  it("leaves tRPC's own errors as they are, and makes anything else a 500", () => {
    const own = new TRPCError({ code: 'NOT_FOUND', message: 'Tiada' });
    expect(toTRPCError(own)).toBe(own);
    expect(toTRPCError(new Error('boom')).code).toBe('INTERNAL_SERVER_ERROR');
  });
});
