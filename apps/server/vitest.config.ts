import { defineConfig } from 'vitest/config';

/**
 * Files whose servers always run on the embedded database (they start the real entry point with DATABASE_URL
 * removed) or that speak to no database at all: the PostgreSQL pass would run them again unchanged.
 */
const SAME_ON_EVERY_DRIVER = [
  'test/admin-set-role.test.ts',
  // Embedded database only (its PostgreSQL counterpart is backups.pg.test.ts).
  'test/backups.test.ts',
  'test/api-docs.test.ts',
  'test/config.test.ts',
  'test/data-dir.test.ts',
  'test/database-connect.test.ts',
  'test/process.test.ts',
  'test/stopping.test.ts',
  'src/**/*.test.ts',
  // The OpenAPI document and the client tooling's reading of it do not depend on the driver; the calls the
  // client makes are tested on both drivers by their own files.
  'test/openapi-client.test.ts',
];

/**
 * Files that start the real entry point as child processes, wait out real time limits, or type-check a
 * generated client: minutes between them. `pnpm test` leaves them to `pnpm test:long`, which CI runs too.
 */
const LONG = [
  'test/admin-set-role.test.ts',
  'test/backups.test.ts',
  'test/backups.pg.test.ts',
  'test/built-server.test.ts',
  'test/data-dir.test.ts',
  'test/database-connect.test.ts',
  'test/database-outage.pg.test.ts',
  'test/multi-process.pg.test.ts',
  'test/openapi-client.test.ts',
  'test/process.test.ts',
  'test/stopping.test.ts',
  'test/tasks-email.test.ts',
];

const ALWAYS_EXCLUDED = process.env.TEST_DATABASE_URL
  ? ['**/node_modules/**', ...SAME_ON_EVERY_DRIVER]
  : ['**/node_modules/**', '**/*.pg.test.ts'];

export default defineConfig({
  test: {
    // *.pg.test.ts speak to a PostgreSQL server: part of the run only when TEST_DATABASE_URL names one.
    projects: [
      {
        extends: true,
        test: {
          name: 'quick',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...ALWAYS_EXCLUDED, ...LONG],
        },
      },
      // `pnpm test:long` runs these one file at a time: they measure real seconds and start processes.
      { extends: true, test: { name: 'long', include: LONG, exclude: ALWAYS_EXCLUDED } },
    ],
    // Two files at a time: each runs its servers in its own process on random ports and its own databases,
    // and the server of one file leaves the second core idle. (vitest's default: cores − 1, one here.)
    maxWorkers: 2,
    // Each test server's embedded database starts from one migrated once per run (@kubm/db's database-template.ts).
    globalSetup: ['@kubm/db/testing/template-setup'],
    setupFiles: ['@kubm/db/testing/use-template', './test/use-postgres-template.ts'],
    // Limits that fail only on a hang: the slowest honest test takes well under a minute on a loaded machine.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
  },
});
