import { type Logger, pino } from 'pino';
import type { LogLevel } from './config';
import { serializeError } from './log-errors';
import { createStdoutSink, type LogSink } from './log-sink';

export type { Logger };

/** LOG_BUFFER_KB's default: log lines held for a stdout reader that is behind, before lines are dropped. */
export const DEFAULT_LOG_BUFFER_BYTES = 1024 * 1024;

const SERVICE = 'kubm-server';

export interface LoggerOptions {
  /** At most this many bytes wait for a slow stdout reader; further lines are dropped and counted. */
  bufferBytes?: number;
  /** Instead of stdout (tests). */
  destination?: LogSink;
}

/** The line that reports lost lines: written by the sink itself, so no level can hide it. */
function droppedLine(count: number): string {
  return `${JSON.stringify({
    level: 40,
    time: Date.now(),
    service: SERVICE,
    dropped: count,
    msg: 'log lines dropped: stdout was not being read',
  })}\n`;
}

/** JSON lines on stdout; the request log carries method, path, status and time, never bodies or cookies. */
export function createLogger(level: LogLevel, options: LoggerOptions = {}): Logger {
  // 'silent' writes nothing: no need to touch stdout at all (tests start many servers in one process).
  const destination =
    options.destination ??
    (level === 'silent'
      ? { write() {} }
      : createStdoutSink(options.bufferBytes ?? DEFAULT_LOG_BUFFER_BYTES, droppedLine));
  return pino(
    {
      level,
      base: { service: SERVICE },
      // Errors lose query parameters and values on the way in (see log-errors.ts).
      serializers: { err: serializeError, error: serializeError },
      // A last guard should an error object ever carry request headers into the log.
      redact: {
        paths: ['*.headers.cookie', '*.headers.authorization', 'req.headers.cookie'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
