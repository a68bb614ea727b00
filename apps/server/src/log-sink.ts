// Where log lines go. A stalled reader (stdout a full pipe: a hung log shipper, a stopped `| tee`) must
// cost dropped lines, never memory without bound, a blocked event loop, or a thread blocked in write()
// that process exit would wait for (pino's default, synchronous destination does all three).
import { fstatSync } from 'node:fs';
import SonicBoom from 'sonic-boom';

/** What pino writes to: one call per log line, each ending in a newline. */
export interface LogSink {
  write(line: string): void;
}

/**
 * Writes to `fd` asynchronously (sonic-boom: one write in flight, the lines meanwhile gathered into the
 * next), holding at most `maxBytes`: a line that would go past it is dropped whole and counted. Once the
 * backlog is written, `droppedLine(count)` says how many were lost. What still waits at exit is written
 * then (perhaps ahead of the chunk already in flight), unless the reader is stalled.
 */
export function createBoundedSink(
  fd: number,
  maxBytes: number,
  droppedLine: (count: number) => string,
): LogSink {
  let dropped = 0;
  let exiting = false;
  let broken = false;
  // A full non-blocking pipe answers EAGAIN: retried every 100 ms, but never in the exit handler.
  const boom = new SonicBoom({ fd, maxLength: maxBytes, contentMode: 'buffer', retryEAGAIN: () => !exiting });
  // Buffer mode: utf8 mode measures its whole pending chunk on every write, three times the CPU per line.
  // The types know only strings.
  const write = (text: string) => boom.write(Buffer.from(text) as unknown as string);
  boom.on('drop', () => {
    dropped += 1;
  });
  boom.on('drain', () => {
    if (dropped === 0 || broken) return;
    const count = dropped;
    dropped = 0;
    write(droppedLine(count));
  });
  // The reader went away (EPIPE): nothing will read further lines, and the error must not crash us.
  boom.on('error', () => {
    broken = true;
  });
  process.once('exit', () => {
    exiting = true;
    if (broken) return;
    try {
      boom.flushSync();
    } catch {
      // A stalled or closed reader: the lines still waiting are lost.
    }
  });
  return {
    write(line) {
      if (!broken) write(line);
    },
  };
}

/** stdout, bounded. One per process, whatever the number of loggers: one queue, one count, the first bound. */
export function createStdoutSink(maxBytes: number, droppedLine: (count: number) => string): LogSink {
  stdoutSink ??= openStdoutSink(maxBytes, droppedLine);
  return stdoutSink;
}

let stdoutSink: LogSink | undefined;

function openStdoutSink(maxBytes: number, droppedLine: (count: number) => string): LogSink {
  try {
    const stat = fstatSync(1);
    // Node opens a pipe or socket stdout non-blocking (libuv's uv_pipe_open): a stalled reader then
    // answers EAGAIN instead of holding a thread-pool thread in write(), which exit would wait for.
    if (stat.isFIFO() || stat.isSocket()) void process.stdout;
  } catch {
    // No stdout at all (closed by the parent): there is nowhere to write.
    return { write() {} };
  }
  return createBoundedSink(1, maxBytes, droppedLine);
}
