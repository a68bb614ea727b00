import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one, on a 2-core machine.
    maxWorkers: 2,
    include: ['src/**/*.test.ts'],
    // *.pg.test.ts speak to a PostgreSQL server: part of the run only when TEST_DATABASE_URL names one.
    exclude: process.env.TEST_DATABASE_URL
      ? ['**/node_modules/**']
      : ['**/node_modules/**', '**/*.pg.test.ts'],
    globalSetup: ['./src/testing/template-setup.ts'],
    setupFiles: ['./src/testing/use-template.ts'],
    // Limits that fail only on a hang: opening PGlite on disk and migrating takes seconds on a loaded machine.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
