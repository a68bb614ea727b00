// The stdout sinks write a turn's log lines at once: one system call per event-loop turn, not per line.
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect as netConnect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corkedPerTurn, createTurnBatchedFdSink } from './log-sink';

const dir = mkdtempSync(join(tmpdir(), 'kubm-log-turns-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const line = (n: number) => `${JSON.stringify({ n })}\n`;
const nextTurn = () => new Promise((done) => setImmediate(done));

describe('createTurnBatchedFdSink', () => {
  it('holds the lines of a turn and writes them, in order, once the turn is over', async () => {
    const file = join(dir, 'turns.jsonl');
    const sink = createTurnBatchedFdSink(openSync(file, 'w'));
    for (let i = 0; i < 3; i += 1) sink.write(line(i));
    expect(readFileSync(file, 'utf8')).toBe('');
    await nextTurn();
    expect(readFileSync(file, 'utf8')).toBe(line(0) + line(1) + line(2));
  });

  it('writes early once a turn has gathered 64 KB, so a burst holds little memory', () => {
    const file = join(dir, 'burst.jsonl');
    const sink = createTurnBatchedFdSink(openSync(file, 'w'));
    const big = `${JSON.stringify({ msg: 'x'.repeat(1000) })}\n`;
    for (let i = 0; i < 70; i += 1) sink.write(big);
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(64 * 1024);
  });
});

describe('corkedPerTurn', () => {
  it('hands a turn of writes to the socket at once, and all of them arrive in order', async () => {
    const received: Buffer[] = [];
    let reads = 0;
    const server = createServer((peer) => {
      peer.on('data', (chunk: Buffer) => {
        reads += 1;
        received.push(chunk);
      });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as { port: number };
    const socket: Socket = netConnect(port, '127.0.0.1');
    await new Promise((connected) => socket.once('connect', connected));
    try {
      const stream = corkedPerTurn(socket);
      for (let i = 0; i < 50; i += 1) stream.write(line(i), () => {});
      // Held for the turn: all 50 are queued, none written yet.
      expect(stream.writableLength).toBe(Array.from({ length: 50 }, (_, i) => line(i)).join('').length);
      await nextTurn();
      // Until all the bytes have come (a busy machine may take more than a moment), not a guessed delay.
      const expected = Array.from({ length: 50 }, (_, i) => line(i)).join('');
      const deadline = Date.now() + 30_000;
      while (Buffer.concat(received).length < Buffer.byteLength(expected) && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 10));
      }
      const text = Buffer.concat(received).toString('utf8');
      expect(text).toBe(expected);
      expect(reads).toBeLessThan(50);
    } finally {
      socket.destroy();
      await new Promise((closed) => server.close(closed));
    }
  });
});
