// Who is asking: the socket's peer, or — only when that peer is a proxy named in TRUST_PROXY — the
// address that proxy wrote into X-Forwarded-For. The answer feeds the per-address login and
// registration limits, so a header from anyone else is never believed.
import type { IncomingMessage } from 'node:http';
import { isIP, isIPv4 } from 'node:net';
import proxyAddr from 'proxy-addr';

/** A parsed TRUST_PROXY: the addresses and ranges whose X-Forwarded-For we believe. */
export interface TrustedProxies {
  /** The entries as given, normalised (`::ffff:` mapped IPv4 written as IPv4, IPv6 canonical). */
  readonly entries: readonly string[];
  has(address: string): boolean;
}

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * One address in one spelling, so a list lookup and a throttle key agree whatever the socket family:
 * a dual-stack listener reports IPv4 clients as `::ffff:1.2.3.4`; IPv6 is lower-cased and compressed.
 * Returns null for anything that is not an IP address.
 */
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

/**
 * The key connections are counted under: the address itself for IPv4, its /64 for IPv6 — one IPv6
 * host is normally given a whole /64, so counting single addresses would let it multiply its quota.
 */
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

/** Parses TRUST_PROXY (`10.0.0.2, 2001:db8::1, 172.17.0.0/16`); null when any entry is not an address or range. */
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

/** The TrustedProxies for entries the config has already checked. */
export function trustedProxiesOf(entries: readonly string[]): TrustedProxies {
  const parsed = parseTrustedProxies(entries.join(','));
  if (!parsed) throw new Error(`Invalid TRUST_PROXY entries: ${entries.join(', ')}`);
  return parsed;
}

/** An X-Forwarded-For entry as proxies write it: bare, `1.2.3.4:5678`, `[2001:db8::1]` or `[2001:db8::1]:443`. */
function forwardedAddress(entry: string): string | null {
  const trimmed = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(trimmed);
  if (bracketed?.[1]) return normaliseAddress(bracketed[1]);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(trimmed);
  return normaliseAddress(withPort?.[1] ?? trimmed);
}

/**
 * The client's address. Without a trusted peer: the socket's. Behind a trusted proxy: X-Forwarded-For
 * read from the right (each proxy appends the address it received from), skipping our own proxies; the
 * first other address is the client. Anything malformed there, or no header at all, means we cannot
 * tell, so the proxy's own address is used: shared by everyone, but never chosen by the client.
 */
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
