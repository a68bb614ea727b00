// The links list's page cursor: an id as a number or as decimal digits from a URL, else one Malay message.
import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../constants';
import { MSG } from '../messages';
import { linksListQuerySchema } from './link';
import { messagesAt, parseValid } from './test-helpers';

describe('linksListQuerySchema', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [42, 42],
    [String(MAX_ID), MAX_ID],
  ])('reads before=%j as %j', (before, expected) => {
    expect(parseValid(linksListQuerySchema, { before })).toEqual({ before: expected });
  });

  it('starts at the first page without a cursor', () => {
    expect(parseValid(linksListQuerySchema, {})).toEqual({});
  });

  it.each([
    '',
    '0',
    '-1',
    '1e3',
    '0x10',
    ' 5',
    '5 ',
    '1.0',
    'abc',
    '\u0000',
    '5\u0000',
    String(MAX_ID + 1),
    '99999999999999999999',
    -1,
    0,
    1.5,
    Number.MAX_SAFE_INTEGER,
    ['1', '2'],
    null,
    {},
  ])('refuses before=%j with the page-cursor message', (before) => {
    expect(messagesAt(linksListQuerySchema, { before }, 'before')).toEqual([MSG.pageCursorInvalid]);
  });
});

describe('the cursor of a tRPC infinite query', () => {
  it('takes null, nothing or an id, and ignores the direction it is sent with', () => {
    expect(parseValid(linksListQuerySchema, { cursor: null })).toEqual({ cursor: null });
    expect(parseValid(linksListQuerySchema, { cursor: 7, direction: 'forward' })).toEqual({ cursor: 7 });
  });

  it('refuses a cursor that is no id', () => {
    expect(messagesAt(linksListQuerySchema, { cursor: '1e3' }, 'cursor')).toEqual([MSG.pageCursorInvalid]);
    expect(messagesAt(linksListQuerySchema, { cursor: -1 }, 'cursor')).toEqual([MSG.pageCursorInvalid]);
  });
});
