import { describe, expect, it } from 'vitest';
import { type AccessEntry, createAccessLog } from './access-log';
import type { LogLevel } from './config';
import { createLogger } from './logger';

function capture(level: LogLevel = 'info') {
  const lines: string[] = [];
  const logger = createLogger(level, { destination: { write: (line) => lines.push(line) } });
  return { logger, lines };
}

const entry: AccessEntry = {
  reqId: 'uji-1',
  method: 'GET',
  path: '/api/voting-results',
  status: 304,
  ms: 0.3,
  aborted: false,
};

describe('createAccessLog', () => {
  it('writes the line pino writes for the same fields: same keys, same order, one line', () => {
    const { logger, lines } = capture();
    createAccessLog(logger)(entry);
    const { aborted: _, ...fields } = entry;
    logger.info(fields, 'request');
    expect(lines).toHaveLength(2);
    const [ours, pinos] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(ours ?? {})).toEqual(Object.keys(pinos ?? {}));
    expect({ ...ours, time: 0 }).toEqual({ ...pinos, time: 0 });
    expect(ours).toMatchObject({ level: 30, service: 'kubm-server', msg: 'request', status: 304, ms: 0.3 });
    expect(Math.abs((ours?.time as number) - Date.now())).toBeLessThan(60_000);
    expect(lines[0]?.endsWith('}\n')).toBe(true);
    expect(lines[0]?.indexOf('\n')).toBe((lines[0]?.length ?? 0) - 1);
  });

  it('marks an abandoned answer', () => {
    const { logger, lines } = capture();
    createAccessLog(logger)({ ...entry, status: 499, aborted: true });
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ status: 499, aborted: true });
  });

  it('keeps a path with quotes, backslashes, control characters and Malay text one valid JSON line', () => {
    const { logger, lines } = capture();
    const path = '/a"b\\c\u0000d\ne/ahli-baharu/é/\u2028';
    createAccessLog(logger)({ ...entry, path });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.split('\n')).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ path });
  });

  it('carries the bindings of the logger it is given', () => {
    const { logger, lines } = capture();
    createAccessLog(logger.child({ worker: 2 }))(entry);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ service: 'kubm-server', worker: 2 });
  });

  it('writes nothing when the level hides info, and follows a level changed later', () => {
    const { logger, lines } = capture('warn');
    const accessLog = createAccessLog(logger);
    accessLog(entry);
    expect(lines).toEqual([]);
    logger.level = 'info';
    accessLog(entry);
    expect(lines).toHaveLength(1);
  });
});
