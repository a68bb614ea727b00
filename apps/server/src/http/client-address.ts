// Who is asking: the socket's peer, or — only when that peer is a proxy named in TRUST_PROXY — the
// address that proxy wrote into X-Forwarded-For. The answer feeds the per-address login and
// registration limits, so a header from anyone else is never believed.
import { BlockList, isIP, isIPv4 } from 'node:net';

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
  const list = new BlockList();
  const entries: string[] = [];
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const part of parts) {
    const [addressPart = '', prefixPart, extra] = part.split('/');
    const address = normaliseAddress(addressPart);
    if (address === null || extra !== undefined) return null;
    const type = address.includes(':') ? 'ipv6' : 'ipv4';
    if (prefixPart === undefined) {
      list.addAddress(address, type);
      entries.push(address);
      continue;
    }
    const prefix = Number(prefixPart);
    const maxPrefix = type === 'ipv4' ? 32 : 128;
    // A mapped IPv4 range (::ffff:10.0.0.0/104) is not worth the arithmetic: write it as IPv4.
    const mappedRange = addressPart.includes(':') && type === 'ipv4';
    if (!/^\d{1,3}$/.test(prefixPart) || prefix > maxPrefix || mappedRange) return null;
    list.addSubnet(address, prefix, type);
    entries.push(`${address}/${prefix}`);
  }
  return {
    entries,
    has(candidate: string) {
      const address = normaliseAddress(candidate);
      if (address === null) return false;
      return list.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
    },
  };
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
 * first other address is the client. Anything malformed on the way, or no header at all, means we
 * cannot tell, so the proxy's own address is used — shared by everyone, but never chosen by the client.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  const peer = normaliseAddress(socketAddress ?? '') ?? socketAddress ?? '';
  if (trusted.entries.length === 0 || !trusted.has(peer)) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header.split(',');
  if (header.trim() === '') return peer;
  let leftmost: string | null = null;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const address = forwardedAddress(hops[i] as string);
    if (address === null) return peer;
    if (!trusted.has(address)) return address;
    leftmost = address;
  }
  // Every hop is one of our proxies: the first of them is as far back as the chain goes.
  return leftmost ?? peer;
}
