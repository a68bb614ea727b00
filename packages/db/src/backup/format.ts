// A gzip'd tar: manifest.json, then one JSON-lines file per table (row_to_json rows, timestamps in UTC).
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { readTar, TarError } from './tar';

export const BACKUP_FORMAT = 'kubm-backup';
/** Raised when a reader of version N could not read a file correctly; readers refuse a newer one. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const tableFileName = (table: string) => `tables/${table}.jsonl`;

/** Tables never in a backup: sessions (a stolen backup signs nobody in), the limits' and the directory's counters. */
export const EXCLUDED_TABLES: readonly string[] = ['sessions', 'rate_limits', 'directory_version'];

export interface ManifestTable {
  name: string;
  file: string;
  rows: number;
  bytes: number;
  sha256: string;
  columns: string[];
}

export interface ManifestSequence {
  table: string;
  column: string;
  next: number;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  source: { driver: 'pglite' | 'postgres'; postgresVersion: string };
  schemaVersion: { tag: string | null; when: number };
  /** In load order: each table after the tables it refers to. */
  tables: ManifestTable[];
  sequences: ManifestSequence[];
  excludedTables: string[];
}

export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

export interface BackupContents {
  manifest: Manifest;
  tables: Map<string, Buffer>;
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkManifest(value: unknown): Manifest {
  if (!isObject(value) || value.format !== BACKUP_FORMAT) {
    throw new BackupFileError('it is not a portal backup (manifest.json has no "format": "kubm-backup")');
  }
  if (typeof value.formatVersion !== 'number' || value.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `it is in backup format ${String(value.formatVersion)}, newer than this portal reads ` +
        `(${BACKUP_FORMAT_VERSION}): restore it with the portal version that wrote it, or a newer one`,
    );
  }
  const version = value.schemaVersion;
  if (!isObject(version) || typeof version.when !== 'number' || !Array.isArray(value.tables)) {
    throw new BackupFileError('its manifest.json is incomplete (schemaVersion or tables missing)');
  }
  for (const table of value.tables as unknown[]) {
    if (
      !isObject(table) ||
      typeof table.name !== 'string' ||
      typeof table.file !== 'string' ||
      typeof table.rows !== 'number' ||
      typeof table.sha256 !== 'string' ||
      !Array.isArray(table.columns)
    ) {
      throw new BackupFileError(
        'its manifest.json lists a table without name, file, rows, sha256 or columns',
      );
    }
  }
  if (!Array.isArray(value.sequences)) value.sequences = [];
  return value as unknown as Manifest;
}

function countLines(data: Buffer): number {
  let lines = 0;
  for (let at = data.indexOf(10); at !== -1; at = data.indexOf(10, at + 1)) lines++;
  return lines;
}

export function readBackup(file: Buffer): BackupContents {
  let archive: Buffer;
  try {
    archive = gunzipSync(file);
  } catch (error) {
    throw new BackupFileError(
      `it is damaged or cut off (gzip: ${(error as Error).message.replace(/\.$/, '')})`,
    );
  }
  let entries: ReturnType<typeof readTar>;
  try {
    entries = readTar(archive);
  } catch (error) {
    if (error instanceof TarError) throw new BackupFileError(`it is damaged or cut off (${error.message})`);
    throw error;
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry.data]));
  const manifestData = byName.get(MANIFEST_NAME);
  if (!manifestData) throw new BackupFileError('it is not a portal backup (no manifest.json)');
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestData.toString('utf8'));
  } catch {
    throw new BackupFileError('its manifest.json is not valid JSON');
  }
  const manifest = checkManifest(parsed);
  const tables = new Map<string, Buffer>();
  for (const table of manifest.tables) {
    const data = byName.get(table.file);
    if (!data) throw new BackupFileError(`it is missing ${table.file}`);
    if (sha256(data) !== table.sha256) {
      throw new BackupFileError(`${table.file} does not match its SHA-256 in manifest.json (damaged)`);
    }
    const rows = countLines(data);
    if (rows !== table.rows) {
      throw new BackupFileError(`${table.file} holds ${rows} rows, manifest.json says ${table.rows}`);
    }
    tables.set(table.name, data);
  }
  return { manifest, tables };
}
