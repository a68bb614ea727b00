// Where log lines go. A stalled reader (stdout a full pipe: a hung log shipper, a stopped `| tee`) must
// cost dropped lines, never memory without bound, a blocked event loop, or a thread blocked in write()
// that process exit would wait for (pino's default destination does all three).
import { fstatSync, writeSync } from 'node:fs';
import { Socket } from 'node:net';

/** What pino writes to: one call per log line, each ending in a newline. */
export interface LogSink {
  write(line: string): void;
}

/** The part of a net.Socket the queueing sink uses. */
export interface QueueingStream {
  readonly writableLength: number;
  write(chunk: string, callback: (error?: Error | null) => void): boolean;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Writes through a non-blocking stream, holding at most `maxBytes` queued (plus the one line that meets
 * an empty queue): a line that would go past it is dropped whole and counted. Once the queue has
 * drained, `droppedLine(count)` is written to say how many were lost.
 */
export function createQueueingSink(
  stream: QueueingStream,
  maxBytes: number,
  droppedLine: (count: number) => string,
): LogSink {
  let dropped = 0;
  let broken = false;
  // One shared callback rather than a closure per line: it only looks at the queue once a write is out.
  const onWritten = (error?: Error | null) => {
    if (error || dropped === 0 || stream.writableLength > 0) return;
    const count = dropped;
    dropped = 0;
    stream.write(droppedLine(count), onWritten);
  };
  // The reader went away (EPIPE): nothing will read further lines, and the error must not crash us.
  stream.on('error', () => {
    broken = true;
  });
  return {
    write(line) {
      if (broken) return;
      const queued = stream.writableLength;
      if (queued > 0 && queued + Buffer.byteLength(line) > maxBytes) {
        dropped += 1;
        return;
      }
      stream.write(line, onWritten);
    },
  };
}

/** Plain synchronous writes, for a regular file or a terminal: they do not stall like a pipe. */
export function createFdSink(fd: number): LogSink {
  return {
    write(line) {
      const bytes = Buffer.from(line);
      try {
        for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
      } catch {
        // A closed or non-blocking terminal (EPIPE, EAGAIN): the line is lost rather than retried.
      }
    },
  };
}

/**
 * A regular file or terminal, written once per event-loop turn: under load a write per request's log line
 * costs a system call each, as much as the answer's own. Lines still pending are written at exit (a
 * process killed outright loses at most the lines of its last turn).
 */
export function createTurnBatchedFdSink(fd: number): LogSink {
  const sink = createFdSink(fd);
  let pending: string[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    pendingBytes = 0;
    sink.write(chunk);
  };
  let scheduled = false;
  const flushSoon = () => {
    scheduled = false;
    flush();
  };
  process.once('exit', flush);
  return {
    write(line) {
      pending.push(line);
      pendingBytes += line.length;
      if (pendingBytes >= MAX_TURN_BATCH_CHARS) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flushSoon).unref();
      }
    },
  };
}

/** A turn's lines are written early once this long, so a burst never holds much memory. */
const MAX_TURN_BATCH_CHARS = 64 * 1024;

/**
 * The stream's writes of one event-loop turn held (cork) and handed to the system as one (uncork): the
 * pipe gets one write per turn, not one per log line. Held lines go out at exit too.
 */
export function corkedPerTurn(stream: Socket): QueueingStream {
  let corked = false;
  const uncork = () => {
    if (!corked) return;
    corked = false;
    stream.uncork();
  };
  process.once('exit', uncork);
  return {
    get writableLength() {
      return stream.writableLength;
    },
    write(chunk, callback) {
      if (!corked) {
        corked = true;
        stream.cork();
        setImmediate(uncork).unref();
      }
      return stream.write(chunk, callback);
    },
    on(event, listener) {
      return stream.on(event, listener);
    },
  };
}

/**
 * stdout, bounded. A pipe or socket goes through process.stdout, which Node builds for them as
 * `new net.Socket({ fd: 1, readable: false })`: a non-blocking libuv stream, not written by the thread
 * pool and not flushed at exit. (A second Socket on fd 1 would make any later use of process.stdout
 * throw EEXIST while our writes are queued.)
 */
export function createStdoutSink(maxBytes: number, droppedLine: (count: number) => string): LogSink {
  // One per process, whatever the number of loggers (tests start many servers): one queue, one count,
  // the first caller's bound.
  stdoutSink ??= openStdoutSink(maxBytes, droppedLine);
  return stdoutSink;
}

let stdoutSink: LogSink | undefined;

function openStdoutSink(maxBytes: number, droppedLine: (count: number) => string): LogSink {
  let kind: 'stream' | 'fd';
  try {
    const stat = fstatSync(1);
    kind = stat.isFIFO() || stat.isSocket() ? 'stream' : 'fd';
  } catch {
    // No stdout at all (closed by the parent): there is nowhere to write.
    return { write() {} };
  }
  if (kind === 'fd') return createTurnBatchedFdSink(1);
  const stream =
    process.stdout instanceof Socket
      ? process.stdout
      : new Socket({ fd: 1, readable: false, writable: true });
  return createQueueingSink(corkedPerTurn(stream), maxBytes, droppedLine);
}
