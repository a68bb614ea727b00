// No transport here: the procedure edge turns it into the answer; errors.ts maps code → HTTP status.

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? code, options);
    this.name = 'AppError';
    this.code = code;
  }
}

export const ERR = {
  unauthorized: 'Sila log masuk terlebih dahulu',
  forbidden: 'Anda tidak dibenarkan melakukan tindakan ini',
  notFound: 'Tidak dijumpai',
  databaseUnavailable: 'Pangkalan data tidak dapat dihubungi buat masa ini. Sila cuba lagi sebentar lagi.',
  referenceGone: 'Rekod yang berkaitan telah dipadam. Sila muat semula halaman dan cuba lagi.',
} as const;

export class RetryAfter extends Error {
  readonly seconds: number;
  constructor(waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    super(`retry after ${seconds} s`);
    this.name = 'RetryAfter';
    this.seconds = seconds;
  }
}

export const tooManyRequests = (message: string, waitMs: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { cause: new RetryAfter(waitMs) });

export const unauthorized = () => new AppError('UNAUTHORIZED', ERR.unauthorized);
export const forbidden = (message: string = ERR.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = ERR.notFound) => new AppError('NOT_FOUND', message);

// A foreign-key violation: typically an account deleted between a request's checks and its write.
export const referenceGone = (cause: unknown) => new AppError('CONFLICT', ERR.referenceGone, { cause });
