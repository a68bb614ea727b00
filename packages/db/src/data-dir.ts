import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Whether `dataDir` already holds an embedded database; if not, the first start runs initdb (slow). */
export function holdsEmbeddedDatabase(dataDir: string): boolean {
  return dataDir.startsWith('memory://') || existsSync(join(resolve(dataDir), 'PG_VERSION'));
}
