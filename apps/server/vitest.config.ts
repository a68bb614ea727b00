import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // *.pg.test.ts speak to a PostgreSQL server: part of the run only when TEST_DATABASE_URL names one.
    exclude: process.env.TEST_DATABASE_URL
      ? ['**/node_modules/**']
      : ['**/node_modules/**', '**/*.pg.test.ts'],
    // Each file starts real servers (and on PostgreSQL, real databases): one file at a time keeps
    // ports, CPU and connections predictable.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
