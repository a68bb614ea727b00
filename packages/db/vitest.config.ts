import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Opening PGlite on disk and applying migrations takes a few seconds on a slow machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
