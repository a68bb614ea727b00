// `pnpm screenshots`: the README's pictures, taken from the demo portal (`pnpm db:seed`) in the system
// Chromium with the browser tests' server setup (playwright.config.ts), so they show the current build.
import { writeFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const votingCsv = process.env.KUBM_E2E_VOTING_CSV;
if (!votingCsv) throw new Error('playwright.config.ts did not name the voting sheet');
writeFileSync(
  votingCsv,
  [
    'category,question,option,votes',
    'Retreat,Tempat retreat 2027,Cameron Highlands,14',
    'Retreat,Tempat retreat 2027,Port Dickson,9',
    'Retreat,Tempat retreat 2027,Fraser Hill,5',
    'Aktiviti,Hari perjumpaan bulanan,Sabtu petang,17',
    'Aktiviti,Hari perjumpaan bulanan,Jumaat malam,11',
  ].join('\n'),
);

const server = base.webServer && !Array.isArray(base.webServer) ? base.webServer : undefined;
if (!server) throw new Error('playwright.config.ts has no single webServer');

export default defineConfig({
  ...base,
  testDir: './screenshots',
  testMatch: '*.shots.ts',
  globalSetup: undefined,
  projects: [{ name: 'screenshots' }],
  // The demo data first (the seed refuses a database with users, and this one is new), then the server.
  webServer: {
    ...server,
    command: 'pnpm --filter @kubm/server seed && pnpm --filter @kubm/server start',
  },
});
