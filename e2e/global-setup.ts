import type { FullConfig } from '@playwright/test';
import { FOUNDER } from './founder';
import { startMailCatcher } from './mail-catcher';
import { EMPTY_SHEET, writeVotingSheet } from './voting-sheet';

/**
 * Registers the founding chair over the API: the first account of a portal may take a leadership role,
 * every later one may not, so the tests meet a founded portal whatever order they run in. Returns the
 * registration code the founding made (founder.ts's `registrationCode()`). Playwright
 * starts the webServer before globalSetup (its runner sets up plugins, webServer among them, first).
 */
async function foundPortal(baseURL: string): Promise<string> {
  const { ministry, role, ...account } = FOUNDER;
  const response = await fetch(new URL('/api/register', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ ...account, ministry, role, ministryRoles: [{ ministry, role }] }),
  });
  if (!response.ok) {
    throw new Error(
      `founding the portal: POST /api/register answered ${response.status}: ${await response.text()}`,
    );
  }
  // The founding made the portal's registration code; every later registration needs it.
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const code = await fetch(new URL('/api/registration-code', baseURL), { headers: { Cookie: cookie } });
  if (!code.ok) throw new Error(`GET /api/registration-code answered ${code.status}: ${await code.text()}`);
  return ((await code.json()) as { code: string }).code;
}

/** Starts the mail catcher for the whole run and founds the portal; the returned function ends the run. */
export default async function globalSetup(config: FullConfig) {
  const mailDir = process.env.KUBM_E2E_MAIL_DIR;
  if (!mailDir) throw new Error('KUBM_E2E_MAIL_DIR is not set');
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('no baseURL in playwright.config.ts');
  // The server reads the sheet on the first request for results, which no test has made yet.
  writeVotingSheet(EMPTY_SHEET);
  const stopMailCatcher = await startMailCatcher(mailDir);
  try {
    // Workers inherit the runner's environment as it is after global setup.
    process.env.KUBM_E2E_REGISTRATION_CODE = await foundPortal(baseURL);
  } catch (error) {
    await stopMailCatcher();
    throw error;
  }
  return stopMailCatcher;
}
