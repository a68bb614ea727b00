// PGlite has no lock: two processes on one data directory lose data. Why a socket in generations, never a
// pid: docs/decisions/data-dir-lock-socket.md. A starter hard-links its listening socket as n+1 only when n
// is dead; link() never replaces, so one starter wins each generation, already answering.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  linkSync,
  lstatSync,
  openSync,
  readdirSync,
  unlinkSync,
} from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { ensurePrivateDir } from './private-dir';

const GENERATION = /^kubm\.lock\.(\d+)\.sock$/;
const TEMPORARY = /^kubm\.lock\.tmp-[0-9a-f]+\.sock$/;
const generationName = (generation: number) => `kubm.lock.${generation}.sock`;

/** sun_path: 108 bytes on Linux, 104 on macOS, NUL included; deeper folders go via /proc/self/fd/<fd>/. */
const MAX_SOCKET_PATH = 103;
const LONGEST_NAME = 'kubm.lock.tmp-0123456789abcdef.sock';
const PID_ANSWER_MS = 1_000;
const REQUEST_WAIT_MS = 5_000;
const MAX_REQUEST_BYTES = 4_096;

/** Writes the answer and ends the socket; only the owner can connect (0600 socket in a 0700 folder). */
export type LockRequestHandler = (request: string, socket: Socket) => void;

export interface LockOptions {
  onRequest?: LockRequestHandler;
}
/** A temporary socket nobody answers on and older than this was left by a starter that died. */
const ABANDONED_TEMPORARY_MS = 60_000;
const MAX_ROUNDS = 100;

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid?: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another process${pid === undefined ? '' : ` (pid ${pid})`}. ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

interface Folder {
  socketPath(name: string): string;
  close(): void;
}

function openFolder(dataDir: string): Folder {
  if (Buffer.byteLength(join(dataDir, LONGEST_NAME)) <= MAX_SOCKET_PATH) {
    return { socketPath: (name) => join(dataDir, name), close() {} };
  }
  const fd = openSync(dataDir, 'r');
  if (!existsSync(`/proc/self/fd/${fd}`)) {
    closeSync(fd);
    throw new Error(
      `DATA_DIR ${dataDir} is too long a path for its lock socket ` +
        `(at most ${MAX_SOCKET_PATH - LONGEST_NAME.length - 1} bytes here): choose a shorter DATA_DIR.`,
    );
  }
  let open = true;
  return {
    socketPath: (name) => `/proc/self/fd/${fd}/${name}`,
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

function listen(path: string, onRequest: LockRequestHandler | undefined): Promise<Server> {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.unref();
    if (!onRequest) {
      socket.end(`${process.pid}\n`);
      return;
    }
    socket.write(`${process.pid}\n`);
    // A starter probing the lock hangs up after the pid; a client with a request sends one line.
    socket.setTimeout(REQUEST_WAIT_MS, () => socket.destroy());
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\n');
      if (end === -1) {
        if (buffered.length > MAX_REQUEST_BYTES) socket.destroy();
        return;
      }
      socket.off('data', onData);
      socket.setTimeout(0);
      onRequest(buffered.slice(0, end), socket);
    };
    socket.on('data', onData);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      // Accept errors (out of file descriptors) must not crash the server, nor the lock keep it alive.
      server.on('error', () => {});
      server.unref();
      resolve(server);
    });
  });
}

type Probe = { state: 'live'; pid: number | undefined } | { state: 'dead' } | { state: 'gone' };

function probe(path: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    let connected = false;
    let answer = '';
    const socket = createConnection(path);
    socket.setTimeout(PID_ANSWER_MS, () => socket.destroy());
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.length > 20 || answer.includes('\n')) socket.destroy();
    });
    socket.on('close', () => {
      if (!connected) return;
      const pid = Number(answer.trim());
      resolve({ state: 'live', pid: Number.isSafeInteger(pid) && pid > 0 ? pid : undefined });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (connected) return;
      if (error.code === 'ECONNREFUSED') resolve({ state: 'dead' });
      else if (error.code === 'ENOENT') resolve({ state: 'gone' });
      // A full backlog: somebody is listening.
      else if (error.code === 'EAGAIN') resolve({ state: 'live', pid: undefined });
      else reject(error);
    });
  });
}

function generations(dataDir: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync(dataDir)) {
    const match = GENERATION.exec(name);
    if (match) found.push(Number(match[1]));
  }
  return found;
}

