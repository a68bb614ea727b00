import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig } from 'vite';
import { SCREEN_FILES } from './src/screen-files';
import { compressAssets } from './vite/compress-assets';
import { routePages } from './vite/route-pages';
import { waitForApi } from './vite/wait-for-api';

const apiTarget = 'http://127.0.0.1:3000';
/** A first start of the API takes ~30 s. */
const API_WAIT_SECONDS = 120;
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

const FRAMEWORK =
  /node_modules\/\.pnpm\/[^/]+\/node_modules\/(react|react-dom|scheduler|@tanstack\/[^/]+|@trpc\/[^/]+|wouter|regexparam|use-sync-external-store|tailwind-merge|clsx|class-variance-authority|@radix-ui\/react-slot|@radix-ui\/react-compose-refs)\//;

// One chunk rather than a file each: over HTTP/1.1's six connections each wave of small files costs a round
// trip. What /auth draws too is apart.
const KIT = /packages[\\/]ui[\\/]src[\\/](card|tabs|alert)\.tsx/;
const SCREEN_KIT =
  /(packages[\\/]ui[\\/]src[\\/](badge|skeleton)\.tsx|apps[\\/]web[\\/]src[\\/]components[\\/](page-header|load-failed)\.tsx|packages[\\/]validators[\\/]src[\\/]url\.ts|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?!(eye|eye-off|check|x)\.mjs))/;

export default defineConfig({
  plugins: [react(), tailwindcss(), routePages(SCREEN_FILES), compressAssets()],
  server: { proxy },
  preview: { proxy },
  // scripts/route-js-size.mjs follows the manifest.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            { name: 'kit', test: KIT, minShareCount: 2 },
            { name: 'screen-kit', test: SCREEN_KIT, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
