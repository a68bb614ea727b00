// Resident memory and CPU time of a process and every descendant, read from /proc (Linux): what the machine
// gives the portal, wrapper processes included.
import { readdirSync, readFileSync } from 'node:fs';

/** The parent pid from /proc/<pid>/stat; the command name may hold spaces and parentheses. */
export function parseParentPid(stat: string): number | null {
  const afterName = stat.slice(stat.lastIndexOf(')') + 2);
  const ppid = Number(afterName.split(' ')[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

// USER_HZ: the unit of /proc's CPU times, 100 on every Linux architecture Node runs on.
const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime (fields 14 and 15 of /proc/<pid>/stat) in milliseconds: CPU the process itself has used. */
export function parseCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : 0;
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

function liveTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(`/proc/${entry}/stat`);
    const ppid = stat ? parseParentPid(stat) : null;
    if (ppid !== null) parents.set(Number(entry), ppid);
  }
  return processTree(root, parents);
}

function sumOverTree(root: number, file: 'stat' | 'status', parse: (text: string) => number): number {
  let total = 0;
  for (const pid of liveTree(root)) {
    const text = readProc(`/proc/${pid}/${file}`);
    if (text) total += parse(text);
  }
  return total;
}

export function treeRssBytes(root: number): number {
  return sumOverTree(root, 'status', parseRssBytes);
}

export function treeCpuMs(root: number): number {
  return sumOverTree(root, 'stat', parseCpuMs);
}
