// A fresh database per bench: a temporary embedded-database folder, or a uniquely named PostgreSQL database
// created on the given server and dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { DatabaseKind } from './options';
import type { DataTarget } from './servers';

export interface FreshData {
  target: DataTarget;
  /** Where this database is, for the printout (never a password). */
  label: string;
  remove(): Promise<void>;
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function freshData(
  kind: DatabaseKind,
  postgresUrl: string,
  workDir: string,
): Promise<FreshData> {
  if (kind === 'pglite') {
    const folder = mkdtempSync(join(workDir, 'pglite-'));
    return {
      target: { kind: 'pglite', dataDir: join(folder, 'data') },
      label: 'PGlite in a temporary folder',
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const name = `kubm_bench_${process.pid}_${Date.now()}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = databaseUrlFor(postgresUrl, name);
  return {
    target: { kind: 'postgres', url },
    label: `PostgreSQL database ${name} on ${new URL(postgresUrl).host}`,
    remove: async () => {
      const dropper = postgres(postgresUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}

export function makeWorkDir(): string {
  return mkdtempSync(join(tmpdir(), 'kubm-bench-'));
}
