import { startMailCatcher } from './mail-catcher';

/** Starts the mail catcher for the whole run; Playwright calls the returned function at the end. */
export default async function globalSetup() {
  const mailDir = process.env.KUBM_E2E_MAIL_DIR;
  if (!mailDir) throw new Error('KUBM_E2E_MAIL_DIR is not set');
  return startMailCatcher(mailDir);
}
