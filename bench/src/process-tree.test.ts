import { describe, expect, it } from 'vitest';
import {
  parseCpuMs,
  parseParentPid,
  parseRssBytes,
  processTree,
  treeCpuMs,
  treeRssBytes,
} from './process-tree';

describe('parseParentPid', () => {
  it('reads the fourth field of /proc/<pid>/stat', () => {
    expect(parseParentPid('4242 (node) S 4200 4242 4200 0 -1 4194560 ...')).toBe(4200);
  });

  it('is not fooled by spaces and parentheses in the command name', () => {
    expect(parseParentPid('77 (pnpm (x) y) R 12 77 12 0 -1')).toBe(12);
  });
});

describe('parseCpuMs', () => {
  it('adds utime and stime (fields 14 and 15), in ticks of 10 ms', () => {
    const stat = '4242 (node) S 4200 4242 4200 0 -1 4194560 100 0 0 0 250 40 0 0 20 0 11 0 999 0';
    expect(parseCpuMs(stat)).toBe((250 + 40) * 10);
  });

  it('is not fooled by spaces and parentheses in the command name', () => {
    const stat = '77 (pnpm (x) y) R 12 77 12 0 -1 4194560 100 0 0 0 7 3 0 0 20 0 1 0 5 0';
    expect(parseCpuMs(stat)).toBe(100);
  });
});

describe('parseRssBytes', () => {
  it('reads VmRSS in kB as bytes', () => {
    const status = 'Name:\tnode\nVmPeak:\t  999 kB\nVmRSS:\t  181204 kB\nRssAnon:\t 1 kB\n';
    expect(parseRssBytes(status)).toBe(181204 * 1024);
  });

  it('is 0 for a zombie, which has no VmRSS', () => {
    expect(parseRssBytes('Name:\tnode\nState:\tZ (zombie)\n')).toBe(0);
  });
});

describe('processTree', () => {
  it('finds every descendant and nothing else', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
    ]);
    expect(processTree(10, parents).sort()).toEqual([10, 11, 12, 13]);
    expect(processTree(20, parents)).toEqual([20]);
  });
});

describe('treeRssBytes', () => {
  it('counts at least this process itself', () => {
    expect(treeRssBytes(process.pid)).toBeGreaterThanOrEqual(process.memoryUsage.rss() / 2);
  });
});

describe('treeCpuMs', () => {
  it('grows by what this process spends', () => {
    const before = treeCpuMs(process.pid);
    const start = process.cpuUsage();
    // CPU time, not wall time, so a busy machine cannot fail it; readings are in 10 ms ticks.
    while (process.cpuUsage(start).user < 200_000) {}
    expect(treeCpuMs(process.pid) - before).toBeGreaterThanOrEqual(180);
  });
});
