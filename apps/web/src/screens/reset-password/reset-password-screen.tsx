import { Suspense } from 'react';
import { useSearch } from 'wouter';
import { PageSpinner } from '../../components/page-spinner';
import { lazyNamed } from '../../lib/lazy-component';
import { InvalidLink, RESET_TEXT } from './reset-password-parts';

// Checking the link and the new-password form (zod, react-hook-form) are a chunk of their own: an address
// without a token or an e-mail cannot be a reset link, and is answered without them.
const ResetPasswordFlow = lazyNamed(() => import('./reset-password-flow'), 'ResetPasswordFlow');

/**
 * /reset-password: checks the e-mailed link on load (spinner meanwhile), then the new
 * password form, then a success alert and a redirect to /auth after 2 seconds.
 */
export function ResetPasswordScreen() {
  const params = new URLSearchParams(useSearch());
  if (!params.get('token') || !params.get('email')) return <InvalidLink message={RESET_TEXT.invalidLink} />;
  return (
    <Suspense fallback={<PageSpinner late label="Mengesahkan pautan..." />}>
      <ResetPasswordFlow />
    </Suspense>
  );
}
