import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFdSink, createQueueingSink } from './log-sink';

const dir = mkdtempSync(join(tmpdir(), 'kubm-log-sink-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const line = (n: number) => `${JSON.stringify({ n, msg: 'x'.repeat(100) })}\n`;
const droppedLine = (count: number) => `${JSON.stringify({ dropped: count })}\n`;

describe('createQueueingSink', () => {
  it('holds at most the bound for a reader that stopped, then reports how many lines it dropped', async () => {
    // A Unix socket whose server side does not read: writes queue up as on a full stdout pipe.
    const path = join(dir, 'reader.sock');
    let reader: Socket | undefined;
    const server = createServer((socket) => {
      socket.pause();
      reader = socket;
    });
    await new Promise<void>((done) => server.listen(path, done));
    const writer = connect(path);
    await new Promise<void>((done) => writer.once('connect', done));
    try {
      const maxBytes = 16 * 1024;
      const sink = createQueueingSink(writer, maxBytes, droppedLine);
      let n = 0;
      // Fill the kernel's buffers, then well past the bound.
      while (writer.writableLength === 0 && n < 1_000_000) sink.write(line(n++));
      for (let i = 0; i < 2000; i += 1) sink.write(line(n++));
      expect(writer.writableLength).toBeLessThanOrEqual(maxBytes + line(n).length);

      let received = '';
      reader?.on('data', (chunk: Buffer) => {
        received += chunk.toString();
      });
      reader?.resume();
      const deadline = Date.now() + 10_000;
      while (!received.includes('"dropped"') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      const lines = received.split('\n').slice(0, -1);
      const parsed = lines.map((text) => JSON.parse(text) as { n?: number; dropped?: number });
      const report = parsed.find((entry) => entry.dropped !== undefined);
      const delivered = parsed.filter((entry) => entry.n !== undefined).length;
      expect(report?.dropped).toBeGreaterThan(0);
      // Every line is accounted for: delivered whole or counted as dropped.
      expect(delivered + (report?.dropped ?? 0)).toBe(n);
    } finally {
      writer.destroy();
      reader?.destroy();
      server.close();
    }
  });

  it('stops writing, without throwing, once the reader has gone', async () => {
    const path = join(dir, 'gone.sock');
    const server = createServer((socket) => socket.destroy());
    await new Promise<void>((done) => server.listen(path, done));
    const writer = connect(path);
    await new Promise<void>((done) => writer.once('connect', done));
    const sink = createQueueingSink(writer, 1024, droppedLine);
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 100; i += 1) sink.write(line(i));
    await new Promise((r) => setTimeout(r, 100));
    expect(writer.destroyed).toBe(true);
    server.close();
  });
});

describe('createFdSink', () => {
  it('writes each line whole to a regular file', () => {
    const file = join(dir, 'log.jsonl');
    const fd = openSync(file, 'w');
    const sink = createFdSink(fd);
    for (let i = 0; i < 100; i += 1) sink.write(line(i));
    closeSync(fd);
    const lines = readFileSync(file, 'utf8').split('\n').slice(0, -1);
    expect(lines).toHaveLength(100);
    expect(JSON.parse(lines[99] ?? '')).toMatchObject({ n: 99 });
  });
});
