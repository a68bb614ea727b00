// The request line, one per answer: formatted here and written to the logger's own destination, in the
// shape pino writes. Through pino's generic path (its key walk, serializers and hooks) it cost a 304 about
// 5 µs of 28: docs/decisions/access-line-without-pino.md.
import { pino } from 'pino';
import type { Logger } from './logger';

export interface AccessEntry {
  reqId: string;
  method: string;
  /** Without the query string, which may carry reset tokens and e-mail addresses. */
  path: string;
  status: number;
  ms: number;
  aborted: boolean;
}

export type AccessLog = (entry: AccessEntry) => void;

export const ACCESS_MESSAGE = 'request';

interface PinoInternals {
  write(line: string): void;
}

export function createAccessLog(logger: Logger): AccessLog {
  // pino.symbols is pino's documented hook for integrations: the destination, the time and the bindings
  // (the base fields, `"service"`) exactly as the logger's own lines carry them.
  const internals = logger as unknown as Record<symbol, unknown>;
  const destination = internals[pino.symbols.streamSym] as PinoInternals;
  const time = internals[pino.symbols.timeSym] as () => string;
  const bindings = internals[pino.symbols.chindingsSym] as string;
  const level = `{"level":${logger.levels.values.info}`;
  const end = `,"msg":${JSON.stringify(ACCESS_MESSAGE)}}\n`;
  return (entry) => {
    if (!logger.isLevelEnabled('info')) return;
    destination.write(
      `${level}${time()}${bindings},"reqId":${JSON.stringify(entry.reqId)},"method":${JSON.stringify(entry.method)},"path":${JSON.stringify(entry.path)},"status":${entry.status},"ms":${entry.ms}${entry.aborted ? ',"aborted":true' : ''}${end}`,
    );
  };
}
