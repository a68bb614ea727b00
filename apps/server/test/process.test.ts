// The real entry point as `pnpm start` runs it: ready line, the PGlite lock against a second process,
// graceful SIGTERM that releases the lock, and one-line config errors.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAllRuns, runEntryPoint, waitForReady } from './entry-point';

const dataDir = mkdtempSync(join(tmpdir(), 'kubm-data-'));

const lockSockets = () => readdirSync(dataDir).filter((name) => name.startsWith('kubm.lock'));

afterAll(() => {
  killAllRuns();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('main.ts', () => {
  it('holds the data folder lock, refuses a second process, and releases it on SIGTERM', async () => {
    const first = runEntryPoint({ DATA_DIR: dataDir });
    const ready = await waitForReady(first);
    expect(ready.ms).toBeGreaterThan(0);
    expect(lockSockets()).toHaveLength(1);
    const health = await fetch(`${ready.url}/api/health`);
    expect(health.status).toBe(200);

    const second = runEntryPoint({ DATA_DIR: dataDir });
    expect((await second.exited).code).toBe(1);
    expect(second.stderr()).toContain(`DATA_DIR ${dataDir} is in use by another process`);
    expect(second.stderr()).not.toMatch(/\n\s+at /);

    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(lockSockets()).toEqual([]);
    expect(first.stdout()).toContain('"msg":"stopped"');
  });

  it('exits 1 with one line for a bad config', async () => {
    const proc = runEntryPoint({ PORT: 'eighty', DATA_DIR: dataDir });
    expect((await proc.exited).code).toBe(1);
    expect(proc.stderr().trim()).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
  });
});
