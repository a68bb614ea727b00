import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one, on a 2-core machine.
    maxWorkers: 2,
    // Each test's database starts from one migrated once per run (see @kubm/db's database-template.ts).
    globalSetup: ['@kubm/db/testing/template-setup'],
    setupFiles: ['@kubm/db/testing/use-template'],
    // Limits that fail only on a hang: the slowest honest test takes a few seconds on a loaded machine.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
