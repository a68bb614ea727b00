import { Suspense } from 'react';
import { useSearch } from 'wouter';
import { PageSpinner } from '../../components/page-spinner';
import { lazyNamed } from '../../lib/lazy-component';
import { InvalidLink, RESET_TEXT } from './reset-password-parts';

// A chunk of its own: an address without a token or an e-mail is answered without it.
const ResetPasswordFlow = lazyNamed(() => import('./reset-password-flow'), 'ResetPasswordFlow');

export function ResetPasswordScreen() {
  const params = new URLSearchParams(useSearch());
  if (!params.get('token') || !params.get('email')) return <InvalidLink message={RESET_TEXT.invalidLink} />;
  return (
    <Suspense fallback={<PageSpinner late label="Mengesahkan pautan..." />}>
      <ResetPasswordFlow />
    </Suspense>
  );
}
