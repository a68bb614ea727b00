import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig } from 'vite';
import { compressAssets } from './vite/compress-assets';
import { waitForApi } from './vite/wait-for-api';

// In development the API server (apps/server, port 3000) answers these paths; the SPA serves the rest.
const apiTarget = 'http://127.0.0.1:3000';
/** How long a proxied request waits for the API to listen before a 503 (a first start takes ~30 s). */
const API_WAIT_SECONDS = 120;
/** How often a waiting request tries the API's port again. */
const API_POLL_MS = 250;
const logger = createLogger();
const bypass = waitForApi({
  target: apiTarget,
  waitMs: API_WAIT_SECONDS * 1000,
  pollMs: API_POLL_MS,
  log: (line) => logger.warn(line, { timestamp: true }),
});
const proxy = {
  '/api': { target: apiTarget, bypass },
  '/trpc': { target: apiTarget, bypass },
  '/sw.js': { target: apiTarget, bypass },
};

/** What every page runs before its first paint: one chunk, compressed together, in fewer requests. */
const FRAMEWORK =
  /node_modules\/\.pnpm\/[^/]+\/node_modules\/(react|react-dom|scheduler|@tanstack\/[^/]+|@trpc\/[^/]+|wouter|regexparam|use-sync-external-store|tailwind-merge|clsx|class-variance-authority|@radix-ui\/react-slot|@radix-ui\/react-compose-refs)\//;

/**
 * Small pieces several screens draw, one chunk rather than a file each: over HTTP/1.1's six connections each
 * wave of small files costs a round trip. What /auth draws too is apart, so the sign-in page loads no more.
 */
const KIT = /packages[\\/]ui[\\/]src[\\/](card|tabs|alert)\.tsx/;
const SCREEN_KIT =
  /(packages[\\/]ui[\\/]src[\\/](badge|skeleton)\.tsx|apps[\\/]web[\\/]src[\\/]components[\\/](page-header|load-failed)\.tsx|packages[\\/]validators[\\/]src[\\/]url\.ts|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?!(eye|eye-off|check|x)\.mjs))/;

export default defineConfig({
  plugins: [react(), tailwindcss(), compressAssets()],
  server: { proxy },
  preview: { proxy },
  // The manifest lets scripts/route-js-size.mjs follow what each route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            // The rest of what index.html loads, with the entry, not as small files lazy screens also import.
            { name: 'shell', tags: ['$initial'], priority: 1 },
            { name: 'kit', test: KIT, minShareCount: 2 },
            { name: 'screen-kit', test: SCREEN_KIT, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
