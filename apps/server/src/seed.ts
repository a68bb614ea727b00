import { DatabaseNotEmptyError, DEMO_CHAIR_EMAIL, DEMO_PASSWORD, seedDatabase } from '@kubm/api';
import { createDatabase, DataDirLockedError } from '@kubm/db';
import { newRegistrationCode } from '@kubm/validators';
import { ConfigError, loadConfig } from './config';
import { environment } from './environment';
import { serializeError } from './log-errors';
import { createLogger } from './logger';

async function seed(): Promise<void> {
  process.umask(0o077);
  const config = loadConfig(environment());
  const logger = createLogger(config.logLevel === 'silent' ? 'info' : config.logLevel);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  try {
    const { registrationCode, ...counts } = await seedDatabase(database.db, { newRegistrationCode });
    logger.info(
      {
        driver: database.driver,
        ...counts,
        signIn: { email: DEMO_CHAIR_EMAIL, password: DEMO_PASSWORD },
        registrationCode,
      },
      'seeded',
    );
  } finally {
    await database.close();
  }
}

seed().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseNotEmptyError
  ) {
    console.error(error.message);
  } else {
    console.error(JSON.stringify(serializeError(error)));
  }
  process.exit(1);
});
