import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // vitest's default is one worker fewer than the cores: one, on a 2-core machine.
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
  },
});
