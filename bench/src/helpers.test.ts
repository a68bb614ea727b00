import { describe, expect, it } from 'vitest';
import { databaseUrlFor } from './data';
import { sessionCookie } from './seed';
import { readyMsFromLog } from './servers';
import { assetKind } from './web';

describe('readyMsFromLog', () => {
  it("takes the ms of the last 'ready' line among other lines", () => {
    const log = [
      '{"level":30,"msg":"migrations applied"}',
      'not json, "ready" nonetheless',
      '{"level":30,"url":"http://127.0.0.1:3601","ms":2875,"msg":"ready"}',
      '',
    ].join('\n');
    expect(readyMsFromLog(log)).toBe(2875);
    expect(readyMsFromLog('{"msg":"starting"}\n')).toBeUndefined();
  });
});

describe('sessionCookie', () => {
  it('finds the session pair among the Set-Cookie headers, never a blank one', () => {
    expect(
      sessionCookie([
        'other=1; Path=/',
        'kubm_session=abc123; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000',
      ]),
    ).toBe('kubm_session=abc123');
    expect(sessionCookie(['kubm_session=; Path=/; Max-Age=0'])).toBeNull();
  });
});

describe('databaseUrlFor', () => {
  it('names the new database on the same server, keeping user and port', () => {
    expect(databaseUrlFor('postgres://postgres@127.0.0.1:5432/postgres', 'kubm_bench_1')).toBe(
      'postgres://postgres@127.0.0.1:5432/kubm_bench_1',
    );
  });
});

describe('assetKind', () => {
  it('tells JavaScript and CSS by content type', () => {
    expect(assetKind('text/javascript; charset=utf-8')).toBe('js');
    expect(assetKind('application/javascript')).toBe('js');
    expect(assetKind('text/css')).toBe('css');
    expect(assetKind('text/html')).toBeNull();
    expect(assetKind(undefined)).toBeNull();
  });
});
