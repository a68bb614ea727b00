import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export function holdsEmbeddedDatabase(dataDir: string): boolean {
  return dataDir.startsWith('memory://') || existsSync(join(resolve(dataDir), 'PG_VERSION'));
}
