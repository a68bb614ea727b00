import { describe, expect, it } from 'vitest';
import { parseParentPid, parseRssBytes, processTree, treeRssBytes } from './process-tree';

describe('parseParentPid', () => {
  it('reads the fourth field of /proc/<pid>/stat', () => {
    expect(parseParentPid('4242 (node) S 4200 4242 4200 0 -1 4194560 ...')).toBe(4200);
  });

  it('is not fooled by spaces and parentheses in the command name', () => {
    expect(parseParentPid('77 (pnpm (x) y) R 12 77 12 0 -1')).toBe(12);
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
