import { Alert, AlertDescription, AlertTitle } from '@kubm/ui/alert';
import { Button } from '@kubm/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kubm/ui/card';
import { MSG } from '@kubm/validators';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link, useSearch } from 'wouter';
import { PageSpinner } from '../../components/page-spinner';
import { lazyNamed } from '../../lib/lazy-component';
import { PATHS } from '../../paths';

export const RESET_TEXT = {
  invalidLink: 'Link reset kata laluan tidak sah atau tamat tempoh. Sila minta reset kata laluan baru.',
  verifyNetwork: 'Ralat mengesahkan token reset kata laluan. Sila cuba lagi.',
  noToken: MSG.tokenInvalid,
  failed: 'Gagal menetapkan semula kata laluan. Sila cuba lagi.',
  network: 'Ralat rangkaian. Sila cuba lagi.',
  done: 'Kata laluan anda telah ditetapkan semula. Anda boleh log masuk sekarang.',
} as const;

// Checking the link and the new-password form (zod, react-hook-form) are a chunk of their own: an address
// without a token or an e-mail cannot be a reset link, and is answered without them.
const ResetPasswordFlow = lazyNamed(() => import('./reset-password-flow'), 'ResetPasswordFlow');

export function Frame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">{title}</h1>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

export function BackToLogin({ label = 'Kembali ke Log Masuk' }: { label?: string }) {
  return (
    <Button asChild className="w-full">
      <Link href={PATHS.auth}>{label}</Link>
    </Button>
  );
}

export function InvalidLink({ message }: { message: string }) {
  return (
    <Frame title="Tetapkan Semula Kata Laluan">
      <Alert variant="destructive">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>Link Tidak Sah</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <BackToLogin />
    </Frame>
  );
}

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
