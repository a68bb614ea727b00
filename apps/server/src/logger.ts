import { type Logger, pino } from 'pino';
import type { LogLevel } from './config';
import { serializeError } from './log-errors';
import { createStdoutSink, DEFAULT_LOG_FLUSH_MS, type LogSink } from './log-sink';

export type { Logger };

export const DEFAULT_LOG_BUFFER_BYTES = 1024 * 1024;

const SERVICE = 'kubm-server';

export interface LoggerOptions {
  bufferBytes?: number;
  flushMs?: number;
  destination?: LogSink;
}

// Written by the sink itself, so no level can hide it.
function droppedLine(count: number): string {
  return `${JSON.stringify({
    level: 40,
    time: Date.now(),
    service: SERVICE,
    dropped: count,
    msg: 'log lines dropped: stdout was not being read',
  })}\n`;
}

export function createLogger(level: LogLevel, options: LoggerOptions = {}): Logger {
  const destination =
    options.destination ??
    (level === 'silent'
      ? { write() {} }
      : createStdoutSink(
          options.bufferBytes ?? DEFAULT_LOG_BUFFER_BYTES,
          droppedLine,
          options.flushMs ?? DEFAULT_LOG_FLUSH_MS,
        ));
  return pino(
    {
      level,
      base: { service: SERVICE },
      serializers: { err: serializeError, error: serializeError },
      // A last guard should an error ever carry request headers.
      redact: {
        paths: ['*.headers.cookie', '*.headers.authorization', 'req.headers.cookie'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
