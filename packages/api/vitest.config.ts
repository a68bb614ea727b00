import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Tests run the real router on an in-memory PGlite and hash real passwords (argon2id): a fresh database
    // and a few registrations take seconds on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
