import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBoundedSink, LOG_BATCH_BYTES } from './log-sink';

const dir = mkdtempSync(join(tmpdir(), 'kubm-log-sink-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const line = (n: number) => `${JSON.stringify({ n, msg: 'x'.repeat(100) })}\n`;
const droppedLine = (count: number) => `${JSON.stringify({ dropped: count })}\n`;
const FILLER = `${'.'.repeat(63)}\n`;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A pipe as stdout is one, both ends non-blocking: nobody reads it until the test does. */
function fifo(name: string): { readFd: number; writeFd: number } {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  const readFd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeFd = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  return { readFd, writeFd };
}

// Closed only after the file's last test: a sink has no close, and a sink of an earlier test still retrying a
// full pipe would write into whichever pipe got its descriptor's number next.
const openFds: number[] = [];
afterAll(() => {
  for (const fd of openFds.splice(0)) closeSync(fd);
});

async function withFifo(name: string, test: (fds: { readFd: number; writeFd: number }) => Promise<void>) {
  const fds = fifo(name);
  openFds.push(fds.writeFd, fds.readFd);
  await test(fds);
}

/** The kernel's pipe buffer full, as behind a hung log shipper. */
function fillPipe(writeFd: number): void {
  for (;;) {
    try {
      writeSync(writeFd, FILLER);
    } catch {
      return;
    }
  }
}

/** What the pipe holds now, or '' when empty. */
function readAvailable(fd: number): string {
  const buffer = Buffer.alloc(64 * 1024);
  let text = '';
  for (;;) {
    try {
      const n = readSync(fd, buffer);
      if (n === 0) return text;
      text += buffer.toString('utf8', 0, n);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return text;
      throw error;
    }
  }
}

/** Reads until `done(received)` holds, the way a log reader catches up, not after a guessed delay. */
async function readUntil(fd: number, done: (text: string) => boolean): Promise<string> {
  let received = '';
  const deadline = Date.now() + 30_000;
  while (!done(received) && Date.now() < deadline) {
    received += readAvailable(fd);
    if (!done(received)) await pause(20);
  }
  return received;
}

describe('createBoundedSink', () => {
  it('holds at most the bound for a reader that stopped, then reports how many lines it dropped', async () => {
    await withFifo('stalled', async ({ readFd, writeFd }) => {
      fillPipe(writeFd);
      const maxBytes = 16 * 1024;
      const sink = createBoundedSink(writeFd, maxBytes, droppedLine);
      const n = 2000;
      for (let i = 0; i < n; i += 1) sink.write(line(i));
      await pause(300);

      const received = await readUntil(readFd, (text) => text.includes('"dropped"'));
      const lines = received.split('\n').filter((text) => text !== '' && `${text}\n` !== FILLER);
      const parsed = lines.map((text) => JSON.parse(text) as { n?: number; dropped?: number });
      const report = parsed.find((entry) => entry.dropped !== undefined);
      const delivered = parsed.filter((entry) => entry.n !== undefined);
      expect(report?.dropped).toBeGreaterThan(0);
      // Every line is accounted for: delivered whole or counted as dropped.
      expect(delivered.length + (report?.dropped ?? 0)).toBe(n);
      // Held while the reader stopped: no more than the bound.
      expect(delivered.length * line(0).length).toBeLessThanOrEqual(maxBytes);
      expect(delivered.map((entry) => entry.n)).toEqual(delivered.map((_, i) => i));
    });
  });

  it('stops writing, without throwing, once the reader has gone', async () => {
    const path = 'gone';
    const { readFd, writeFd } = fifo(path);
    const sink = createBoundedSink(writeFd, 1024, droppedLine);
    closeSync(readFd);
    for (let i = 0; i < 100; i += 1) sink.write(line(i));
    await pause(200);
    // A new reader gets nothing more: the sink gave up on the broken pipe.
    const again = openSync(join(dir, path), constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      for (let i = 0; i < 100; i += 1) sink.write(line(i));
      await pause(300);
      expect(readAvailable(again)).toBe('');
    } finally {
      closeSync(again);
      closeSync(writeFd);
    }
  });

  it('writes each line whole, in order, to a regular file', async () => {
    const file = join(dir, 'log.jsonl');
    const fd = openSync(file, 'w');
    const sink = createBoundedSink(fd, 1024 * 1024, droppedLine);
    for (let i = 0; i < 100; i += 1) sink.write(line(i));
    const deadline = Date.now() + 30_000;
    while (readFileSync(file, 'utf8').split('\n').length <= 100 && Date.now() < deadline) await pause(10);
    closeSync(fd);
    const lines = readFileSync(file, 'utf8').split('\n').slice(0, -1);
    expect(lines).toHaveLength(100);
    expect(lines.map((text) => (JSON.parse(text) as { n: number }).n)).toEqual(lines.map((_, i) => i));
  });

  it("hands a turn's lines to the pipe in fewer writes than lines, all of them in order", async () => {
    await withFifo('turns', async ({ readFd, writeFd }) => {
      const sink = createBoundedSink(writeFd, 1024 * 1024, droppedLine);
      const expected = Array.from({ length: 50 }, (_, i) => line(i)).join('');
      for (let i = 0; i < 50; i += 1) sink.write(line(i));
      let chunks = 0;
      let text = '';
      const deadline = Date.now() + 30_000;
      while (text.length < expected.length && Date.now() < deadline) {
        const chunk = readAvailable(readFd);
        if (chunk !== '') chunks += 1;
        text += chunk;
        await pause(1);
      }
      expect(text).toBe(expected);
      expect(chunks).toBeLessThan(50);
    });
  });
  it('holds lines for LOG_FLUSH_MS and writes them together', async () => {
    await withFifo('batched', async ({ readFd, writeFd }) => {
      const flushMs = 400;
      const sink = createBoundedSink(writeFd, 1024 * 1024, droppedLine, flushMs);
      const written = Date.now();
      for (let i = 0; i < 5; i += 1) sink.write(line(i));
      await pause(flushMs / 4);
      // A quiet moment: nothing is written before the time is up.
      expect(readAvailable(readFd)).toBe('');
      const five = await readUntil(readFd, (text) => text.split('\n').length > 5);
      expect(Date.now() - written).toBeGreaterThanOrEqual(flushMs - 10);
      expect(five).toBe(Array.from({ length: 5 }, (_, i) => line(i)).join(''));
    });
  });

  it('writes a full batch at once, without waiting for LOG_FLUSH_MS', async () => {
    await withFifo('full-batch', async ({ readFd, writeFd }) => {
      // A timer that never fires within the test: whatever arrives went because its batch was full.
      const sink = createBoundedSink(writeFd, 1024 * 1024, droppedLine, 600_000);
      const many = Array.from({ length: Math.ceil((2.5 * LOG_BATCH_BYTES) / line(0).length) }, (_, i) =>
        line(i),
      );
      for (const text of many) sink.write(text);
      const full = await readUntil(readFd, (text) => text.length >= 2 * LOG_BATCH_BYTES);
      expect(many.join('').startsWith(full)).toBe(true);
      expect(full.length).toBeGreaterThanOrEqual(2 * LOG_BATCH_BYTES);
      expect(full.length).toBeLessThan(many.join('').length);
    });
  });

  it('keeps held lines byte for byte and in order: Malay and other scripts, and a line longer than a batch', async () => {
    await withFifo('held-bytes', async ({ readFd, writeFd }) => {
      const sink = createBoundedSink(writeFd, 1024 * 1024, droppedLine, 50);
      const texts = [
        `${JSON.stringify({ n: 0, msg: 'Mesyuarat AJK — Café St. Anne’s 🎉' })}\n`,
        `${JSON.stringify({ n: 1, msg: 'ü'.repeat(LOG_BATCH_BYTES) })}\n`,
        `${JSON.stringify({ n: 2, msg: '漢字\u2028' })}\n`,
        ...Array.from({ length: 600 }, (_, i) => line(i + 3)),
      ];
      for (const text of texts) sink.write(text);
      const expected = Buffer.from(texts.join(''));
      const chunks: Buffer[] = [];
      let size = 0;
      const buffer = Buffer.alloc(64 * 1024);
      for (const deadline = Date.now() + 30_000; size < expected.length && Date.now() < deadline; ) {
        try {
          const n = readSync(readFd, buffer);
          chunks.push(Buffer.from(buffer.subarray(0, n)));
          size += n;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
          await pause(20);
        }
      }
      const received = Buffer.concat(chunks);
      if (!received.equals(expected)) {
        let at = 0;
        while (at < expected.length && received[at] === expected[at]) at += 1;
        // The bytes around the first difference, for a failure that shows what went wrong.
        expect(received.subarray(Math.max(0, at - 40), at + 80).toString()).toBe(
          expected.subarray(Math.max(0, at - 40), at + 80).toString(),
        );
        expect(received.length).toBe(expected.length);
      }
    });
  });

  it('counts every line of a batch that does not fit as dropped', async () => {
    await withFifo('stalled-batched', async ({ readFd, writeFd }) => {
      fillPipe(writeFd);
      const sink = createBoundedSink(writeFd, 16 * 1024, droppedLine, 50);
      const n = 2000;
      for (let i = 0; i < n; i += 1) sink.write(line(i));
      await pause(300);
      const received = await readUntil(readFd, (text) => text.includes('"dropped"'));
      const parsed = received
        .split('\n')
        .filter((text) => text !== '' && `${text}\n` !== FILLER)
        .map((text) => JSON.parse(text) as { n?: number; dropped?: number });
      const delivered = parsed.filter((entry) => entry.n !== undefined);
      const report = parsed.find((entry) => entry.dropped !== undefined);
      expect(delivered.length + (report?.dropped ?? 0)).toBe(n);
      expect(report?.dropped).toBeGreaterThan(0);
      expect(delivered.length).toBeGreaterThan(0);
      // In order; a batch dropped whole leaves a gap.
      const numbers = delivered.map((entry) => entry.n as number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    });
  });

  it('writes the lines still waiting when the process exits', () => {
    // The process exits in the turn that wrote the lines: only the exit handler can still write them.
    const script = join(dir, 'exit.mts');
    const sinkModule = resolve(import.meta.dirname, 'log-sink.ts');
    writeFileSync(
      script,
      `import { createBoundedSink } from ${JSON.stringify(sinkModule)};
      const sink = createBoundedSink(1, 1024 * 1024, () => '', 60_000);
      for (let i = 0; i < 1000; i += 1) sink.write(JSON.stringify({ n: i }) + '\\n');
      process.exit(0);`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.split('\n').slice(0, -1);
    // Every line once; the chunk already handed to the thread pool may land after the rest.
    const numbers = lines.map((text) => (JSON.parse(text) as { n: number }).n).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });
});