function newest(found: number[]): number | undefined {
  return found.length === 0 ? undefined : Math.max(...found);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

async function claim(dataDir: string, folder: Folder, temporary: string): Promise<number> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const top = newest(generations(dataDir));
    if (top !== undefined) {
      const found = await probe(folder.socketPath(generationName(top)));
      if (found.state === 'live') throw new DataDirLockedError(dataDir, found.pid);
      if (found.state === 'gone') continue;
    }
    const mine = top === undefined ? 0 : top + 1;
    try {
      linkSync(join(dataDir, temporary), join(dataDir, generationName(mine)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    // Ours unless a newer generation exists: then we linked from an outdated listing and lost.
    if (newest(generations(dataDir)) === mine) return mine;
    removeQuietly(join(dataDir, generationName(mine)));
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}: too many processes starting at once`);
}

async function removeLeftovers(dataDir: string, folder: Folder, mine: number, temporary: string) {
  for (const generation of generations(dataDir)) {
    if (generation < mine) removeQuietly(join(dataDir, generationName(generation)));
  }
  for (const name of readdirSync(dataDir)) {
    if (!TEMPORARY.test(name) || name === temporary) continue;
    const path = join(dataDir, name);
    try {
      if (Date.now() - lstatSync(path).mtimeMs < ABANDONED_TEMPORARY_MS) continue;
    } catch {
      continue;
    }
    if ((await probe(folder.socketPath(name))).state === 'dead') removeQuietly(path);
  }
}

/** Released on exit too; a process killed outright leaves a socket nobody answers, for the next start. */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => void> {
  ensurePrivateDir(dataDir);
  const folder = openFolder(dataDir);
  const temporary = `kubm.lock.tmp-${randomBytes(8).toString('hex')}.sock`;
  let server: Server | undefined;
  try {
    server = await listen(folder.socketPath(temporary), options.onRequest);
    chmodSync(join(dataDir, temporary), 0o600);
    const mine = await claim(dataDir, folder, temporary);
    removeQuietly(join(dataDir, temporary));
    await removeLeftovers(dataDir, folder, mine, temporary).catch(() => {});

    const held = server;
    const lockPath = join(dataDir, generationName(mine));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      // Removed while still listening: nobody can have taken this generation over, so this is ours.
      removeQuietly(lockPath);
      held.close(() => folder.close());
    };
    process.on('exit', release);
    return release;
  } catch (error) {
    removeQuietly(join(dataDir, temporary));
    if (server) server.close(() => folder.close());
    else folder.close();
    throw unsupported(dataDir, error);
  }
}

function unsupported(dataDir: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS' && code !== 'EPERM') return error;
  return new Error(
    `Cannot lock DATA_DIR ${dataDir}: its file system does not allow a Unix socket or a hard link ` +
      `(${code}). Put DATA_DIR on a local disk or a container volume.`,
    { cause: error },
  );
}

export async function askLockHolder(
  dataDir: string,
  request: string,
): Promise<{ pid: number | undefined; socket: Socket } | undefined> {
  const top = newest(existsSync(dataDir) ? generations(dataDir) : []);
  if (top === undefined) return undefined;
  const folder = openFolder(dataDir);
  try {
    return await new Promise((resolve, reject) => {
      const socket = createConnection(folder.socketPath(generationName(top)));
      let connected = false;
      let answer = Buffer.alloc(0);
      socket.setTimeout(PID_ANSWER_MS * 5, () => socket.destroy(new Error('the lock holder did not answer')));
      socket.on('connect', () => {
        connected = true;
      });
      const onData = (chunk: Buffer) => {
        answer = Buffer.concat([answer, chunk]);
        const end = answer.indexOf(10);
        if (end === -1) return;
        socket.off('data', onData);
        socket.pause();
        socket.setTimeout(0);
        const rest = answer.subarray(end + 1);
        if (rest.length > 0) socket.unshift(rest);
        const pid = Number(answer.toString('utf8', 0, end).trim());
        socket.write(`${request}\n`);
        resolve({ pid: Number.isSafeInteger(pid) && pid > 0 ? pid : undefined, socket });
      };
      socket.on('data', onData);
      socket.once('close', () => {
        if (connected) reject(new Error('the lock holder hung up without an answer'));
      });
      socket.once('error', (error: NodeJS.ErrnoException) => {
        if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')) resolve(undefined);
        else reject(error);
      });
    });
  } finally {
    folder.close();
  }
}
