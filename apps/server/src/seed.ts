// `pnpm db:seed`: fills the configured database (PGlite in DATA_DIR or DATABASE_URL) with sample data.
import { hashPassword } from '@kubm/api';
import {
  createDatabase,
  DatabaseNotEmptyError,
  DataDirLockedError,
  DEMO_CHAIR_EMAIL,
  DEMO_PASSWORD,
  seedDatabase,
} from '@kubm/db';
import { newRegistrationCode } from '@kubm/validators';
import { ConfigError, loadConfig } from './config';
import { environment } from './environment';
import { serializeError } from './log-errors';
import { createLogger } from './logger';

async function seed(): Promise<void> {
  // The embedded database's folders and files are the owner's alone, as the server makes them.
  process.umask(0o077);
  const config = loadConfig(environment());
  const logger = createLogger(config.logLevel === 'silent' ? 'info' : config.logLevel);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  try {
    const { registrationCode, ...counts } = await seedDatabase(database.db, {
      hashPassword,
      newRegistrationCode,
    });
    logger.info(
      {
        driver: database.driver,
        ...counts,
        signIn: { email: DEMO_CHAIR_EMAIL, password: DEMO_PASSWORD },
        // Demo data: the code newcomers type (leadership sees it on the dashboard too).
        registrationCode,
      },
      'seeded',
    );
  } finally {
    await database.close();
  }
}

seed().catch((error: unknown) => {
  // The expected failures get one clear line; anything else keeps its stack.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseNotEmptyError
  ) {
    console.error(error.message);
  } else {
    // Never the raw error: a failed query would print its parameters (password hashes, e-mails).
    console.error(JSON.stringify(serializeError(error)));
  }
  process.exit(1);
});
