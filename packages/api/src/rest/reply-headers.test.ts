import { describe, expect, it } from 'vitest';
import type { ResponseHeaders } from '../context';
import { ReplyHeaders } from './reply-headers';

/** The same calls on a fetch Headers and on a ReplyHeaders. */
function both(calls: (headers: ResponseHeaders) => void) {
  const fetchHeaders = new Headers();
  const reply = new ReplyHeaders();
  calls(fetchHeaders);
  calls(reply);
  const fields: Record<string, string> = {};
  fetchHeaders.forEach((value, name) => {
    if (name !== 'set-cookie') fields[name] = value;
  });
  const copied: Record<string, string> = {};
  reply.copyTo(copied);
  return {
    expected: { setCookies: fetchHeaders.getSetCookie(), fields },
    actual: { setCookies: reply.setCookies, fields: copied },
  };
}

describe('ReplyHeaders', () => {
  it('keeps every Set-Cookie in order, as fetch does', () => {
    const { expected, actual } = both((h) => {
      h.append('Set-Cookie', 'a=1; Path=/');
      h.append('set-cookie', 'b=2; Path=/');
    });
    expect(actual).toEqual(expected);
    expect(actual.setCookies).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('replaces on set and joins other headers on append, by case-insensitive name', () => {
    const { expected, actual } = both((h) => {
      h.set('Retry-After', '30');
      h.set('retry-after', '60');
      h.append('X-Calendar-Stale', 'true');
      h.append('Link', '<a>; rel="next"');
      h.append('link', '<b>; rel="prev"');
      h.append('Set-Cookie', 'a=1');
      h.set('Set-Cookie', 'c=3');
    });
    expect(actual).toEqual(expected);
    expect(actual.fields).toEqual({
      'retry-after': '60',
      'x-calendar-stale': 'true',
      link: '<a>; rel="next", <b>; rel="prev"',
    });
  });

  it('adds nothing when nothing is set', () => {
    const { expected, actual } = both(() => {});
    expect(actual).toEqual(expected);
  });
});
