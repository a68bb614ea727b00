// Which tables a backup holds, found in the drizzle schema (a table added there is backed up without a
// change here), in an order they can be loaded in: each after the tables its foreign keys point to.
import { is, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema';
import { EXCLUDED_TABLES } from './format';

export interface BackupTable {
  name: string;
  schema: string;
  qualified: string;
  /** The primary key's columns (SQL names), for a stable row order. */
  orderBy: string[];
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function backupTables(): BackupTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const configs = tables.map((table) => getTableConfig(table));
  const byName = new Map(configs.map((config) => [config.name, config]));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return; // a cycle is loaded in schema order
    visiting.add(name);
    const config = byName.get(name);
    for (const fk of config?.foreignKeys ?? []) {
      const target = getTableConfig(fk.reference().foreignTable).name;
      if (target !== name) visit(target);
    }
    visiting.delete(name);
    ordered.push(name);
  };
  for (const config of configs) visit(config.name);
  return ordered
    .filter((name) => !EXCLUDED_TABLES.includes(name))
    .map((name) => {
      const config = byName.get(name);
      if (!config) throw new Error(`no table ${name} in the schema`);
      const tableSchema = config.schema ?? 'public';
      const primary = config.primaryKeys[0]?.columns.map((c) => c.name) ?? [];
      const orderBy =
        primary.length > 0 ? primary : config.columns.filter((c) => c.primary).map((c) => c.name);
      return {
        name,
        schema: tableSchema,
        qualified: `${quoteIdent(tableSchema)}.${quoteIdent(name)}`,
        orderBy,
      };
    });
}

export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}
