import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // *.pg.test.ts speak to a PostgreSQL server: part of the run only when TEST_DATABASE_URL names one.
    exclude: process.env.TEST_DATABASE_URL
      ? ['**/node_modules/**']
      : ['**/node_modules/**', '**/*.pg.test.ts'],
    // Opening PGlite on disk and applying migrations takes a few seconds on a slow machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
