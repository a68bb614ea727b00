import { describe, expect, it } from 'vitest';
import {
  addressGroup,
  normaliseAddress,
  parseTrustedProxies,
  resolveClientAddress,
  type TrustedProxies,
} from './client-address';

function trusted(value: string): TrustedProxies {
  const parsed = parseTrustedProxies(value);
  if (!parsed) throw new Error(`bad TRUST_PROXY in test: ${value}`);
  return parsed;
}

const none = trusted('');

describe('normaliseAddress', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:10.0.0.2', '10.0.0.2'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['::1', '::1'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseAddress(input)).toBe(expected);
  });

  it.each(['', 'unknown', '1.2.3', '1.2.3.256', 'fe80::1%eth0', '1.2.3.4:80', 'example.org', '::ffff:'])(
    'refuses %j',
    (input) => {
      expect(normaliseAddress(input)).toBeNull();
    },
  );
});

describe('addressGroup', () => {
  it('keeps IPv4 addresses and groups IPv6 by /64', () => {
    expect(addressGroup('10.0.0.1')).toBe('10.0.0.1');
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
});

describe('parseTrustedProxies', () => {
  it('reads addresses and ranges, normalised', () => {
    const parsed = trusted(' 10.0.0.2 , ::ffff:192.168.1.1, 2001:DB8::1, 172.17.0.0/16, fd00::/8 ');
    expect(parsed.entries).toEqual(['10.0.0.2', '192.168.1.1', '2001:db8::1', '172.17.0.0/16', 'fd00::/8']);
    expect(parsed.has('10.0.0.2')).toBe(true);
    expect(parsed.has('::ffff:10.0.0.2')).toBe(true);
    expect(parsed.has('192.168.1.1')).toBe(true);
    expect(parsed.has('2001:db8:0::1')).toBe(true);
    expect(parsed.has('172.17.200.3')).toBe(true);
    expect(parsed.has('172.18.0.1')).toBe(false);
    expect(parsed.has('fd12::5')).toBe(true);
    expect(parsed.has('10.0.0.3')).toBe(false);
    expect(parsed.has('nonsense')).toBe(false);
  });

  it('an empty value trusts nobody', () => {
    expect(trusted('').entries).toEqual([]);
    expect(trusted(' , ').has('127.0.0.1')).toBe(false);
  });

  it.each([
    'proxy.local',
    '10.0.0.1/33',
    '10.0.0.0/x',
    '10.0.0.0/8/8',
    '::ffff:10.0.0.0/104',
    '1.2.3.4:80',
    'loopback',
  ])('refuses %j', (value) => {
    expect(parseTrustedProxies(value)).toBeNull();
  });
});

describe('resolveClientAddress', () => {
  const proxy = trusted('10.0.0.2');

  it('without TRUST_PROXY uses the socket, whatever the header says', () => {
    expect(resolveClientAddress('203.0.113.9', '1.1.1.1', none)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
  });

  it('ignores the header when the peer is not a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.9', '1.1.1.1', proxy)).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy appended', () => {
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7', proxy)).toBe('198.51.100.7');
    expect(resolveClientAddress('::ffff:10.0.0.2', '198.51.100.7', proxy)).toBe('198.51.100.7');
  });

  it('does not believe what the client wrote before the proxy appended', () => {
    // The client sent "X-Forwarded-For: 1.1.1.1"; the proxy appended the real address.
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 198.51.100.7', proxy)).toBe('198.51.100.7');
  });

  it('skips trusted proxies in a chain, walking from the right', () => {
    const chain = trusted('10.0.0.2, 10.0.0.3, 172.16.0.0/12');
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 198.51.100.7, 172.16.5.5, 10.0.0.3', chain)).toBe(
      '198.51.100.7',
    );
    // Every hop trusted: the furthest one is the best we know.
    expect(resolveClientAddress('10.0.0.2', '10.0.0.3', chain)).toBe('10.0.0.3');
  });

  it('joins repeated headers in order', () => {
    expect(resolveClientAddress('10.0.0.2', ['1.1.1.1', '198.51.100.7'], proxy)).toBe('198.51.100.7');
  });

  it('accepts ports and brackets as proxies write them', () => {
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7:51234', proxy)).toBe('198.51.100.7');
    expect(resolveClientAddress('10.0.0.2', '[2001:db8::7]:443', proxy)).toBe('2001:db8::7');
    expect(resolveClientAddress('10.0.0.2', '[2001:DB8::7]', proxy)).toBe('2001:db8::7');
    expect(resolveClientAddress('10.0.0.2', '2001:db8::7', proxy)).toBe('2001:db8::7');
  });

  it('falls back to the socket address for a missing, empty or malformed header', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, proxy)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '', proxy)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', ' , ', proxy)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', 'unknown', proxy)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7, garbage', proxy)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '1.2.3.4.5', proxy)).toBe('10.0.0.2');
  });

  it('stops at the first untrusted address even when something odd is further left', () => {
    expect(resolveClientAddress('10.0.0.2', 'garbage, 198.51.100.7', proxy)).toBe('198.51.100.7');
  });
});
