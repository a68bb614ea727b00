// A stalled stdout reader costs dropped lines, never unbounded memory or a blocked event loop or exit:
// docs/decisions/non-blocking-log-sink.md.
import { fstatSync } from 'node:fs';
import SonicBoom from 'sonic-boom';

export interface LogSink {
  write(line: string): void;
}

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
  // Buffer mode: utf8 mode measures its whole pending chunk per write (3× the CPU). The types know only strings.
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
      // A stalled or closed reader: the waiting lines are lost.
    }
  });
  return {
    write(line) {
      if (!broken) write(line);
    },
  };
}

// One per process, whatever the number of loggers: the first bound wins.
export function createStdoutSink(maxBytes: number, droppedLine: (count: number) => string): LogSink {
  stdoutSink ??= openStdoutSink(maxBytes, droppedLine);
  return stdoutSink;
}

let stdoutSink: LogSink | undefined;

function openStdoutSink(maxBytes: number, droppedLine: (count: number) => string): LogSink {
  try {
    const stat = fstatSync(1);
    // Touching process.stdout makes Node open a pipe non-blocking, so a stalled reader answers EAGAIN.
    if (stat.isFIFO() || stat.isSocket()) void process.stdout;
  } catch {
    return { write() {} };
  }
  return createBoundedSink(1, maxBytes, droppedLine);
}
