// Caps connections in all and per address, so idle sockets cannot take every file descriptor. At a cap the
// oldest idle one is closed (as nginx does); a request in progress is never cut, and only then is the new one refused.
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../logger';
import { addressGroup, normaliseAddress } from './client-address';

const REPORT_INTERVAL_MS = 10_000;

export interface ConnectionGuardOptions {
  maxConnections: number;
  maxConnectionsPerAddress: number;
  // A trusted proxy carries many clients on its address.
  isExempt(address: string): boolean;
  logger: Logger;
}

export interface ConnectionStats {
  open: number;
  idle: number;
  refused: number;
  evicted: number;
}

interface Entry {
  socket: Socket;
  group: AddressGroup;
  inFlight: number;
  released: boolean;
}

interface AddressGroup {
  key: string;
  count: number;
  idle: Set<Entry>;
}

function first<T>(set: Set<T>): T | undefined {
  for (const item of set) return item;
  return undefined;
}

export interface ConnectionGuard {
  stats(): ConnectionStats;
  /** A request began on its connection: not idle until it ends. Undefined for a socket the guard refused. */
  requestStarted(req: IncomingMessage): RequestOnConnection | undefined;
  requestEnded(started: RequestOnConnection | undefined): void;
}

export type RequestOnConnection = Entry;

// Per request the server calls requestStarted and requestEnded (http-server.ts), from its one close listener.
export function guardConnections(server: Server, options: ConnectionGuardOptions): ConnectionGuard {
  const entries = new Map<Socket, Entry>();
  const idle = new Set<Entry>();
  const groups = new Map<string, AddressGroup>();
  const totals = { refused: 0, evicted: 0 };
  const unreported = { refused: 0, evicted: 0 };
  let lastReport = 0;

  function report() {
    const now = Date.now();
    if (now - lastReport < REPORT_INTERVAL_MS) return;
    lastReport = now;
    options.logger.warn(
      { ...unreported, open: entries.size, idle: idle.size, max: options.maxConnections },
      'connection limit reached: closing idle connections or refusing new ones',
    );
    unreported.refused = 0;
    unreported.evicted = 0;
  }

  function markIdle(entry: Entry) {
    idle.add(entry);
    entry.group.idle.add(entry);
  }

  function markBusy(entry: Entry) {
    idle.delete(entry);
    entry.group.idle.delete(entry);
  }

  function release(entry: Entry) {
    if (entry.released) return;
    entry.released = true;
    markBusy(entry);
    entries.delete(entry.socket);
    entry.group.count -= 1;
    if (entry.group.count === 0) groups.delete(entry.group.key);
  }

  function evictFrom(pool: Set<Entry>): boolean {
    const victim = first(pool);
    if (!victim) return false;
    release(victim);
    victim.socket.destroy();
    totals.evicted += 1;
    unreported.evicted += 1;
    return true;
  }

  function refuse(socket: Socket) {
    socket.destroy();
    totals.refused += 1;
    unreported.refused += 1;
    report();
  }

  server.on('connection', (socket: Socket) => {
    const raw = socket.remoteAddress ?? '';
    const address = normaliseAddress(raw) ?? raw;
    const key = addressGroup(address);
    const existing = groups.get(key);
    if (existing && existing.count >= options.maxConnectionsPerAddress && !options.isExempt(address)) {
      if (!evictFrom(existing.idle)) return refuse(socket);
      report();
    }
    if (entries.size >= options.maxConnections) {
      if (!evictFrom(idle)) return refuse(socket);
      report();
    }
    let group = groups.get(key);
    if (!group) {
      group = { key, count: 0, idle: new Set() };
      groups.set(key, group);
    }
    const entry: Entry = { socket, group, inFlight: 0, released: false };
    group.count += 1;
    entries.set(socket, entry);
    markIdle(entry);
    socket.once('close', () => release(entry));
  });

  return {
    stats: () => ({ open: entries.size, idle: idle.size, ...totals }),
    requestStarted(req) {
      const entry = entries.get(req.socket);
      if (!entry) return undefined;
      entry.inFlight += 1;
      markBusy(entry);
      return entry;
    },
    requestEnded(entry) {
      if (!entry) return;
      entry.inFlight -= 1;
      if (entry.inFlight === 0 && !entry.released) markIdle(entry);
    },
  };
}
