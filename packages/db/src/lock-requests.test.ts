// The DATA_DIR lock socket as a channel for requests (`pnpm db:backup` asking the running server): the
// holder says its pid, then answers one request line; starters probing the lock are not held up by it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askLockHolder, DataDirLockedError, lockDataDir } from './lock';

const root = mkdtempSync(join(tmpdir(), 'kubm-lock-requests-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function readAll(socket: NodeJS.ReadableStream): Promise<string> {
  return new Promise((done) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    socket.on('end', () => done(text));
    socket.resume();
  });
}

describe('requests on the lock socket', () => {
  it('finds no holder in a folder nobody locks', async () => {
    expect(await askLockHolder(join(root, 'missing'), 'hello')).toBeUndefined();
    const dir = join(root, 'released');
    const release = await lockDataDir(dir);
    release();
    expect(await askLockHolder(dir, 'hello')).toBeUndefined();
  });

  it('hands the request line to the holder, whose answer comes back; a second starter is refused at once', async () => {
    const dir = join(root, 'held');
    const seen: string[] = [];
    const release = await lockDataDir(dir, {
      onRequest: (request, socket) => {
        seen.push(request);
        socket.end(`answer to ${request}\n`);
      },
    });
    try {
      const asked = await askLockHolder(dir, '{"op":"backup"}');
      expect(asked?.pid).toBe(process.pid);
      expect(await readAll(asked?.socket as NodeJS.ReadableStream)).toBe('answer to {"op":"backup"}\n');
      expect(seen).toEqual(['{"op":"backup"}']);

      // The probe hangs up after the pid line (it never waits for the holder's request timeout).
      await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${process.pid})`);
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    } finally {
      release();
    }
  });
});
