import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig } from 'vite';
import { compressAssets } from './vite/compress-assets';
import { waitForApi } from './vite/wait-for-api';

// In development the API server (apps/server, port 3000) answers these paths; the SPA serves the rest.
const apiTarget = 'http://127.0.0.1:3000';
/** How long a proxied request waits for the API to listen (a first start creates its database) before a 503. */
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

/**
 * Libraries every page runs before its first paint (React, the router, the data layer, class merging):
 * one chunk instead of a dozen fragments, so they compress together and arrive in fewer requests.
 * Anything a screen alone needs stays with that screen's chunk.
 */
const FRAMEWORK =
  /node_modules\/\.pnpm\/[^/]+\/node_modules\/(react|react-dom|scheduler|@tanstack\/[^/]+|@trpc\/[^/]+|wouter|regexparam|use-sync-external-store|tailwind-merge|clsx|class-variance-authority|@radix-ui\/react-slot|@radix-ui\/react-compose-refs)\//;

/**
 * Small pieces several screens draw: one chunk, not one file each. The server speaks HTTP/1.1, six
 * connections at a time, and /links' screen came with ten files of about 1 KB: each wave of six cost a
 * round trip before the list could paint. A module only one chunk uses stays in that chunk. What /auth
 * draws too (card, tabs, alert) is apart from what only members' screens draw, so the sign-in page, held
 * to its budget, loads none of the latter; the icons of the password field and checkbox stay out of it.
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
            // The rest of what index.html loads (the frame, the tRPC client, the toast store, …) in one
            // chunk with the entry, rather than six small files that lazy screens also import.
            { name: 'shell', tags: ['$initial'], priority: 1 },
            { name: 'kit', test: KIT, minShareCount: 2 },
            { name: 'screen-kit', test: SCREEN_KIT, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
