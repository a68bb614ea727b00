// PGlite writes a new database's files as 0666 whatever the umask: tightening once after opening makes them
// private; our processes' umask covers the rest (docs/decisions/private-data-dir.md).
import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

function ownedByUs(stats: Stats): boolean {
  // Someone else's folder (a volume prepared by an operator) is theirs to set; we only tighten our own.
  return process.getuid === undefined || stats.uid === process.getuid();
}

function isGone(error: unknown): boolean {
  // The database removes its temporary files while we walk; a vanished entry needs nothing.
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

function tighten(path: string, stats: Stats, mode: number): void {
  if (!ownedByUs(stats) || (stats.mode & 0o777) === mode) return;
  try {
    chmodSync(path, mode);
  } catch (error) {
    if (!isGone(error)) throw error;
  }
}

export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  tighten(dir, lstatSync(dir), DIR_MODE);
}

/** Symbolic links are left alone. */
export function tightenTree(dir: string): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (error) {
    if (isGone(error)) return;
    throw error;
  }
  for (const name of entries) {
    const path = join(dir, name);
    let stats: Stats;
    try {
      stats = lstatSync(path);
    } catch (error) {
      if (isGone(error)) continue;
      throw error;
    }
    if (stats.isSymbolicLink()) continue;
    if (stats.isDirectory()) {
      tighten(path, stats, DIR_MODE);
      tightenTree(path);
    } else {
      tighten(path, stats, FILE_MODE);
    }
  }
}
