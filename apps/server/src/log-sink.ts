// A stalled stdout reader costs dropped lines, never unbounded memory or a blocked event loop or exit:
// docs/decisions/non-blocking-log-sink.md.
import { fstatSync } from 'node:fs';
import SonicBoom from 'sonic-boom';

export interface LogSink {
  write(line: string): void;
}

export const DEFAULT_LOG_FLUSH_MS = 100;
// One thread-pool write per ~450 lines under load (at 8 KB a 304 cost 2.26 system calls, at 64 KB 2.12); at most
// a quarter of the bound, so a small LOG_BUFFER_KB still holds whole batches.
export const LOG_BATCH_BYTES = 64 * 1024;
const BOUND_SHARE_PER_BATCH = 4;
// Room past a full batch for the line that fills it.
const HELD_SLACK_BYTES = 16 * 1024;

export function createBoundedSink(
  fd: number,
  maxBytes: number,
  droppedLine: (count: number) => string,
  flushMs = 0,
): LogSink {
  let dropped = 0;
  let exiting = false;
  let broken = false;
  // A full non-blocking pipe answers EAGAIN: retried every 100 ms, but never in the exit handler.
  const boom = new SonicBoom({ fd, maxLength: maxBytes, contentMode: 'buffer', retryEAGAIN: () => !exiting });
  // Buffer mode: utf8 mode measures its whole pending chunk per write (3× the CPU). The types know only strings.
  const writeBytes = (bytes: Buffer) => boom.write(bytes as unknown as string);
  const write = (text: string) => writeBytes(Buffer.from(text));
  // How many lines the write in progress carries: a batch that does not fit is dropped whole.
  let linesInWrite = 1;
  boom.on('drop', () => {
    dropped += linesInWrite;
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

  // Under load one write per line was a sixth of a request's cost (docs/decisions/batched-log-writes.md).
  const fullBatch = Math.min(LOG_BATCH_BYTES, Math.floor(maxBytes / BOUND_SHARE_PER_BATCH));
  // Bytes, not strings: held template strings outlived the young generation and cost the collector dearly.
  const held = Buffer.allocUnsafe(fullBatch + HELD_SLACK_BYTES);
  let heldBytes = 0;
  let heldLines = 0;
  let timer: NodeJS.Timeout | undefined;
  const handOver = () => {
    clearTimeout(timer);
    timer = undefined;
    if (heldLines === 0 || broken) return;
    linesInWrite = heldLines;
    const batch = Buffer.from(held.subarray(0, heldBytes)); // a copy: sonic-boom keeps it, `held` is reused
    heldBytes = 0;
    heldLines = 0;
    writeBytes(batch);
    linesInWrite = 1;
  };

  process.once('exit', () => {
    exiting = true;
    handOver();
    if (broken) return;
    try {
      boom.flushSync();
    } catch {
      // A stalled or closed reader: the waiting lines are lost.
    }
  });
  return {
    write(line) {
      if (broken) return;
      if (flushMs === 0) {
        write(line);
        return;
      }
      const mostBytes = line.length * 3; // a UTF-16 unit is at most 3 bytes of UTF-8
      if (heldBytes + mostBytes > held.length) {
        handOver();
        if (mostBytes > held.length) {
          write(line);
          return;
        }
      }
      heldBytes += held.write(line, heldBytes);
      heldLines += 1;
      if (heldBytes >= fullBatch) handOver();
      else timer ??= setTimeout(handOver, flushMs).unref();
    },
  };
}

// One per process, whatever the number of loggers: the first bound wins.
export function createStdoutSink(
  maxBytes: number,
  droppedLine: (count: number) => string,
  flushMs: number,
): LogSink {
  stdoutSink ??= openStdoutSink(maxBytes, droppedLine, flushMs);
  return stdoutSink;
}

let stdoutSink: LogSink | undefined;

function openStdoutSink(maxBytes: number, droppedLine: (count: number) => string, flushMs: number): LogSink {
  try {
    const stat = fstatSync(1);
    // Touching process.stdout makes Node open a pipe non-blocking, so a stalled reader answers EAGAIN.
    if (stat.isFIFO() || stat.isSocket()) void process.stdout;
  } catch {
    return { write() {} };
  }
  return createBoundedSink(1, maxBytes, droppedLine, flushMs);
}
