// The address feeds the per-address limits, so X-Forwarded-For is believed only from a TRUST_PROXY peer:
// docs/decisions/trusted-proxy-client-address.md.
import type { IncomingMessage } from 'node:http';
import { isIP, isIPv4 } from 'node:net';
import proxyAddr from 'proxy-addr';

export interface TrustedProxies {
  readonly entries: readonly string[];
  has(address: string): boolean;
}

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

// One spelling per address (a dual-stack listener reports IPv4 as `::ffff:1.2.3.4`), so lookups and throttle keys agree.
export function normaliseAddress(value: string): string | null {
  const trimmed = value.trim();
  const family = isIP(trimmed);
  if (family === 4) return trimmed;
  if (family !== 6 || trimmed.includes('%')) return null;
  const mapped = MAPPED_IPV4.exec(trimmed);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  // The URL parser writes IPv6 in its canonical (RFC 5952) form, mapped IPv4 included as hex.
  const canonical = new URL(`http://[${trimmed}]/`).hostname.slice(1, -1);
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (hexMapped) {
    const high = Number.parseInt(hexMapped[1] as string, 16);
    const low = Number.parseInt(hexMapped[2] as string, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return canonical;
}

// IPv6 counts by its /64: one host is normally given the whole block and could rotate through it.
export function addressGroup(address: string): string {
  if (!address.includes(':')) return address;
  const groups = expandIPv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

function expandIPv6(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

export function parseTrustedProxies(value: string | undefined): TrustedProxies | null {
  const entries: string[] = [];
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const part of parts) {
    const [addressPart = '', prefix, extra] = part.split('/');
    const address = normaliseAddress(addressPart);
    // proxy-addr's names (`loopback`) and mapped IPv4 ranges are refused: an operator writes what they mean.
    const mappedRange = prefix !== undefined && addressPart.includes(':') && !address?.includes(':');
    if (address === null || extra !== undefined || mappedRange) return null;
    entries.push(prefix === undefined ? address : `${address}/${prefix}`);
  }
  let trust: (address: string, hop: number) => boolean;
  try {
    trust = proxyAddr.compile(entries);
  } catch {
    return null;
  }
  return { entries, has: (address) => trust(address, 0) };
}

export function trustedProxiesOf(entries: readonly string[]): TrustedProxies {
  const parsed = parseTrustedProxies(entries.join(','));
  if (!parsed) throw new Error(`Invalid TRUST_PROXY entries: ${entries.join(', ')}`);
  return parsed;
}

// Bare, `1.2.3.4:5678`, `[2001:db8::1]` or `[2001:db8::1]:443`.
function forwardedAddress(entry: string): string | null {
  const trimmed = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(trimmed);
  if (bracketed?.[1]) return normaliseAddress(bracketed[1]);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(trimmed);
  return normaliseAddress(withPort?.[1] ?? trimmed);
}

// X-Forwarded-For is read from the right past our own proxies; when it is malformed or missing the proxy's
// own address is used: shared by everyone, but never chosen by the client.
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  const peer = normaliseAddress(socketAddress ?? '') ?? socketAddress ?? '';
  if (trusted.entries.length === 0) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  // proxy-addr reads only these two fields of the request.
  const req = { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': header } };
  const hops = proxyAddr.all(req as unknown as IncomingMessage, (hop) =>
    trusted.has(forwardedAddress(hop) ?? hop),
  );
  const client = hops.length > 1 ? forwardedAddress(hops.at(-1) as string) : peer;
  return client ?? peer;
}
