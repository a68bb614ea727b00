// Resident memory of a process and every descendant, read from /proc (Linux): what the machine gives the
// portal, wrapper processes included.
import { readdirSync, readFileSync } from 'node:fs';

/** The parent pid from /proc/<pid>/stat; the command name may hold spaces and parentheses. */
export function parseParentPid(stat: string): number | null {
  const afterName = stat.slice(stat.lastIndexOf(')') + 2);
  const ppid = Number(afterName.split(' ')[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/** VmRSS from /proc/<pid>/status, in bytes (0 for a zombie, which has none). */
export function parseRssBytes(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

export function processTree(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) {
    const list = children.get(ppid) ?? [];
    list.push(pid);
    children.set(ppid, list);
  }
  const tree: number[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    // The process ended between listing and reading.
    return null;
  }
}

export function treeRssBytes(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(`/proc/${entry}/stat`);
    const ppid = stat ? parseParentPid(stat) : null;
    if (ppid !== null) parents.set(Number(entry), ppid);
  }
  let total = 0;
  for (const pid of processTree(root, parents)) {
    const status = readProc(`/proc/${pid}/status`);
    if (status) total += parseRssBytes(status);
  }
  return total;
}
