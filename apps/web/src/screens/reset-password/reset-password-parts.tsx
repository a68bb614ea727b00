import { Alert, AlertDescription, AlertTitle } from '@kubm/ui/alert';
import { Button } from '@kubm/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kubm/ui/card';
import { MSG, PATHS } from '@kubm/validators';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export const RESET_TEXT = {
  invalidLink: 'Link reset kata laluan tidak sah atau tamat tempoh. Sila minta reset kata laluan baru.',
  verifyNetwork: 'Ralat mengesahkan token reset kata laluan. Sila cuba lagi.',
  noToken: MSG.tokenInvalid,
  failed: 'Gagal menetapkan semula kata laluan. Sila cuba lagi.',
  network: 'Ralat rangkaian. Sila cuba lagi.',
  done: 'Kata laluan anda telah ditetapkan semula. Anda boleh log masuk sekarang.',
} as const;

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
