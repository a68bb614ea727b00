import { type Logger, pino } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** JSON lines on stdout; the request log carries method, path, status and time, never bodies or cookies. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'kubm-server' },
    // A last guard should an error object ever carry request headers into the log.
    redact: {
      paths: ['*.headers.cookie', '*.headers.authorization', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  });
}
