// `pnpm admin:set-role <email> "<role>"`: for a portal with no leader left to grant leadership roles.
import { AppError, checkRole, setUserRole } from '@kubm/api';
import { createDatabase, DataDirLockedError } from '@kubm/db';
import { ConfigError, loadConfig } from './config';
import { environment } from './environment';
import { serializeError } from './log-errors';

const USAGE = 'Usage: pnpm admin:set-role <email> "<role>"   (for example "Pengerusi KUBM")';

async function main(args: string[]): Promise<void> {
  const [email, role, ...extra] = args;
  if (!email || !role || extra.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  checkRole(role);
  const config = loadConfig(environment());
  process.umask(0o077);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  try {
    const { name } = await setUserRole(database.db, email, role);
    process.stdout.write(`${name} <${email.trim().toLowerCase()}> is now ${role}.\n`);
  } finally {
    await database.close();
  }
}

// pnpm passes a `--` through when the command line has one.
main(process.argv.slice(2).filter((arg) => arg !== '--')).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AppError) {
    console.error(error.message);
  } else {
    console.error(JSON.stringify(serializeError(error)));
  }
  process.exit(1);
});
